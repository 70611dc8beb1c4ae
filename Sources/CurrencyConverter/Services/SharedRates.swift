import Foundation

/// A rates service read by many people at once (every browser a web server serves): however many
/// ask, the currencies are fetched at most once every ``currenciesFreshFor`` and each pair's rate
/// at most once every ``ratesFreshFor``, one fetch at a time, everyone waiting for the same answer,
/// and the service is asked for at most ``defaultFetchesPerMinute`` rates a minute in all (past it,
/// ``RatesError/busy(seconds:)``, and the screen shows the rate saved last). So strangers picking
/// pair after pair cannot make the server flood the rates service or spend its quota. A rate served
/// from here is at most ``ratesFreshFor`` older than the moment the screen dates it.
public actor SharedRates: RatesService {
    /// How long the list of currencies is kept.
    public static let currenciesFreshFor: TimeInterval = 600
    /// How long a pair's rate is kept.
    public static let ratesFreshFor: TimeInterval = 60
    /// The most pairs kept; the oldest is dropped first.
    public static let maximumPairs = 1_000
    /// Rates asked of the service in any minute, unless told otherwise: a free plan's hourly quota
    /// lasts a few minutes of a stranger's clicking, not seconds.
    public static let defaultFetchesPerMinute = 30

    private let service: any RatesService
    private let now: @Sendable () -> Date
    private var currencyList: (value: [Currency], at: Date)?
    private var fetchingCurrencies: Task<[Currency], any Error>?
    private var rates: [String: (value: Double, at: Date)] = [:]
    private var fetchingRates: [String: Task<Double, any Error>] = [:]
    private let fetchesPerMinute: Int
    /// When the service was asked for a rate, in the last minute, oldest first.
    private var recentFetches: [Date] = []

    /// - Parameters:
    ///   - service: where the currencies and rates come from.
    ///   - fetchesPerMinute: rates asked of the service in any minute, at least one.
    ///   - now: the current time (a fixed one in tests).
    public init(
        service: any RatesService, fetchesPerMinute: Int = defaultFetchesPerMinute,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.service = service
        self.fetchesPerMinute = max(1, fetchesPerMinute)
        self.now = now
    }

    public nonisolated var source: RatesSource { service.source }
    public nonisolated var tableDate: RatesDate? { service.tableDate }

    public func currencies() async throws -> [Currency] {
        if let currencyList, now().timeIntervalSince(currencyList.at) < Self.currenciesFreshFor {
            return currencyList.value
        }
        if let fetchingCurrencies { return try await fetchingCurrencies.value }
        let task = Task { [service] in try await service.currencies() }
        fetchingCurrencies = task
        defer { fetchingCurrencies = nil }
        let list = try await task.value
        currencyList = (list, now())
        return list
    }

    public func rate(from: String, to: String) async throws -> Double {
        let pair = "\(from)_\(to)"
        if let kept = rates[pair], now().timeIntervalSince(kept.at) < Self.ratesFreshFor { return kept.value }
        if let fetching = fetchingRates[pair] { return try await fetching.value }
        try takeFetch()
        let task = Task { [service] in try await service.rate(from: from, to: to) }
        fetchingRates[pair] = task
        defer { fetchingRates[pair] = nil }
        let value = try await task.value
        keep(value, for: pair)
        return value
    }

    /// Counts one rate asked of the service. - Throws: ``RatesError/busy(seconds:)`` when this
    /// minute's are spent, with the seconds until one is free.
    private func takeFetch() throws {
        let time = now()
        recentFetches.removeAll { time.timeIntervalSince($0) >= 60 }
        if recentFetches.count >= fetchesPerMinute, let oldest = recentFetches.first {
            throw RatesError.busy(seconds: max(1, Int((60 - time.timeIntervalSince(oldest)).rounded(.up))))
        }
        recentFetches.append(time)
    }

    private func keep(_ value: Double, for pair: String) {
        rates[pair] = (value, now())
        guard rates.count > Self.maximumPairs, let oldest = rates.min(by: { $0.value.at < $1.value.at })?.key
        else { return }
        rates[oldest] = nil
    }
}
