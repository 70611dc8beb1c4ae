import Foundation

/// Loads currencies and rates and keeps the settings; knows nothing about display.
///
/// With a cache (live rates), every list of currencies and every rate the service gives is saved
/// with the time it arrived, and used when the service fails.
@MainActor
final class MainInteractor: MainInteracting {
    private let rates: any RatesService
    private let settings: any SettingsStore
    private let cache: (any RatesCache)?
    private let now: @Sendable () -> Date
    /// What the cache holds, read on first use.
    private lazy var saved: SavedRates = cache?.load() ?? SavedRates()

    init(
        rates: any RatesService, settings: any SettingsStore, cache: (any RatesCache)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.rates = rates
        self.settings = settings
        self.cache = cache
        self.now = now
    }

    func savedSettings() -> ConverterSettings {
        settings.load() ?? .defaults
    }

    func save(_ settings: ConverterSettings) throws {
        try self.settings.save(settings)
    }

    func currencies() async throws -> LoadedCurrencies {
        do {
            let currencies = try await rates.currencies().sorted { $0.code < $1.code }
            let fetchedAt = now()
            if !currencies.isEmpty { remember { $0.saveCurrencies(currencies, at: fetchedAt) } }
            return LoadedCurrencies(currencies: currencies)
        } catch {
            guard let reason = Fallback.Reason(error), let savedAt = saved.currenciesFetchedAt else { throw error }
            return LoadedCurrencies(currencies: saved.currencies, fallback: Fallback(savedAt: savedAt, reason: reason))
        }
    }

    func rate(from: String, to: String) async throws -> DatedRate {
        guard from != to else { return DatedRate(value: 1, date: rates.tableDate) }
        do {
            let value = try await rates.rate(from: from, to: to)
            if let day = rates.tableDate { return DatedRate(value: value, date: day) }
            let fetchedAt = now()
            remember { $0.save(SavedRates.Rate(from: from, to: to, rate: value, fetchedAt: fetchedAt)) }
            return DatedRate(value: value, date: .moment(fetchedAt))
        } catch {
            guard let reason = Fallback.Reason(error), let rate = saved.rate(from: from, to: to) else { throw error }
            return DatedRate(
                value: rate.rate, date: .moment(rate.fetchedAt),
                fallback: Fallback(savedAt: rate.fetchedAt, reason: reason))
        }
    }

    /// Changes what is saved with `change` and writes it to the cache, when there is one; a cache
    /// that cannot be written is no reason to stop converting.
    private func remember(_ change: (inout SavedRates) -> Void) {
        guard let cache, rates.tableDate == nil else { return }
        change(&saved)
        try? cache.save(saved)
    }
}

extension Fallback.Reason {
    /// Why `error` makes saved values worth showing; `nil` when the user cancelled.
    init?(_ error: any Error) {
        switch error {
        case is CancellationError: return nil
        case RatesError.unreachable, RatesError.timedOut: self = .unreachable
        default: self = .failed
        }
    }
}
