import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

/// Runs `test` against the counter app (its browsers greeted with `greeting`), as ``withFrontEnd(serving:limits:_:)``.
func withCounterFrontEnd(
    limits: WebSocketLimits = .init(), greeting: String = "Hello",
    _ test: (WebFrontEnd<CounterApp>, Int, String) async throws -> Void
) async throws {
    let counter = await CounterApp()
    await MainActor.run { counter.greeting = greeting }
    try await withFrontEnd(serving: counter, limits: limits, test)
}

/// Runs `test` against `webApp` served on a loopback port with `limits`, with the front end, its port and
/// a browser's cookie (registered from 127.0.0.1); stops it after.
func withFrontEnd<App: WebApp>(
    serving webApp: App, limits: WebSocketLimits = .init(),
    _ test: (WebFrontEnd<App>, Int, String) async throws -> Void
) async throws {
    let app = try await Application.make(.testing)
    app.logger.logLevel = .critical
    let result: Result<Void, any Error>
    do {
        let frontEnd = WebFrontEnd(app: webApp, configuration: .init(socketLimits: limits))
        try frontEnd.register(on: app)
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        let cookie = try #require(await frontEnd.sessions.registerBrowser())
        try await test(frontEnd, port, cookie)
        result = .success(())
    } catch {
        result = .failure(error)
    }
    await app.server.shutdown()
    try await app.asyncShutdown()
    try result.get()
}

extension WebFrontEnd<CounterApp> {
    /// The count the counter of tab `tabID` in browser `browserID` shows.
    @MainActor
    func count(browserID: String, tabID: String) -> Int {
        (sessions.tab(browserID: browserID, tabID: tabID)?.navigator.visibleView as? CounterView)?.count ?? 0
    }
}
