import Testing

@testable import FootballGather

@Suite("Error sentences")
struct ServiceErrorMessageTests {
    struct Unknown: Error {}

    @Test("Any error becomes a sentence, never a raw description")
    func sentences() {
        #expect(ServiceError.message(for: ServiceError.notFound) == "That item no longer exists.")
        #expect(ServiceError.message(for: Unknown()) == "Something went wrong. Please try again.")
        #expect(ServiceError.isSessionExpired(ServiceError.sessionExpired))
        #expect(ServiceError.isSessionExpired(Unknown()) == false)
    }

    @Test("A failed action is named first, then why, or 'Please try again.' when why would mean nothing")
    func actionSentences() {
        let action = "Unable to create player."
        #expect(
            ServiceError.message(for: ServiceError.rejected(reason: "'name' must not be empty."), action: action)
                == "Unable to create player. 'name' must not be empty.")
        #expect(
            ServiceError.message(for: ServiceError.unexpectedResponse(status: 500), action: action)
                == "Unable to create player. Please try again.")
        #expect(ServiceError.message(for: Unknown(), action: action) == "Unable to create player. Please try again.")
        #expect(ServiceError.message(for: ServiceError.notFound, action: nil) == "That item no longer exists.")
    }

    @Test("A cancelled request is recognised, whether the service or the task reports it")
    func cancellation() {
        #expect(ServiceError.isCancellation(ServiceError.cancelled))
        #expect(ServiceError.isCancellation(CancellationError()))
        #expect(!ServiceError.isCancellation(ServiceError.notFound))
    }
}
