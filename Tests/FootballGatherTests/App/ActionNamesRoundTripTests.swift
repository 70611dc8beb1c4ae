import FootballGatherAPI
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// Every action of every screen, named for a page and read back from that name: one table each
/// (``ActionNames``), so the two directions cannot differ.
@Suite("Action names: each screen's actions read back from the names their pages carry")
struct ActionNamesRoundTripTests {
    static let id = UUID(uuidString: "4B1E6C2A-0000-4000-8000-000000000001")!

    @Test("PlayerList, PlayerDetail, PlayerEdit and History")
    func players() {
        ActionNamesCheck.roundTrip([
            PlayerListAction.add, .select, .refresh, .retry, .history, .games, .logout, .confirm, .open(Self.id),
            .tick(Self.id), .delete(Self.id), .openMatch,
        ])
        ActionNamesCheck.roundTrip(PlayerEditField.allCases.map(PlayerDetailAction.edit) + [.back])
        ActionNamesCheck.roundTrip([PlayerEditAction.done, .cancel, .choose(0), .choose(3), .chooseAndSave(1)])
        ActionNamesCheck.roundTrip([HistoryAction.refresh, .open(Self.id)])
    }

    @Test("ConfirmPlayers and Gather")
    func match() {
        ActionNamesCheck.roundTrip(
            [ConfirmPlayersAction.startGather, .balance, .share] + Team.allCases.map { .move(Self.id, to: $0) })
        ActionNamesCheck.roundTrip(
            GatherTeam.allCases.flatMap { [GatherAction.addGoal($0), .removeGoal($0)] } + [
                .clock, .resetClock, .endGather, .back, .shareLiveLink, .sendLiveLink, .stopLiveLink, .openTimePicker,
                .setTime, .closeTimePicker,
            ])
    }

    @Test("Games, GameDetail and Invite")
    func games() {
        ActionNamesCheck.roundTrip([GamesAction.newGame, .refresh, .retry, .open(Self.id)])
        ActionNamesCheck.roundTrip([
            GameDetailAction.moveIn(Self.id), .moveOut(Self.id), .paid(Self.id), .addPlace, .removePlace,
            .closeAnswers, .openAnswers, .newLink, .remind, .sendLink, .pickTeams, .edit, .delete, .refresh, .close,
        ])
        ActionNamesCheck.roundTrip([
            InviteAction.answerIn, .answerMaybe, .answerOut, .pick("Ana"), .pick("Zoë O'Neil"), .changeName, .retry,
        ])
    }

    @Test("A name a page could not have sent reads as no action")
    func refused() {
        #expect(PlayerListAction(name: "open", argument: "not-a-uuid") == nil)
        #expect(PlayerListAction(name: "open", argument: nil) == nil)
        #expect(PlayerListAction(name: "add", argument: Self.id.uuidString) == nil)
        #expect(PlayerEditAction(name: "choose", argument: "two") == nil)
        #expect(GatherAction(name: "add-goal", argument: "team-c") == nil)
        #expect(PlayerDetailAction(name: "edit", argument: "shoe-size") == nil)
        #expect(GameDetailAction(name: "launch", argument: nil) == nil)
    }
}
