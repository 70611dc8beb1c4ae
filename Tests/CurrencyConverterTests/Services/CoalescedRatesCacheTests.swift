import Foundation
import Testing

@testable import CurrencyConverter

@Suite("The rates cache a web server's tabs share: written once per interval, the latest only")
struct CoalescedRatesCacheTests {
    /// Writes scheduled by the cache, run when the test says.
    final class Writes: @unchecked Sendable {
        // @unchecked: `pending` is only touched with `lock` held.
        private let lock = NSLock()
        private var pending: [@Sendable () -> Void] = []

        var count: Int { lock.withLock { pending.count } }

        func schedule(_ write: @escaping @Sendable () -> Void) {
            lock.withLock { pending.append(write) }
        }

        func runAll() {
            for write in lock.withLock({
                defer { pending = [] }; return pending
            }) { write() }
        }
    }

    static func rates(_ rate: Double) -> SavedRates {
        var saved = SavedRates()
        saved.save(
            SavedRates.Rate(from: "USD", to: "EUR", rate: rate, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        return saved
    }

    @Test("A hundred saves make one write of the last; the next screen loads the latest before it is written")
    func hundredSavesOneWrite() throws {
        let file = InMemoryRatesCache(Self.rates(0.5))
        let writes = Writes()
        let cache = CoalescedRatesCache(writingTo: file, schedule: writes.schedule)
        #expect(cache.load() == Self.rates(0.5))

        for index in 1...100 { try cache.save(Self.rates(Double(index))) }
        #expect(writes.count == 1)
        #expect(file.saved == Self.rates(0.5))
        #expect(cache.load() == Self.rates(100))

        writes.runAll()
        #expect(file.saved == Self.rates(100))
        try cache.save(Self.rates(101))
        #expect(writes.count == 1)
        cache.flush()
        #expect(file.saved == Self.rates(101))
        writes.runAll()
        #expect(file.saved == Self.rates(101))
    }
}
