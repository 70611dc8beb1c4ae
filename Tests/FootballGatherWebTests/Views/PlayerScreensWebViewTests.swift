import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("Add, detail and edit screens in the browser", .timeLimit(.minutes(1)))
@MainActor
struct PlayerScreensWebViewTests {
    private func appOnList(_ players: [Player] = Roster.all) async -> AppWebHarness {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: players)
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @Test("adding a player: the placeholder, typing enables Done, Done adds it to the list")
    func addPlayer() async {
        let app = await appOnList([])
        await app.tap("add")
        GoldenFile.check(app.page, named: "PlayerAdd-empty", fileExtension: "html")
        await app.type("Zoë Q", into: "name")
        GoldenFile.check(app.page, named: "PlayerAdd", fileExtension: "html")
        await app.tap("done")
        #expect(app.visible(PlayerListWebView.self)?.state.rows.map(\.name) == ["Zoë Q"])
    }

    @Test("Enter in the name field adds the player when Done is enabled, and does nothing otherwise")
    func addPlayerWithEnter() async {
        let app = await appOnList([])
        await app.tap("add")
        await app.type("  ", into: "name")
        await app.send(.key(.enter, field: "name"))
        #expect(app.visible(PlayerAddWebView.self) != nil)
        await app.type("Ed", into: "name", after: "  ")
        await app.send(.key(.enter, field: "name"))
        #expect(await app.players.stored.map(\.name) == ["Ed"])
        #expect(app.visible(PlayerListWebView.self) != nil)
    }

    @Test("Back and Cancel leave Add Player without creating anything, asking first when a name was typed")
    func addPlayerCancel() async {
        let app = await appOnList([])
        await app.tap("add")
        await app.type("Zed", into: "name")
        await app.tap("nav-back")
        #expect(app.shows("Discard the name you typed?"))
        await app.answerDialog(true)
        #expect(app.visible(PlayerListWebView.self) != nil)
        await app.tap("add")
        await app.tap("cancel")
        #expect(app.visible(PlayerListWebView.self) != nil)
        #expect(await app.players.stored.isEmpty)
    }

    @Test("the detail screen lists PERSONAL, PLAY and LIKES with the values")
    func detail() async {
        let app = await appOnList()
        await app.tap("open", Roster.ana)
        GoldenFile.check(app.page, named: "PlayerDetail", fileExtension: "html")
    }

    @Test("the details end with the player's form from ended gathers")
    func form() async {
        let app = await appOnList()
        await app.players.setRecord(
            PlayerRecordResponse(played: 2, won: 1, drawn: 1, lost: 0, lastResults: [.drawn, .won]),
            forPlayer: Roster.ana.id)
        await app.tap("open", Roster.ana)
        #expect(app.shows("Played 2 · Won 1 · Drawn 1 · Lost 0 · Win rate 50%"))
        #expect(app.shows("Last five: D W"))
    }

    @Test("editing the age: pre-filled, typed, saved with Enter; the detail and the list show it")
    func editAge() async {
        let app = await appOnList()
        await app.tap("open", Roster.ana)
        await app.tap("edit", "age")
        GoldenFile.check(app.page, named: "PlayerEdit-age", fileExtension: "html")
        await app.send(.input(name: "value", value: "2"), .input(name: "value", value: "28"))
        await app.send(.key(.enter, field: "value"))
        #expect(app.visible(PlayerDetailWebView.self)?.state.sections.first?.rows.last?.value == "28")
        #expect(await app.players.stored.first?.age == 28)
    }

    @Test("an invalid age shows the rule, Done stays disabled and Enter saves nothing")
    func invalidAge() async {
        let app = await appOnList()
        await app.tap("open", Roster.ana)
        await app.tap("edit", "age")
        await app.type("x", into: "value", after: "27")
        GoldenFile.check(app.page, named: "PlayerEdit-age-invalid", fileExtension: "html")
        await app.send(.key(.enter, field: "value"))
        #expect(await app.tap("done") == false)
        #expect(app.visible(PlayerEditWebView.self) != nil)
        await app.send(.input(name: "value", value: "27"))
        #expect(!app.shows("The age must be"))
        #expect(await app.players.calls == [.players, .record(id: Roster.ana.id)])
    }

    @Test("editing a choice: the current option is marked; choosing another and Done saves it")
    func editPosition() async {
        let app = await appOnList()
        await app.tap("open", Roster.bruno)
        await app.tap("edit", "preferred-position")
        GoldenFile.check(app.page, named: "PlayerEdit-position", fileExtension: "html")
        await app.tap("choose", "1")
        #expect(app.markup.contains("aria-checked=\"true\" data-action=\"choose\" data-value=\"1\""))
        await app.tap("done")
        #expect(await app.players.stored[1].preferredPosition == .defender)
        #expect(app.visible(PlayerDetailWebView.self) != nil)
        await app.tap("nav-back")
        #expect(app.shows("Position: Defender"))
    }

    @Test("Back on PlayerEdit cancels the edit; an option out of range is not used")
    func editCancel() async {
        let app = await appOnList()
        await app.tap("open", Roster.ana)
        await app.tap("edit", "skill")
        #expect(await app.tap("choose", "9") == false)
        await app.tap("choose", "1")
        await app.send(.key(.escape, field: nil))
        #expect(app.shows("Discard the change you made?"))
        await app.answerDialog(true)
        #expect(await app.players.stored.first?.skill == .professional)
        #expect(app.visible(PlayerDetailWebView.self) != nil)
    }
}
