import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("Player list in the browser", .timeLimit(.minutes(1)))
@MainActor
struct PlayerListWebViewTests {
    private func appWithPlayers(_ players: [Player] = Roster.all) async -> AppWebHarness {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: players)
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @Test("the list shows name, position and skill, each row with its own Delete")
    func list() async {
        let app = await appWithPlayers()
        GoldenFile.check(app.page, named: "PlayerList", fileExtension: "html")
    }

    @Test("no players: what to do first and Add your first player; Select is disabled")
    func empty() async {
        let app = await appWithPlayers([])
        GoldenFile.check(app.page, named: "PlayerList-empty", fileExtension: "html")
        #expect(await app.tap("select") == false)
        #expect(await app.tap("retry") == false)
        await app.tap("add")
        #expect(app.visible(PlayerAddWebView.self) != nil)
    }

    @Test("a failed first load says why in place of the list; Retry then shows the players")
    func failedFirstLoad() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.players.failNextCall(with: .unreachable(address: "http://127.0.0.1:9"))
        await app.start(with: app.factory.makePlayerList())
        #expect(app.shows("Could not reach the server at http://127.0.0.1:9. Check that it is running and try again."))
        #expect(!app.markup.contains("alertdialog"))
        await app.tap("retry")
        #expect(app.shows("Ana Lopez"))
    }

    @Test("the loading overlay shows while the first load runs, and swallows taps")
    func loading() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        let view = PlayerListWebView(tasks: app.views.tasks)
        let toolbar: [ScreenAction<PlayerListAction>] = [
            ScreenAction(.add, "Add", role: .primary, label: "Add player"),
            ScreenAction(.select, "Select", isEnabled: false), ScreenAction(.history, "History"),
            ScreenAction(.logout, "Log out"),
        ]
        view.render(PlayerListViewState(toolbar: toolbar, isLoading: true))
        app.navigator.setRoot(view)
        GoldenFile.check(app.page, named: "PlayerList-loading", fileExtension: "html")
        #expect(app.navigator.handle(.action("add", value: nil)))
        #expect(app.navigator.stack.count == 1)
    }

    @Test("tapping a row opens the player's details; Back comes back")
    func openDetails() async {
        let app = await appWithPlayers()
        await app.tap("open", Roster.bruno)
        #expect(app.visible(PlayerDetailWebView.self)?.state.title == "Bruno")
        await app.tap("nav-back")
        #expect(app.visible(PlayerListWebView.self) != nil)
    }

    @Test("Delete asks first; No keeps the player, Yes deletes it")
    func delete() async {
        let app = await appWithPlayers()
        await app.tap("delete", Roster.dan)
        GoldenFile.check(app.page, named: "PlayerList-delete-confirmation", fileExtension: "html")
        await app.answerDialog(false)
        #expect(await app.players.stored == Roster.all)
        await app.tap("delete", Roster.dan)
        await app.answerDialog(true)
        #expect(await app.players.stored == Array(Roster.all.dropLast()))
        #expect(!app.shows("Dan"))
    }

    @Test("Select, tick two players, Confirm players opens ConfirmPlayers with them on the bench")
    func selection() async {
        let app = await appWithPlayers()
        await app.tap("select")
        await app.tap("tick", Roster.ana)
        #expect(await app.tap("confirm") == false)
        await app.tap("tick", Roster.bruno)
        GoldenFile.check(app.page, named: "PlayerList-selection", fileExtension: "html")
        await app.tap("confirm")
        let bench = app.visible(ConfirmPlayersWebView.self)?.state.sections.first?.rows.map(\.name)
        #expect(bench == ["Ana Lopez", "Bruno"])
    }

    @Test("in selection mode a row ticks instead of opening; Escape leaves selection mode")
    func selectionMode() async {
        let app = await appWithPlayers()
        await app.tap("select")
        #expect(await app.tap("open", Roster.ana) == false)
        await app.tap("tick", Roster.ana)
        await app.tap("tick", Roster.bruno)
        await app.tap("tick", Roster.bruno)
        #expect(app.visible(PlayerListWebView.self)?.state.title == "1 selected")
        await app.send(.key(.escape, field: nil))
        #expect(app.visible(PlayerListWebView.self)?.state.mode == .list)
    }

    @Test("Add opens Add Player, History opens History, Log out returns to Login")
    func toolbar() async {
        let app = await appWithPlayers()
        await app.tap("add")
        #expect(app.visible(PlayerAddWebView.self) != nil)
        await app.tap("nav-back")
        await app.tap("history")
        #expect(app.visible(HistoryWebView.self) != nil)
        await app.send(.key(.escape, field: nil))
        await app.tap("refresh")
        #expect(await app.players.calls == [.players, .players])
        await app.tap("logout")
        #expect(app.visible(LoginWebView.self) != nil)
        #expect(await app.accounts.session == nil)
    }
}

@Suite("The match in progress on the player list in the browser", .timeLimit(.minutes(1)))
@MainActor
struct PlayerListMatchWebViewTests {
    /// A gather started a moment ago on another device: Ana Lopez and Chloé against Bruno and Dan.
    static let started = Gather(
        id: UUID(fake: 1, kind: 3), createdAt: Date(),
        players: [
            PlayerInTeam(player: Roster.ana, team: .teamA), PlayerInTeam(player: Roster.bruno, team: .teamB),
            PlayerInTeam(player: Roster.chloe, team: .teamA), PlayerInTeam(player: Roster.dan, team: .teamB),
        ])

    @Test("a status line above the list says a match is being played, its score, and a button opens it")
    func line() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all, gathers: [Self.started])
        await app.start(with: app.factory.makePlayerList())

        GoldenFile.check(app.page, named: "PlayerList-match", fileExtension: "html")
        #expect(app.markup.contains(#"<section class="notice match-line" role="status" aria-live="polite">"#))
        #expect(app.shows("Match in progress"))
        #expect(!app.markup.contains("alertdialog"))

        await app.tap("open-match")
        #expect(app.visible(GatherWebView.self)?.state.teamA.map(\.name) == ["Ana Lopez", "Chloé"])
    }

    @Test("without a match in progress there is no line")
    func noLine() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.start(with: app.factory.makePlayerList())
        #expect(!app.markup.contains("match-line"))
        #expect(await app.tap("open-match") == false)
    }
}
