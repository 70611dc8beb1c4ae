import Testing
import VIPERKit

@Suite("Route: a screen's address as path components")
struct RouteTests {
    @Test("A path's components are read percent-decoded and written back the same")
    func roundTrip() throws {
        let route = try #require(Route(path: "/players/4B1E/edit/favourite-team"))
        #expect(route.components == ["players", "4B1E", "edit", "favourite-team"])
        #expect(route.path == "/players/4B1E/edit/favourite-team")
        #expect(Route(path: "/players/")?.components == ["players"])
        #expect(Route(path: "/") == Route())
        #expect(Route().isEmpty && Route().path == "/")
    }

    @Test("Characters outside letters, digits and -._~ are percent-encoded, a slash inside a component too")
    func encoding() throws {
        let route = Route("teams", "Chloé & co/2")
        #expect(route.path == "/teams/Chlo%C3%A9%20%26%20co%2F2")
        #expect(Route(path: route.path) == route)
    }

    @Test(
        "Anything but a plain absolute path names no route",
        arguments: [
            "", "players", "//players", "/players//new", "/./players", "/players/..", "/players?x=1", "/players#top",
            "/bad%zzescape", "/line%0Abreak", "/a/b/c/d/e/f/g/h/i", "/" + String(repeating: "x", count: 512),
        ])
    func refused(path: String) {
        #expect(Route(path: path) == nil)
    }

    @Test("Eight components and 512 bytes are the most a path holds")
    func limits() {
        #expect(Route(path: "/a/b/c/d/e/f/g/h")?.components.count == 8)
        #expect(Route(path: "/" + String(repeating: "x", count: 511)) != nil)
    }

    @Test("A route extends another, and knows the routes it begins with")
    func prefixes() {
        let players = Route("players")
        let detail = players.appending("4B1E")
        #expect(detail == Route("players", "4B1E"))
        #expect(detail.hasPrefix(players) && detail.hasPrefix(Route()))
        #expect(!players.hasPrefix(detail))
        #expect(detail.description == "/players/4B1E")
    }
}
