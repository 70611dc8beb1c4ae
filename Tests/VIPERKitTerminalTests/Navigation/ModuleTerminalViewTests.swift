import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitTerminal

/// The tally screen in the terminal: its key table and nothing else.
@MainActor
final class TallyTerminalView: ModuleTerminalView<TallyState, RecordingTallyPresenter> {
    override var keyBindings: [KeyBinding] {
        [
            bind([.character("a")], "a", to: .add),
            bind([.character("5")], "5", to: .addMany(5)),
            bind([.character("7")], "7", to: .addMany(7)),
            bind([.character("x")], "x", to: .reset),
            bind([.escape], "Esc", to: .finish),
        ]
    }
}

@MainActor
@Suite("Module terminal views")
struct ModuleTerminalViewTests {
    let tasks = TaskTracker()
    let navigator = TerminalNavigator(appName: "Tally")
    let presenter = RecordingTallyPresenter()
    let view: TallyTerminalView

    init() {
        view = TallyTerminalView(tasks: tasks)
        view.presenter = presenter
        navigator.setRoot(view)
        view.render(TallyState(count: 0))
    }

    private func press(_ key: Key) async {
        _ = navigator.handle(key)
        await tasks.waitUntilIdle()
    }

    @Test("The footer announces each offered, enabled action with its title from the state")
    func footerFromState() {
        #expect(view.title == "Tally 0")
        #expect(
            navigator.keyHints == [
                KeyHint("a", "Add one"), KeyHint("5", "Add five"), KeyHint("Esc", "Done"), KeyHint("q", "Quit"),
            ])
        view.render(TallyState(count: 3))
        #expect(navigator.keyHints.contains(KeyHint("x", "Reset")))
    }

    @Test("A key runs its action on the presenter; a disabled or unoffered action's key does nothing")
    func keysRunActions() async {
        await press(.character("a"))
        await press(.character("5"))
        await press(.character("x"))
        await press(.character("7"))
        #expect(presenter.performed == [.add, .addMany(5)])
        view.render(TallyState(count: 1))
        await press(.character("x"))
        await press(.escape)
        #expect(presenter.performed == [.add, .addMany(5), .reset, .finish])
        #expect(presenter.loads == 1)
    }

    @Test("While the state is loading, keys other than Esc are dropped")
    func loadingBlocksKeys() async {
        view.render(TallyState(count: 0, isLoading: true))
        await press(.character("a"))
        #expect(presenter.performed.isEmpty)
        #expect(navigator.keyHints.first == KeyHint("Esc", "Cancel"))
    }
}
