import Testing

@testable import FootballGatherServer

@Suite("A token bucket: a burst passes, then the rate")
struct TokenBucketTests {
    @Test("A full bucket lets its capacity through at once, then says how long until the next token")
    func burstThenWait() {
        var bucket = TokenBucket(capacity: 3, perSecond: 2, now: 100)
        #expect((0..<3).map { _ in bucket.take(at: 100) } == [nil, nil, nil])
        #expect(bucket.take(at: 100) == 0.5)
        #expect(bucket.take(at: 100.25) == 0.25)
        #expect(bucket.take(at: 100.5) == nil)
    }

    @Test("It refills at its rate up to its capacity, never beyond")
    func refill() {
        var bucket = TokenBucket(capacity: 2, perSecond: 1, now: 0)
        _ = bucket.take(at: 0)
        _ = bucket.take(at: 0)
        #expect(!bucket.isFull(at: 1))
        #expect(bucket.isFull(at: 2))
        #expect(bucket.isFull(at: 60))
        #expect((0..<3).map { _ in bucket.take(at: 60) } == [nil, nil, 1])
    }

    @Test("Tokens spent elsewhere are taken from it, down to none; a clock going back changes nothing")
    func debit() {
        var bucket = TokenBucket(capacity: 10, perSecond: 1, now: 50)
        bucket.debit(7, at: 50)
        #expect(bucket.tokens == 3)
        bucket.debit(20, at: 49)
        #expect(bucket.tokens == 0)
        #expect(bucket.take(at: 49) == 1)
    }
}
