import Testing
import VIPERKit

@testable import VIPERKitWeb

@Suite("A restarting server tells its pages")
@MainActor
struct ServerRestartTests {
    @Test("Every connected page is closed with 1012 (Service Restart); its tab stays for the page to come back")
    func pagesAreTold() throws {
        let sessions = WebSessions(app: CounterApp())
        let browser = try #require(sessions.registerBrowser())
        let first = RecordingConnection()
        let second = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: first))
        _ = try #require(sessions.connect(browserID: browser, tabID: "tab-00002", connection: second))

        sessions.closePages(code: WebSocketCloseCode.serviceRestart)

        #expect(first.closeCode == 1012)
        #expect(second.closeCode == 1012)
        #expect(sessions.tabCount == 2)
        let back = RecordingConnection()
        #expect(sessions.connect(browserID: browser, tabID: "tab-00001", connection: back) === tab)
        #expect(!back.pages.isEmpty)
    }
}
