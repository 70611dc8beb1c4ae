import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("About assembly")
struct AboutModuleTests {
    let harness = AppHarness()

    @Test("the factory connects a presenter to the view, with the app's rates source")
    func assembles() async throws {
        let view = try #require(harness.factory.makeAbout() as? RecordingAboutView)

        await view.presenter?.viewDidLoad()

        #expect(view.states.last == AboutPresenterTests.shown())
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        harness.navigator.setRoot(RecordingMainView())
        var parts: [WeakReference<AnyObject>] = []
        do {
            let screen = harness.factory.makeAbout()
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingAboutView)
            let presenter = try #require(view.presenter)
            let mirror = Mirror(reflecting: presenter)
            let interactor = try #require(mirror.descendant("interactor")) as AnyObject
            let router = try #require(mirror.descendant("router")) as AnyObject
            parts = [WeakReference(view), WeakReference(presenter), WeakReference(interactor), WeakReference(router)]
        }
        #expect(parts.map(\.isReleased) == [false, false, false, false])

        harness.navigator.pop()

        #expect(parts.map(\.isReleased) == [true, true, true, true])
    }
}
