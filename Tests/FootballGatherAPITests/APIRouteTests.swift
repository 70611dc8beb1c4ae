import Foundation
import Testing

@testable import FootballGatherAPI

@Suite("API routes build paths")
struct APIRouteTests {
    static let game = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
    static let person = UUID(uuidString: "9B2A2C44-1E5F-4D2B-A1C3-2F4E5D6C7B8A")!

    @Test("A route's path fills in its parameters in order, ids as upper-case UUIDs")
    func parametersInOrder() {
        #expect(APIRoute.getGame.path(Self.game) == "/api/games/3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(
            APIRoute.changeGamePerson.path(Self.game, Self.person)
                == "/api/games/3F2504E0-4F89-11D3-9A0C-0305E82C3301/people/9B2A2C44-1E5F-4D2B-A1C3-2F4E5D6C7B8A")
        #expect(APIRoute.listGames.path() == "/api/games")
        #expect(APIRoute.welcome.path() == "/")
        #expect(APIRoute.showInvite.path("Ab-_9~") == "/api/invites/Ab-_9~")
    }

    @Test(
        "A text parameter is percent-encoded so that it stays one segment of this route",
        arguments: [
            ("a/b", "a%2Fb"), ("a?b=c", "a%3Fb%3Dc"), ("a#b", "a%23b"), ("50%", "50%25"), ("..", "%2E%2E"),
            (".", "%2E"), ("a b", "a%20b"), ("é", "%C3%A9"), ("a+b&c", "a%2Bb%26c"),
        ])
    func percentSafe(value: String, segment: String) {
        #expect(APIRoute.showInvite.path(value) == "/api/invites/\(segment)")
        #expect(APIRoute.inviteChanges.path(value) == "/api/invites/\(segment)/changes")
    }

    @Test("A query follows the path, its names and values percent-encoded, commas kept")
    func query() {
        #expect(APIRoute.listGames.path(query: ["limit": "200"]) == "/api/games?limit=200")
        #expect(APIRoute.listGames.path(query: ["a&b": "c=d e", "f": "g,h"]) == "/api/games?a%26b=c%3Dd%20e&f=g,h")
        #expect(APIRoute.getPlayer.path(Self.game, query: [:]) == APIRoute.getPlayer.path(Self.game))
    }

    @Test("A route's template names its parameters as OpenAPI writes them")
    func templates() {
        #expect(APIRoute.changeGamePerson.template == "/api/games/{id}/people/{personID}")
        #expect(APIRoute.changeGamePerson.parameterNames == ["id", "personID"])
        #expect(APIRoute.watchChanges.description == "GET /api/watch/{token}/changes")
        #expect(APIRoute.welcome.template == "/")
    }

    @Test("Guards the table: no two routes share a method and path, or an operation name")
    func tableIsUnique() {
        #expect(Set(APIRoute.all).count == APIRoute.all.count)
        #expect(Set(APIRoute.all.map(\.description)).count == APIRoute.all.count)
        #expect(Set(APIRoute.all.map(\.operationID)).count == APIRoute.all.count)
        for route in APIRoute.all {
            #expect(Set(route.parameterNames).count == route.parameterNames.count, "\(route) repeats a parameter")
        }
    }

    @Test("APIPath, GamePath and WatchPath give the paths they gave before the route table")
    func conveniencesKeepTheirPaths() {
        let id = Self.game
        let text = id.uuidString
        let expected: [(String, String)] = [
            (APIPath.users, "/api/users"), (APIPath.login, "/api/users/login"),
            (APIPath.logout, "/api/users/logout"), (APIPath.currentUser, "/api/users/me"),
            (APIPath.password, "/api/users/me/password"), (APIPath.players, "/api/players"),
            (APIPath.gathers, "/api/gathers"), (APIPath.changes, "/api/changes"), (APIPath.health, "/health"),
            (APIPath.healthLive, "/health/live"), (APIPath.healthReady, "/health/ready"),
            (APIPath.openAPI, "/openapi.yaml"), (APIPath.player(id), "/api/players/\(text)"),
            (APIPath.gathers(ofPlayer: id), "/api/players/\(text)/gathers"),
            (APIPath.record(ofPlayer: id), "/api/players/\(text)/record"), (APIPath.records, "/api/players/records"),
            (APIPath.records(ofPlayers: [id, Self.person]), "/api/players/records?ids=\(text),\(Self.person)"),
            (APIPath.gather(id), "/api/gathers/\(text)"),
            (APIPath.progress(ofGather: id), "/api/gathers/\(text)/progress"),
            (APIPath.operations(ofGather: id), "/api/gathers/\(text)/operations"),
            (APIPath.unfinishedGather, "/api/gathers/unfinished"),
            (APIPath.watchLink(ofGather: id), "/api/gathers/\(text)/watch-link"), (APIPath.games, "/api/games"),
            (APIPath.game(id), "/api/games/\(text)"),
            (APIPath.inviteLink(ofGame: id), "/api/games/\(text)/invite-link"),
            (APIPath.pickTeams(ofGame: id), "/api/games/\(text)/pick-teams"),
            (APIPath.person(Self.person, ofGame: id), "/api/games/\(text)/people/\(Self.person)"),
            (GamePath.invite("tok"), "/api/invites/tok"), (GamePath.answers("tok"), "/api/invites/tok/answers"),
            (GamePath.changes("tok"), "/api/invites/tok/changes"), (WatchPath.match("tok"), "/api/watch/tok"),
            (WatchPath.changes("tok"), "/api/watch/tok/changes"),
        ]
        for (built, old) in expected {
            #expect(built == old)
        }
    }
}
