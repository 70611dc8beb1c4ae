import Testing
import VIPERKit
import VIPERKitTesting

@testable import WeatherApp

@MainActor
@Suite("Weather assembly")
struct WeatherModuleTests {
    @Test("Assembling gives the view a presenter and returns the view as the screen")
    func wiresTheView() async throws {
        let navigator = RecordingNavigator()
        let view = RecordingWeatherView()

        let screen = WeatherModule(navigator: navigator).assemble(view: view)

        #expect(screen === view)
        let presenter = try #require(view.presenter)
        await presenter.viewDidLoad()
        #expect(view.states.last?.title == "Weather")
        #expect(view.states.last?.offeredActions.map(\.id) == [.retry, .close])
    }

    @Test("Popping the screen releases the view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let navigator = RecordingNavigator(root: RecordingWeatherView())
        var parts: [WeakReference<AnyObject>] = []
        do {
            let view = RecordingWeatherView()
            navigator.push(WeatherModule(navigator: navigator).assemble(view: view))
            let presenter = try #require(view.presenter)
            let mirror = Mirror(reflecting: presenter)
            let interactor = try #require(mirror.descendant("interactor")) as AnyObject
            let router = try #require(mirror.descendant("router")) as AnyObject
            parts = [WeakReference(view), WeakReference(presenter), WeakReference(interactor), WeakReference(router)]
        }
        #expect(parts.map(\.isReleased) == [false, false, false, false])

        navigator.pop()

        #expect(parts.map(\.isReleased) == [true, true, true, true])
    }
}
