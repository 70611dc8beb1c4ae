/// Loads currencies and rates and keeps the settings; knows nothing about display.
@MainActor
final class MainInteractor: MainInteracting {
    private let rates: any RatesService
    private let settings: any SettingsStore

    init(rates: any RatesService, settings: any SettingsStore) {
        self.rates = rates
        self.settings = settings
    }

    func savedSettings() -> ConverterSettings {
        settings.load() ?? .defaults
    }

    func save(_ settings: ConverterSettings) throws {
        try self.settings.save(settings)
    }

    func currencies() async throws -> [Currency] {
        try await rates.currencies().sorted { $0.code < $1.code }
    }

    func rate(from: String, to: String) async throws -> Double {
        from == to ? 1 : try await rates.rate(from: from, to: to)
    }
}
