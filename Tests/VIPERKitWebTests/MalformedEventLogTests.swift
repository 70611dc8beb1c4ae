import Testing

@testable import VIPERKitWeb

@Suite("Malformed events from a page, logged without flooding the log")
struct MalformedEventLogTests {
    @Test("A page's malformed events: the first three are logged, quoted, then one line counts them all")
    func malformedEventsRateLimited() {
        var log = MalformedEventLog()
        let lines = (1...5).map { log.line(for: "bad \($0)\nforged line") }
        #expect(
            lines == [
                #"Ignored a malformed event from a page: "bad 1\nforged line""#,
                #"Ignored a malformed event from a page: "bad 2\nforged line""#,
                #"Ignored a malformed event from a page: "bad 3\nforged line""#, nil, nil,
            ])
        #expect(log.summary == "Ignored 5 malformed events from one page in all.")
        #expect(MalformedEventLog().summary == nil)
    }
}
