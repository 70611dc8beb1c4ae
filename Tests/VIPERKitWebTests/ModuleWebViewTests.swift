import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitWeb

/// The tally screen in the browser: nothing but its layout.
@MainActor
final class TallyWebView: ModuleWebView<TallyState, RecordingTallyPresenter> {
    override func renderContent() -> HTML { HTML.actions(state.actions) }
}

@MainActor
@Suite("Module web views")
struct ModuleWebViewTests {
    let tasks = TaskTracker()
    let navigator = WebNavigator(appName: "Tally")
    let presenter = RecordingTallyPresenter()
    let view: TallyWebView

    init() {
        view = TallyWebView(tasks: tasks)
        view.presenter = presenter
        navigator.setRoot(view)
        view.render(TallyState(count: 0))
    }

    private func send(_ event: WebEvent) async -> Bool {
        let used = navigator.handle(event)
        await tasks.waitUntilIdle()
        return used
    }

    @Test("Rendering the state already shown asks for no new page; a changed state asks for one")
    func drawsOnlyWhatChanged() {
        var requests = 0
        navigator.onNeedsDisplay = { requests += 1 }
        view.render(TallyState(count: 0))
        #expect(requests == 0)
        view.render(TallyState(count: 1))
        #expect(requests == 1)
        #expect(view.state == TallyState(count: 1))
    }

    @Test("The page shows the state's title and a button per action, disabled when the action is")
    func rendersActions() {
        let page = navigator.render()
        #expect(page.title == "Tally 0 · Tally")
        let html = page.html.rendered
        #expect(html.contains(#"data-action="add""#))
        #expect(html.contains(#"data-action="add-many" data-value="5" aria-label="Add five to the tally""#))
        #expect(html.contains(#"class="button danger" data-action="reset" disabled"#))
    }

    @Test("A tap on an offered action runs it on the presenter, its argument decoded")
    func runsOfferedActions() async {
        #expect(await send(.action("add", value: nil)))
        #expect(await send(.action("add-many", value: "5")))
        #expect(presenter.performed == [.add, .addMany(5)])
        #expect(presenter.loads == 1)
    }

    @Test("A disabled action, one the state does not offer, or an unknown name runs nothing and is counted")
    func refusesWhatIsNotOffered() async {
        #expect(await send(.action("reset", value: nil)) == false)
        #expect(await send(.action("add-many", value: "7")) == false)
        #expect(await send(.action("launch", value: nil)) == false)
        #expect(presenter.performed.isEmpty)
        #expect(navigator.unusedEvents == 3)
        view.render(TallyState(count: 1))
        #expect(await send(.action("reset", value: nil)))
        #expect(presenter.performed == [.reset])
    }

    @Test("Escape runs the action whose role is cancel")
    func escapeRunsCancel() async {
        #expect(await send(.key(.escape, field: nil)))
        #expect(presenter.performed == [.finish])
    }

    @Test("Back runs the action whose role is cancel, so the presenter decides what leaving means")
    func backRunsCancel() async {
        let below = TallyWebView(tasks: tasks)
        navigator.setRoot(below)
        navigator.push(view)
        #expect(await send(.action("nav-back", value: nil)))
        #expect(presenter.performed == [.finish])
        #expect(navigator.stack.count == 2)
    }

    @Test("While the state is loading, taps wait: nothing runs")
    func loadingBlocksActions() async {
        view.render(TallyState(count: 0, isLoading: true))
        _ = await send(.action("add", value: nil))
        #expect(presenter.performed.isEmpty)
        #expect(view.isLoading)
    }
}
