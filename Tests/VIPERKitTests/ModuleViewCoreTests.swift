import Testing
import VIPERKit
import VIPERKitTesting

@MainActor
@Suite("The module-view core every front end's module view holds")
struct ModuleViewCoreTests {
    @Test("It keeps the state rendered last, runs actions and Back (the cancel action) on the presenter")
    func keepsAndRuns() async {
        let core = ModuleViewCore<TallyState, RecordingTallyPresenter>()
        let presenter = RecordingTallyPresenter()
        let tasks = TaskTracker()
        core.presenter = presenter
        #expect(core.lifecycleTarget != nil)

        let previous = core.keep(TallyState(count: 2))
        core.perform(.addMany(5), tracking: tasks)
        let wentBack = core.goBack(tracking: tasks)
        await tasks.waitUntilIdle()

        #expect(previous == TallyState() && core.state == TallyState(count: 2))
        #expect(wentBack)
        #expect(presenter.performed == [.addMany(5), .finish])
    }

    @Test("Without a cancel action Back is left to the navigator; a presenter of another kind runs nothing")
    func nothingToRun() async {
        var noCancel = TallyState()
        noCancel.actions.removeAll { $0.role == .cancel }
        let core = ModuleViewCore<TallyState, String>()
        core.presenter = "not a presenter"
        core.keep(noCancel)
        let tasks = TaskTracker()

        #expect(!core.goBack(tracking: tasks))
        core.perform(.add, tracking: tasks)
        await tasks.waitUntilIdle()
        #expect(core.lifecycleTarget == nil)
    }
}
