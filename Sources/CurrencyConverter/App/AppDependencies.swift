import Foundation
import VIPERKit

/// Everything the modules need from the outside world, injected once at start.
public struct AppDependencies: Sendable {
    /// Where currencies and exchange rates come from.
    public var rates: any RatesService
    /// Keeps the amount and both currencies between launches.
    public var settings: any SettingsStore
    /// Opens the rates source's address (in a browser, where the platform can).
    public var links: any LinkOpening
    /// Keeps the last live currencies and rates for when the service cannot be reached; `nil`
    /// keeps nothing (the bundled table needs no cache).
    public var ratesCache: (any RatesCache)?
    /// The current time, which dates a live rate.
    public var now: @Sendable () -> Date
    /// The time zone dates are shown in.
    public var timeZone: TimeZone

    public init(
        rates: any RatesService, settings: any SettingsStore, links: any LinkOpening,
        ratesCache: (any RatesCache)? = nil, now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current
    ) {
        self.rates = rates
        self.settings = settings
        self.links = links
        self.ratesCache = ratesCache
        self.now = now
        self.timeZone = timeZone
    }
}
