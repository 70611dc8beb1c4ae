import FootballGather
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Add, detail and edit screens in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct PlayerScreensTerminalViewTests {
    private func appOnList(_ players: [Player] = Roster.all) async -> AppHarness {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: players)
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @Test("Add Player shows the placeholder, then the typed name with Done offered")
    func addPlayer() async {
        let app = await appOnList([])
        await app.press(.character("a"))
        GoldenFile.check(app.screen, named: "PlayerAdd-empty")
        await app.type("Zoë Q")
        GoldenFile.check(app.screen, named: "PlayerAdd")
        await app.press(.enter)
        #expect(app.visible(PlayerListTerminalView.self)?.state.rows.map(\.name) == ["Zoë Q"])
    }

    @Test("Enter with a blank name does nothing; Esc cancels without creating")
    func addPlayerCancel() async {
        let app = await appOnList([])
        await app.press(.character("a"), .character(" "), .enter)
        #expect(app.visible(PlayerAddTerminalView.self) != nil)
        await app.press(.escape)
        #expect(app.visible(PlayerListTerminalView.self) != nil)
        #expect(await app.players.stored.isEmpty)
    }

    @Test("Esc after typing a name asks first: No keeps the name, Yes leaves without creating")
    func addPlayerDiscard() async {
        let app = await appOnList([])
        await app.press(.character("a"))
        await app.type("Zed")
        await app.press(.escape)
        #expect(app.screen.contains("Discard the name you typed?"))
        await app.press(.character("n"))
        #expect(app.visible(PlayerAddTerminalView.self)?.state.name == "Zed")
        await app.press(.escape, .character("y"))
        #expect(app.visible(PlayerListTerminalView.self) != nil)
        #expect(await app.players.stored.isEmpty)
    }

    @Test("the detail screen lists the sections and values, the cursor on Name")
    func detail() async {
        let app = await appOnList()
        await app.press(.enter)
        GoldenFile.check(app.screen, named: "PlayerDetail")
    }

    @Test("Enter edits the field under the cursor; Esc leaves the editor, then the details")
    func detailEditAndBack() async {
        let app = await appOnList()
        await app.press(.enter, .end, .enter)
        #expect(app.visible(PlayerEditTerminalView.self)?.state.title == "Favourite team")
        await app.press(.escape)
        #expect(app.visible(PlayerDetailTerminalView.self) != nil)
        await app.press(.escape)
        #expect(app.visible(PlayerListTerminalView.self) != nil)
        #expect(await app.players.calls == [.players, .record(id: Roster.ana.id)])
    }

    @Test("editing a text field: Age pre-filled, typed, saved; detail and list show the change")
    func editAge() async {
        let app = await appOnList()
        await app.press(.enter, .down, .enter)
        GoldenFile.check(app.screen, named: "PlayerEdit-age")
        await app.press(.backspace, .character("8"), .enter)
        #expect(app.visible(PlayerDetailTerminalView.self)?.state.sections.first?.rows.last?.value == "28")
        #expect(await app.players.stored.first?.age == 28)
    }

    @Test("an invalid age shows the rule under the field, and Enter saves nothing")
    func invalidAge() async {
        let app = await appOnList()
        await app.press(.enter, .down, .enter)
        await app.type("x")
        GoldenFile.check(app.screen, named: "PlayerEdit-age-invalid")
        await app.press(.enter)
        #expect(app.visible(PlayerEditTerminalView.self) != nil)
        await app.press(.backspace)
        #expect(!app.screen.contains("The age must be"))
    }

    @Test("editing a choice: the current option is marked; Enter on another saves it")
    func editPosition() async {
        let app = await appOnList()
        await app.press(.down, .enter, .down, .down, .enter)
        GoldenFile.check(app.screen, named: "PlayerEdit-position")
        await app.press(.home, .enter)
        #expect(await app.players.stored[1].preferredPosition == .goalkeeper)
        #expect(app.visible(PlayerEditTerminalView.self) != nil)
        await app.press(.down, .enter)
        #expect(await app.players.stored[1].preferredPosition == .defender)
        #expect(app.visible(PlayerDetailTerminalView.self) != nil)
        await app.press(.escape)
        #expect(app.screen.contains("Position: Defender"))
    }

    @Test("Space chooses without saving; Esc asks before discarding the change, and Yes cancels the edit")
    func editCancel() async {
        let app = await appOnList()
        await app.press(.enter, .down, .down, .down, .enter, .up, .character(" "))
        #expect(app.screen.contains("(•) Amateur"))
        await app.press(.escape)
        #expect(app.screen.contains("Discard the change you made?"))
        await app.press(.character("y"))
        #expect(await app.players.stored.first?.skill == .professional)
        #expect(app.visible(PlayerDetailTerminalView.self) != nil)
    }
}
