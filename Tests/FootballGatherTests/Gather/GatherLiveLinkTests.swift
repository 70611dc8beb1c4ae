import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("Gather: the organiser shares a live link to the match, and stops it", .timeLimit(.minutes(1)))
struct GatherLiveLinkTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let presenter: GatherPresenter
    static let path = "/watch/" + "link1".padding(toLength: 43, withPad: "x", startingAt: 0)

    init() {
        presenter = GatherPresenter(
            view: view, interactor: GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id),
            router: router, delegate: nil, gather: GatherFlowFixtures.gather, matchClock: MatchClock(clock: TestClock())
        )
    }

    @Test("Share live link makes the link; the screen then offers Send live link and Stop sharing")
    func share() async {
        await presenter.viewDidLoad()
        #expect(presenter.state.liveLinkActions.map(\.id) == [.shareLiveLink])

        await presenter.perform(.shareLiveLink)

        #expect(presenter.state.liveLinkPath == Self.path)
        #expect(presenter.state.liveLinkNote == "Anyone with the live link can watch this match, with no account.")
        #expect(presenter.state.liveLinkActions.map(\.title) == ["Send live link", "Stop sharing"])
        #expect(presenter.state.offeredActions.allows(.sendLiveLink))
        #expect(await service.liveLinks[GatherFlowFixtures.gather.id]?.path == Self.path)
    }

    @Test("A link shared from another device is offered when the screen opens")
    func sharedElsewhere() async throws {
        _ = try await service.shareLiveLink(ofGather: GatherFlowFixtures.gather.id)

        await presenter.viewDidLoad()

        #expect(presenter.state.liveLinkPath == Self.path)
    }

    @Test("Stop sharing asks first: No keeps the link, Yes stops it and offers Share live link again")
    func stop() async {
        await presenter.perform(.shareLiveLink)
        view.answers = [false, true]

        await presenter.perform(.stopLiveLink)
        #expect(presenter.state.liveLinkPath == Self.path)
        await presenter.perform(.stopLiveLink)

        #expect(view.questions.map(\.title) == ["Stop sharing", "Stop sharing"])
        #expect(presenter.state.liveLinkPath == nil)
        #expect(presenter.state.liveLinkActions.map(\.id) == [.shareLiveLink])
        #expect(await service.liveLinks.isEmpty)
    }

    @Test("A link that cannot be made says why, and Share live link stays offered")
    func shareFails() async {
        await service.failNextCall(with: .unreachable(address: "127.0.0.1:8080"))

        await presenter.perform(.shareLiveLink)

        #expect(view.alerts.last?.message.hasPrefix("Unable to share a live link.") == true)
        #expect(view.alerts.last?.message.contains("Could not reach the server at 127.0.0.1:8080.") == true)
        #expect(presenter.state.liveLinkActions.map(\.id) == [.shareLiveLink])
    }

    @Test("Send live link, where the front end cannot share it itself, shows the link to copy")
    func send() async {
        await presenter.perform(.shareLiveLink)

        await presenter.perform(.sendLiveLink)

        #expect(view.alerts.last?.title == "Live link")
        #expect(view.alerts.last?.message.contains(Self.path) == true)
    }
}
