import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("Main router")
struct MainRouterTests {
    let harness = AppHarness()

    @Test("About is pushed over Main, built by the factory")
    func showAbout() async throws {
        let main = RecordingMainView()
        harness.navigator.setRoot(main)
        let router = MainRouter(factory: harness.factory)
        router.screen = main

        router.showAbout()

        let about = try #require(harness.navigator.top(as: RecordingAboutView.self))
        #expect(harness.navigator.calls == [.setRoot(ObjectIdentifier(main)), .push(ObjectIdentifier(about))])
        await about.presenter?.viewDidLoad()
        #expect(about.states.last?.sourceURL == "https://rates.example/api/v5")
    }
}
