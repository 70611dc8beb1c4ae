import Foundation
import Testing

@testable import CurrencyConverter

@Suite("Shared rates: one fetch for every browser that asks")
struct SharedRatesTests {
    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        // @unchecked: `time` is only touched with `lock` held.
        private let lock = NSLock()
        private var time = Date(timeIntervalSince1970: 1_800_000_000)

        var now: @Sendable () -> Date { { [self] in lock.withLock { time } } }

        func advance(seconds: TimeInterval) {
            lock.withLock { time += seconds }
        }
    }

    @Test("A pair's rate is fetched once a minute however many ask; another pair has its own")
    func ratesOncePerMinute() async throws {
        let service = FakeRatesService()
        let clock = ManualClock()
        let shared = SharedRates(service: service, now: clock.now)

        for _ in 0..<5 { #expect(try await shared.rate(from: "USD", to: "EUR") == 0.8) }
        _ = try await shared.rate(from: "EUR", to: "USD")
        clock.advance(seconds: 59)
        _ = try await shared.rate(from: "USD", to: "EUR")
        #expect(await service.calls == [.rate("USD", "EUR"), .rate("EUR", "USD")])

        clock.advance(seconds: 1)
        _ = try await shared.rate(from: "USD", to: "EUR")
        #expect(await service.calls.count == 3)
    }

    @Test("The currencies are fetched once every ten minutes; the source and table date are the service's")
    func currenciesOncePerTenMinutes() async throws {
        let service = FakeRatesService(tableDate: .day(year: 2025, month: 1, day: 2))
        let clock = ManualClock()
        let shared = SharedRates(service: service, now: clock.now)

        for _ in 0..<3 { #expect(try await shared.currencies() == FakeRatesService.currencies) }
        clock.advance(seconds: 600)
        _ = try await shared.currencies()
        #expect(await service.calls == [.currencies, .currencies])
        #expect(shared.source == service.source)
        #expect(shared.tableDate == .day(year: 2025, month: 1, day: 2))
    }

    @Test("A failure is not kept: the next reader asks the service again, and gets the rate once it works")
    func failuresAreNotKept() async throws {
        let service = FakeRatesService()
        let shared = SharedRates(service: service)
        await service.failNextCall(with: RatesError.status(503))

        await #expect(throws: RatesError.status(503)) { try await shared.rate(from: "USD", to: "JPY") }
        #expect(try await shared.rate(from: "USD", to: "JPY") == 150)
        #expect(await service.calls == [.rate("USD", "JPY"), .rate("USD", "JPY")])
    }

    @Test("Readers who ask while a fetch runs wait for it instead of starting their own")
    func oneFetchAtATime() async throws {
        let service = HeldRatesService()
        let shared = SharedRates(service: service)

        let readers = (0..<20).map { _ in Task { try await shared.rate(from: "USD", to: "EUR") } }
        while await service.waiting == 0 { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        await service.release()

        for reader in readers { #expect(try await reader.value == 0.8) }
        #expect(await service.rateCalls == 1)
    }

    @Test(
        "Pair after pair, the service is asked for 30 rates a minute at most; the next says when to try again, pairs kept still answer"
    )
    func fetchesPerMinute() async throws {
        let service = CountingRatesService()
        let clock = ManualClock()
        let shared = SharedRates(service: service, now: clock.now)

        for index in 0..<SharedRates.defaultFetchesPerMinute {
            _ = try await shared.rate(from: "C\(index)", to: "USD")
            clock.advance(seconds: 1)
        }
        await #expect(throws: RatesError.busy(seconds: 30)) { try await shared.rate(from: "NEW", to: "USD") }
        #expect(try await shared.rate(from: "C29", to: "USD") > 0)
        #expect(await service.rateCalls == SharedRates.defaultFetchesPerMinute)
        #expect(
            RatesError.busy(seconds: 30).message
                == "Too many rates were asked for this minute: try again in 30 seconds.")

        clock.advance(seconds: 30)
        _ = try await shared.rate(from: "NEW", to: "USD")
        #expect(await service.rateCalls == SharedRates.defaultFetchesPerMinute + 1)
    }

    @Test("At most a thousand pairs are kept: the oldest is fetched again")
    func boundedPairs() async throws {
        let service = CountingRatesService()
        let clock = ManualClock()
        let shared = SharedRates(service: service, fetchesPerMinute: 10_000, now: clock.now)

        for index in 0...SharedRates.maximumPairs {
            _ = try await shared.rate(from: "C\(index)", to: "USD")
            clock.advance(seconds: 0.001)
        }
        _ = try await shared.rate(from: "C\(SharedRates.maximumPairs)", to: "USD")
        #expect(await service.rateCalls == SharedRates.maximumPairs + 1)
        _ = try await shared.rate(from: "C0", to: "USD")
        #expect(await service.rateCalls == SharedRates.maximumPairs + 2)
    }
}

/// A rates service whose rate fetches wait until the test releases them.
actor HeldRatesService: RatesService {
    nonisolated let source = FakeRatesService().source
    private var held: [CheckedContinuation<Void, Never>] = []
    private(set) var rateCalls = 0

    var waiting: Int { held.count }

    func release() {
        for continuation in held { continuation.resume() }
        held = []
    }

    func currencies() async throws -> [Currency] { FakeRatesService.currencies }

    func rate(from: String, to: String) async throws -> Double {
        rateCalls += 1
        await withCheckedContinuation { held.append($0) }
        return 0.8
    }
}

/// A rates service that answers 1 for any pair and counts the rates asked for.
actor CountingRatesService: RatesService {
    nonisolated let source = FakeRatesService().source
    private(set) var rateCalls = 0

    func currencies() async throws -> [Currency] { [] }

    func rate(from: String, to: String) async throws -> Double {
        rateCalls += 1
        return 1
    }
}
