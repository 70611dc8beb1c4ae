import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("GatherDetail assembly")
struct GatherDetailModuleTests {
    let harness = AppHarness()
    let delegate = RecordingGatherDetailDelegate()

    @Test("The factory connects a presenter to the view it asks its views for")
    func assembles() async throws {
        let screen = harness.factory.makeGatherDetail(gather: GatherFlowFixtures.gather, delegate: delegate)
        let view = try #require(screen as? RecordingGatherDetailView)

        await view.presenter?.viewDidLoad()

        #expect(view === harness.views.gatherDetailView)
        #expect(view.states.last?.title == "Gather")
        #expect(view.states.last?.gather.teamA == ["Ana", "Cleo"])
        #expect(view.states.last?.offeredActions.map(\.id) == [.share, .delete, .close])
    }

    @Test("Popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        harness.navigator.setRoot(RecordingGatherDetailView())
        var parts: [WeakReference<AnyObject>] = []
        do {
            let screen = harness.factory.makeGatherDetail(gather: GatherFlowFixtures.gather, delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingGatherDetailView)
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
