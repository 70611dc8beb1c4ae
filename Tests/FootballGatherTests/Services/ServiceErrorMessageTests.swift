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
}
