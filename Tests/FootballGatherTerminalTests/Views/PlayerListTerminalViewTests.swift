import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Player list in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct PlayerListTerminalViewTests {
    private func appWithPlayers(_ players: [Player] = Roster.all) async -> AppHarness {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: players)
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @Test("the list shows name, position and skill, the cursor on the first row")
    func list() async {
        let app = await appWithPlayers()
        GoldenFile.check(app.screen, named: "PlayerList")
    }

    @Test("no players: what to do first, and Enter adds the first player")
    func empty() async {
        let app = await appWithPlayers([])
        GoldenFile.check(app.screen, named: "PlayerList-empty")
        await app.press(.enter)
        #expect(app.visible(PlayerAddTerminalView.self) != nil)
    }

    @Test("a failed first load says why in place of the list; r retries and shows the players")
    func failedFirstLoad() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.players.failNextCall(with: .unreachable(address: "http://127.0.0.1:9"))
        await app.start(with: app.factory.makePlayerList())
        #expect(app.screen.contains("Could not reach the server at http://127.0.0.1:9."))
        #expect(app.screen.contains("r Retry"))
        await app.press(.character("r"))
        #expect(app.screen.contains("Ana Lopez"))
    }

    @Test("the loading indicator shows while the first load runs, says Esc cancels, and blocks other keys")
    func loading() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        let view = PlayerListTerminalView(tasks: app.views.tasks)
        view.render(PlayerListViewState(isLoading: true))
        app.navigator.setRoot(view)
        GoldenFile.check(app.screen, named: "PlayerList-loading")
        #expect(view.handle(.character("a")) == .handled)
        #expect(app.navigator.stack.count == 1)
    }

    @Test("Esc while loading cancels the screen's running request")
    func cancelLoading() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        let view = PlayerListTerminalView(tasks: app.views.tasks)
        app.navigator.setRoot(view)
        await app.settle()
        let (answer, reply) = AsyncStream.makeStream(of: Void.self)
        var wasCancelled = false
        app.views.tasks.run {
            for await _ in answer {}
            wasCancelled = Task.isCancelled
        }
        view.render(PlayerListViewState(isLoading: true))
        await app.press(.escape)
        #expect(wasCancelled)
        reply.finish()
    }

    @Test("↓ and Enter open the second player's details; Esc comes back")
    func openDetails() async {
        let app = await appWithPlayers()
        await app.press(.down, .enter)
        #expect(app.visible(PlayerDetailTerminalView.self)?.state.title == "Bruno")
        await app.press(.escape)
        #expect(app.visible(PlayerListTerminalView.self) != nil)
    }

    @Test("d asks before deleting; n keeps the player, y deletes it")
    func delete() async {
        let app = await appWithPlayers()
        await app.press(.end, .character("d"))
        GoldenFile.check(app.screen, named: "PlayerList-delete")
        await app.press(.character("n"))
        #expect(await app.players.stored == Roster.all)
        await app.press(.character("d"), .character("y"))
        #expect(await app.players.stored == Array(Roster.all.dropLast()))
        #expect(!app.screen.contains("Dan"))
    }

    @Test("s selects, Space ticks, c confirms two or more and opens ConfirmPlayers")
    func selection() async {
        let app = await appWithPlayers()
        await app.press(.character("s"), .character(" "), .down, .character(" "))
        GoldenFile.check(app.screen, named: "PlayerList-selection")
        await app.press(.character("c"))
        #expect(
            app.visible(ConfirmPlayersTerminalView.self)?.state.sections.first?.rows.map(\.name) == [
                "Ana Lopez", "Bruno",
            ])
    }

    @Test("c does nothing with one player ticked; Esc leaves selection mode")
    func selectionNeedsTwo() async {
        let app = await appWithPlayers()
        await app.press(.character("s"), .character(" "), .character("c"))
        #expect(app.visible(PlayerListTerminalView.self)?.state.title == "1 selected")
        await app.press(.escape)
        #expect(app.visible(PlayerListTerminalView.self)?.state.mode == .list)
    }

    @Test("a opens Add Player, h opens History, l logs out to Login")
    func actions() async {
        let app = await appWithPlayers()
        await app.press(.character("a"))
        #expect(app.visible(PlayerAddTerminalView.self) != nil)
        await app.press(.escape, .character("h"))
        #expect(app.visible(HistoryTerminalView.self) != nil)
        await app.press(.escape, .character("l"))
        #expect(app.visible(LoginTerminalView.self) != nil)
        #expect(await app.accounts.session == nil)
    }

    @Test("a very long name, wide characters and control characters neither crash nor escape the row")
    func hostileNames() async {
        let long = Player(id: UUID(fake: 9, kind: 1), name: String(repeating: "Maximilian ", count: 12))
        let wide = Player(id: UUID(fake: 10, kind: 1), name: "山田太郎⚽️")
        let control = Player(id: UUID(fake: 11, kind: 1), name: "Evil\u{1B}[2J\u{7}Name")
        let app = await appWithPlayers([long, wide, control])
        let lines = app.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 24)
        #expect(lines[2].hasPrefix("  > Evil?[2J?Name"))
        #expect(lines[3].hasPrefix("    Maximilian Maximilian") && lines[3].contains("…"))
        #expect(lines[4].contains("山田太郎⚽️"))
        #expect(!app.screen.contains("\u{1B}"))
    }

    @Test("q on the list quits the app")
    func quit() async {
        let app = await appWithPlayers()
        #expect(await app.press(.character("q")))
    }
}

@Suite("The match in progress on the player list in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct PlayerListMatchTerminalViewTests {
    /// A gather started a moment ago on another device: Ana Lopez and Chloé against Bruno and Dan.
    static let started = Gather(
        id: UUID(fake: 1, kind: 3), createdAt: Date(),
        players: [
            PlayerInTeam(player: Roster.ana, team: .teamA), PlayerInTeam(player: Roster.bruno, team: .teamB),
            PlayerInTeam(player: Roster.chloe, team: .teamA), PlayerInTeam(player: Roster.dan, team: .teamB),
        ])

    @Test("a line above the list says a match is being played and its score; m opens it, also while selecting")
    func line() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all, gathers: [Self.started])
        await app.start(with: app.factory.makePlayerList())

        GoldenFile.check(app.screen, named: "PlayerList-match")
        #expect(app.screen.contains("m Open"))

        await app.press(.character("s"))
        #expect(app.screen.contains("Match in progress"))
        await app.press(.character("m"))
        #expect(app.visible(GatherTerminalView.self)?.state.teamB.map(\.name) == ["Bruno", "Dan"])
    }

    @Test("without a match in progress there is no line and m does nothing")
    func noLine() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.start(with: app.factory.makePlayerList())
        #expect(!app.screen.contains("Match in progress"))
        #expect(!app.screen.contains("m Open"))
        await app.press(.character("m"))
        #expect(app.visible(PlayerListTerminalView.self) != nil)
    }
}
