import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("GatherDetail presenter")
struct GatherDetailPresenterTests {
    let view = RecordingGatherDetailView()
    let router = RecordingGatherDetailRouter()
    let delegate = RecordingGatherDetailDelegate()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let presenter: GatherDetailPresenter

    static let gather = GatherFlowFixtures.gather
    static let summary = GatherSummary(
        id: gather.id, date: "t=1700000000", score: "-", winner: "-", teamA: ["Ana", "Cleo"], teamB: ["Ben", "Dan"])

    init() {
        presenter = GatherDetailPresenter(
            view: view, interactor: GatherDetailInteractor(gathers: service), router: router, delegate: delegate,
            gather: Self.gather, formatDate: { "t=\(Int($0.timeIntervalSince1970))" }, formatDay: { _ in "14 Nov 2023" }
        )
    }

    @Test("it shows the gather's date, result and both teams, titled Gather, with Share, Delete and Back")
    func showsTheGather() async {
        await presenter.viewDidLoad()

        let state = view.states.last
        #expect(state?.title == "Gather")
        #expect(state?.gather == Self.summary)
        #expect(state?.gather.resultLine == "Not ended")
        #expect(
            state?.offeredActions == [
                ScreenAction(.share, "Share", role: .primary, label: "Share the result"),
                ScreenAction(.delete, "Delete", role: .destructive, label: "Delete this gather"),
                ScreenAction(.close, "Back", role: .cancel),
            ])
    }

    @Test("an ended gather reads its score and winner, or Draw")
    func endedGather() {
        var won = Self.gather
        won.score = GatherScore(teamA: 2, teamB: 1)
        won.winner = .teamA
        #expect(GatherSummary(won, formatDate: { _ in "" }).resultLine == "Score 2:1   Winner: Team A")
        won.score = GatherScore(teamA: 1, teamB: 1)
        won.winner = GatherWinner.none
        #expect(GatherSummary(won, formatDate: { _ in "" }).resultLine == "Score 1:1   Draw")
    }

    @Test("Share shows the result as text ready to copy: score, both teams and the day")
    func share() async {
        var won = Self.gather
        won.score = GatherScore(teamA: 2, teamB: 1)
        won.winner = .teamA
        let presenter = GatherDetailPresenter(
            view: view, interactor: GatherDetailInteractor(gathers: service), router: router, delegate: delegate,
            gather: won, formatDay: { _ in "24 Nov 2026" })
        let text = "Team A 2 : 1 Team B — Ana, Cleo v Ben, Dan — 24 Nov 2026"
        #expect(presenter.state.shareText == text)

        await presenter.perform(.share)

        #expect(view.alerts == [Alert(title: "Share result", message: text)])
        #expect(await service.calls.isEmpty)
    }

    @Test("Delete asks first; No keeps the gather and stays")
    func deleteDeclined() async {
        view.answers = [false]

        await presenter.perform(.delete)

        #expect(view.questions.map(\.title) == ["Delete gather"])
        #expect(await service.stored.count == 1)
        #expect(router.routes.isEmpty)
        #expect(delegate.deleted.isEmpty)
    }

    @Test("Delete asks first; Yes deletes it, tells History and goes back")
    func deleteConfirmed() async {
        view.answers = [true]

        await presenter.perform(.delete)

        #expect(await service.stored.isEmpty)
        #expect(delegate.deleted == [Self.gather.id])
        #expect(router.routes == [.close])
        #expect(view.states.contains { $0.isLoading && !$0.offeredActions.allows(.delete) })
    }

    @Test("a gather already deleted elsewhere counts as deleted")
    func deletedElsewhere() async {
        let service = FakeGatherService()
        let presenter = GatherDetailPresenter(
            view: view, interactor: GatherDetailInteractor(gathers: service), router: router, delegate: delegate,
            gather: Self.gather)
        view.answers = [true]

        await presenter.perform(.delete)

        #expect(delegate.deleted == [Self.gather.id])
        #expect(router.routes == [.close])
    }

    @Test("a failed delete says why and stays with the gather")
    func deleteFails() async {
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:9"))
        view.answers = [true]

        await presenter.perform(.delete)

        #expect(
            view.alerts == [
                .error(
                    "Unable to delete gather. Could not reach the server at http://127.0.0.1:9. Check that it is running and try again."
                )
            ])
        #expect(delegate.deleted.isEmpty)
        #expect(router.routes.isEmpty)
        #expect(presenter.state.offeredActions.allows(.delete))
    }

    @Test("an expired session returns to Login")
    func sessionExpired() async {
        await service.failNextCall(with: .sessionExpired)
        view.answers = [true]

        await presenter.perform(.delete)

        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
    }

    @Test("Back is the cancel action and leaves without deleting")
    func back() async {
        #expect(presenter.state.offeredActions.cancelAction()?.id == .close)

        await presenter.perform(.close)

        #expect(router.routes == [.close])
        #expect(await service.calls.isEmpty)
    }

    @Test("each action's text form names it back")
    func textForm() {
        for action in [GatherDetailAction.share, .delete, .close] {
            #expect(GatherDetailAction(name: action.name, argument: action.argument) == action)
        }
        #expect(GatherDetailAction(name: "delete", argument: "x") == nil)
    }
}
