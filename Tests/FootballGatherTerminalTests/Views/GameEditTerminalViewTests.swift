import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("GameEdit in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct GameEditTerminalViewTests {
    @Test("n on Games opens the form; Enter with a field at fault shows why under it and sends nothing")
    func newGameWithProblems() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeGames())
        await app.press(.character("n"))
        #expect(app.visible(GameEditTerminalView.self)?.state.title == "New game")
        await app.press(.tab, .tab, .tab)
        await app.type("Hackney Marshes")
        await app.press(.tab, .backspace, .backspace)
        await app.type("60")
        await app.press(.enter)
        GoldenFile.check(app.screen, named: "GameEdit-problems")
        #expect(await app.games.calls == [.games])
    }

    @Test("once every field is right, Enter creates the game and Games lists it")
    func createsGame() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeGames())
        await app.press(.character("n"), .tab, .tab, .tab)
        await app.type("Hackney Marshes")
        await app.press(.tab, .backspace, .backspace)
        await app.type("12")
        await app.press(.tab, .tab, .tab, .character(" "))
        #expect(app.visible(GameEditTerminalView.self)?.state.repeatsWeekly == true)
        await app.press(.enter)
        #expect(app.visible(GamesTerminalView.self)?.state.rows.map(\.place) == ["Hackney Marshes"])
        #expect(await app.games.stored.first?.capacity == 12)
        #expect(await app.games.stored.first?.repeatsWeekly == true)
        #expect(await app.games.stored.first?.timeZone == "Europe/London")
    }

    @Test("Esc after a change asks before leaving the form")
    func cancelAsks() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeGames())
        await app.press(.character("n"), .tab, .tab, .tab)
        await app.type("H")
        await app.press(.escape)
        #expect(app.screen.contains("Discard what you changed in this game?"))
        await app.press(.character("y"))
        #expect(app.visible(GamesTerminalView.self) != nil)
    }
}
