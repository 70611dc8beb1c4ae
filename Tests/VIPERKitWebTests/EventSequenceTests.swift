import Testing

@testable import VIPERKitWeb

@Suite("Event sequence: each of a page's numbers applied once, in order")
struct EventSequenceTests {
    @Test("Numbers in order apply; one seen before is a duplicate")
    func inOrderAndDuplicates() {
        var sequence = EventSequence()
        #expect(sequence.connect(startingAt: 1) == 0)
        #expect(sequence.receive(1) == .apply)
        sequence.didApply(1)
        #expect(sequence.receive(2) == .apply)
        sequence.didApply(2)
        #expect(sequence.receive(1) == .duplicate)
        #expect(sequence.receive(2) == .duplicate)
        #expect(sequence.applied == 2)
    }

    @Test("A missing number asks for a resend from it once; the later ones wait for it")
    func gap() {
        var sequence = EventSequence()
        _ = sequence.connect(startingAt: 1)
        #expect(sequence.receive(1) == .apply)
        #expect(sequence.receive(3) == .gap(from: 2))
        #expect(sequence.receive(4) == .waitForResend)
        #expect(sequence.receive(2) == .apply)
        #expect(sequence.receive(3) == .apply)
        #expect(sequence.receive(5) == .gap(from: 4))
    }

    @Test("A number taken but not applied yet is a duplicate for another connection, and not acknowledged")
    func takenBeforeApplied() {
        var sequence = EventSequence()
        _ = sequence.connect(startingAt: 1)
        #expect(sequence.receive(1) == .apply)
        #expect(sequence.receive(1) == .duplicate)
        #expect(sequence.applied == 0)
        sequence.didApply(1)
        #expect(sequence.applied == 1)
    }

    @Test("A page reconnecting says where its outbox starts: applied numbers are acknowledged, given-up ones skipped")
    func reconnect() {
        var sequence = EventSequence()
        _ = sequence.connect(startingAt: 1)
        for number in 1...3 {
            #expect(sequence.receive(number) == .apply)
            sequence.didApply(number)
        }
        // The page did not hear the acknowledgement of 2 and 3: it starts at 2.
        #expect(sequence.connect(startingAt: 2) == 3)
        #expect(sequence.receive(2) == .duplicate)
        // Its outbox overflowed while offline: it starts at 10.
        #expect(sequence.connect(startingAt: 10) == 9)
        #expect(sequence.receive(10) == .apply)
    }

    @Test("A tab rebuilt after a restart takes the page's first number as the next")
    func rebuiltTab() {
        var sequence = EventSequence()
        #expect(sequence.connect(startingAt: 41) == 40)
        #expect(sequence.receive(41) == .apply)
        #expect(sequence.receive(40) == .duplicate)
    }

    @Test("Skipping through a number moves past it; a skip behind the next number changes nothing")
    func skip() {
        var sequence = EventSequence()
        _ = sequence.connect(startingAt: 1)
        sequence.skip(through: 5)
        #expect(sequence.applied == 5)
        #expect(sequence.receive(6) == .apply)
        sequence.skip(through: 3)
        #expect(sequence.receive(7) == .apply)
    }

    @Test("A refused event: the page is asked to send again from the number expected, and later ones wait")
    func resendAfterRefusal() {
        var sequence = EventSequence()
        #expect(sequence.resendExpected() == nil)
        _ = sequence.connect(startingAt: 1)
        #expect(sequence.receive(1) == .apply)
        #expect(sequence.resendExpected() == 2)
        #expect(sequence.receive(3) == .waitForResend)
        #expect(sequence.receive(2) == .apply)
    }
}
