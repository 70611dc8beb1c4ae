import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@Suite("App routes: every screen's address, in one table")
struct AppRouteTests {
    static let id = UUID(uuidString: "4B1E6C2A-0000-4000-8000-000000000001")!

    static let table: [(String, AppRoute)] = [
        ("/login", .login),
        ("/players", .players),
        ("/select", .select),
        ("/players/new", .newPlayer),
        ("/players/4B1E6C2A-0000-4000-8000-000000000001", .player(id)),
        ("/players/4B1E6C2A-0000-4000-8000-000000000001/edit/age", .editPlayer(id, .age)),
        ("/players/4B1E6C2A-0000-4000-8000-000000000001/edit/preferred-position", .editPlayer(id, .preferredPosition)),
        ("/teams", .teams),
        ("/gather", .gather),
        ("/history", .history),
        ("/history/4B1E6C2A-0000-4000-8000-000000000001", .pastGather(id)),
        ("/games", .games),
        ("/games/new", .newGame),
        ("/games/4B1E6C2A-0000-4000-8000-000000000001", .game(id)),
        ("/games/4B1E6C2A-0000-4000-8000-000000000001/edit", .editGame(id)),
        ("/watch/\(link)", .watch(link)),
        ("/games/\(link)", .invite(link)),
    ]

    /// A live link's token: 43 base64url characters.
    static let link = "Zm9vdGJhbGwtZ2F0aGVyLWxpdmUtbGluay10b2tlbjE"

    @Test("Each address names its screen, and each screen writes the same address")
    func table() throws {
        for (path, screen) in Self.table {
            let route = try #require(Route(path: path), "\(path)")
            #expect(AppRoute(route) == screen, "\(path)")
            #expect(screen.route.path == path)
        }
    }

    @Test("Every field of a player has its edit address")
    func editFields() {
        for field in PlayerEditField.allCases {
            let route = AppRoute.editPlayer(Self.id, field).route
            #expect(AppRoute(route) == .editPlayer(Self.id, field))
        }
    }

    @Test(
        "An address that names no screen is refused",
        arguments: [
            "/", "/players/zzz", "/players/4B1E6C2A-0000-4000-8000-000000000001/edit",
            "/players/4B1E6C2A-0000-4000-8000-000000000001/edit/shoe-size",
            "/players/4B1E6C2A-0000-4000-8000-000000000001/remove/age", "/history/new", "/teams/2", "/gather/x",
            "/settings", "/players/new/edit", "/watch", "/watch/short", "/watch/\(link)x", "/watch/\(link)/more",
            "/games/new/x", "/games/new/edit", "/games/4B1E6C2A-0000-4000-8000-000000000001/people",
        ])
    func refused(path: String) throws {
        let route = try #require(Route(path: path))
        #expect(AppRoute(route) == nil)
    }

    @Test("Each screen's address starts with one of the roots a web server serves the page under")
    func roots() {
        for (_, screen) in Self.table {
            #expect(AppRoute.roots.contains(screen.route.components[0]))
        }
        #expect(Set(AppRoute.roots).count == AppRoute.roots.count)
    }

    @Test("The screens below each one are the way a user came: the list, the player, their edit")
    func parents() {
        #expect(AppRoute.editPlayer(Self.id, .skill).parent == .player(Self.id))
        #expect(AppRoute.player(Self.id).parent == .players)
        #expect(AppRoute.gather.parent == .teams)
        #expect(AppRoute.teams.parent == .select)
        #expect(AppRoute.pastGather(Self.id).parent == .history)
        #expect(AppRoute.players.parent == nil && AppRoute.login.parent == nil)
        #expect(AppRoute.watch(Self.link).parent == nil)
    }

    @Test("The next step toward a route is the one above this screen on the way there")
    func nextStep() {
        #expect(AppRoute.players.next(toward: .editPlayer(Self.id, .age)) == .player(Self.id))
        #expect(AppRoute.player(Self.id).next(toward: .editPlayer(Self.id, .age)) == .editPlayer(Self.id, .age))
        #expect(AppRoute.players.next(toward: .gather) == .select)
        #expect(AppRoute.select.next(toward: .gather) == .teams)
        #expect(AppRoute.players.next(toward: .pastGather(Self.id)) == .history)
        #expect(AppRoute.history.next(toward: .player(Self.id)) == nil)
        #expect(AppRoute.players.next(toward: .players) == nil)
        #expect(AppRoute.players.next(toward: .login) == nil)
    }
}
