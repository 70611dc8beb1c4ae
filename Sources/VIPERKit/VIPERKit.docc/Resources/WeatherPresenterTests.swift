import Testing
import VIPERKit
import VIPERKitTesting

@testable import WeatherApp

@MainActor
@Suite("Weather presenter")
struct WeatherPresenterTests {
    let view = RecordingWeatherView()
    let interactor = FakeWeatherInteractor()
    let router = FakeWeatherRouter()
    let delegate = RecordingWeatherDelegate()
    let title = "Weather"
    let actions: [ScreenAction<WeatherAction>] = [
        ScreenAction(.retry, "Retry"), ScreenAction(.close, "Close", role: .cancel),
    ]
    let loadFailed = Alert.error("Unable to load Weather. Please try again.")

    func makePresenter() -> WeatherPresenter {
        WeatherPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate
        )
    }

    @Test("Opening the screen shows the loading indicator, then the items and the actions")
    func showsItems() async {
        let items = ["First", "Second"]
        interactor.loadItemsResult = .success(items)
        let presenter = makePresenter()

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                WeatherViewState(title: title, actions: actions, isLoading: true),
                WeatherViewState(title: title, items: items, actions: actions),
            ]
        )
        #expect(view.alerts == [])
    }

    @Test("Close is the cancel action, which front ends also run on Escape")
    func closeCancels() {
        let presenter = makePresenter()

        #expect(presenter.state.offeredActions.cancelAction()?.id == .close)
        #expect(presenter.state.offeredActions.allows(.retry))
    }

    @Test("A failed load hides the loading indicator and says what went wrong")
    func failedLoad() async {
        interactor.loadItemsResult = .failure(WeatherTestError())
        let presenter = makePresenter()

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                WeatherViewState(title: title, actions: actions, isLoading: true),
                WeatherViewState(title: title, actions: actions),
            ]
        )
        #expect(view.alerts == [loadFailed])
    }

    @Test("Retry after a failure shows the items")
    func retry() async {
        interactor.loadItemsResult = .failure(WeatherTestError())
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        interactor.loadItemsResult = .success(["First"])

        await presenter.perform(.retry)

        let loaded = WeatherViewState(title: title, items: ["First"], actions: actions)
        #expect(presenter.state == loaded)
        #expect(view.alerts == [loadFailed])
    }

    @Test("Typing in the filter lists only the items that contain it, whatever their case")
    func filter() async {
        interactor.loadItemsResult = .success(["Sunny", "Rainy", "Sunset"])
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        presenter.fieldDidChange(.filter, to: " SUN")

        let filtered = WeatherViewState(
            title: title, items: ["Sunny", "Sunset"], filter: " SUN", actions: actions)
        #expect(presenter.state == filtered)
        presenter.fieldDidChange(.filter, to: "")
        #expect(presenter.state.items == ["Sunny", "Rainy", "Sunset"])
    }

    @Test("Each action reads back from the name its page carries")
    func actionNames() {
        ActionNamesCheck.roundTrip([WeatherAction.retry, .close])
    }

    @Test("Close tells the delegate, then leaves the screen")
    func close() async {
        let presenter = makePresenter()

        await presenter.perform(.close)

        #expect(delegate.closeCount == 1)
        #expect(router.calls == [.close])
    }
}

private struct WeatherTestError: Error {}
