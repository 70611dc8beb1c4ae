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

@MainActor
@Suite("GatherDetail: a live link to a recent match")
struct GatherDetailLiveLinkTests {
    @Test("A match of the last day offers Share live link; an older one does not (its link would have ended)")
    func offeredForRecentMatches() async throws {
        let harness = AppHarness()
        let delegate = RecordingGatherDetailDelegate()
        var recent = GatherFlowFixtures.gather
        recent.createdAt = harness.factory.dependencies.now().addingTimeInterval(-3_600)

        let recentView = try #require(
            harness.factory.makeGatherDetail(gather: recent, delegate: delegate) as? RecordingGatherDetailView)
        await recentView.presenter?.viewDidLoad()
        let oldView = try #require(
            harness.factory.makeGatherDetail(gather: GatherFlowFixtures.gather, delegate: delegate)
                as? RecordingGatherDetailView)
        await oldView.presenter?.viewDidLoad()

        #expect(recentView.states.last?.offeredActions.map(\.id) == [.share, .delete, .close, .shareLiveLink])
        #expect(oldView.states.last?.offeredActions.map(\.id) == [.share, .delete, .close])
    }
}
