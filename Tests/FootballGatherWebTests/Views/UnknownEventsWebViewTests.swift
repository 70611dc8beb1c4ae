import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

/// The page's events come from the network: an event a screen does not know is refused (the
/// server logs it) and changes nothing.
@Suite("Events a screen does not know", .timeLimit(.minutes(1)))
@MainActor
struct UnknownEventsWebViewTests {
    enum Screen: String, CaseIterable {
        case login, playerList, playerAdd, playerDetail, playerEdit, confirmPlayers, gather, history, gatherDetail
    }

    let delegate = EndedGatherRecorder()
    let recorder = DeletedGatherRecorder()
    static let gather = Gather(
        id: UUID(fake: 1, kind: 3), createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        players: [PlayerInTeam(player: Roster.ana, team: .teamA)])

    /// Takes GatherDetail's report of a deletion.
    final class DeletedGatherRecorder: GatherDetailDelegate {
        func gatherDetailDidDelete(id: UUID) {}
    }

    /// The app showing `screen`, settled.
    private func app(on screen: Screen) async -> AppWebHarness {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.start(with: app.factory.makePlayerList())
        switch screen {
        case .login:
            await app.start(with: app.factory.makeLogin())
        case .playerList:
            break
        case .playerAdd:
            await app.tap("add")
        case .playerDetail:
            await app.tap("open", Roster.ana)
        case .playerEdit:
            await app.tap("open", Roster.ana)
            await app.tap("edit", "skill")
        case .confirmPlayers:
            app.navigator.push(app.factory.makeConfirmPlayers(players: Roster.all, delegate: delegate))
            await app.settle()
        case .gather:
            app.navigator.push(app.factory.makeConfirmPlayers(players: Roster.all, delegate: delegate))
            await app.settle()
            await app.tap("move-team-a", Roster.ana)
            await app.tap("move-team-b", Roster.bruno)
            await app.tap("start-gather")
        case .history:
            await app.tap("history")
        case .gatherDetail:
            app.navigator.push(app.factory.makeGatherDetail(gather: Self.gather, delegate: recorder))
            await app.settle()
        }
        return app
    }

    @Test("an unknown action or field is not used and the page stays the same", arguments: Screen.allCases)
    func unknownEvents(on screen: Screen) async {
        let app = await app(on: screen)
        let before = app.page
        let stack = app.navigator.stack.count
        #expect(app.navigator.handle(.action("nonsense", value: nil)) == false)
        #expect(app.navigator.handle(.action("nonsense", value: Roster.ana.id.uuidString)) == false)
        #expect(app.navigator.handle(.input(name: "nope", value: "x")) == false)
        #expect(app.navigator.handle(.key(.enter, field: "nope")) == false)
        await app.settle()
        #expect(app.page == before)
        #expect(app.navigator.stack.count == stack)
    }
}
