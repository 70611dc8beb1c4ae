import Foundation

/// Everything the modules need from the outside world, injected once at start.
public struct AppDependencies: Sendable {
    /// Where currencies and exchange rates come from.
    public var rates: any RatesService
    /// Keeps the amount and both currencies between launches.
    public var settings: any SettingsStore
    /// Opens the rates source's address (in a browser, where the platform can).
    public var links: any LinkOpening

    public init(rates: any RatesService, settings: any SettingsStore, links: any LinkOpening) {
        self.rates = rates
        self.settings = settings
        self.links = links
    }
}
