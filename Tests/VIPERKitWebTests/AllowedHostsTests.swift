import Foundation
import Testing
import VIPERKitWeb
import Vapor
import VaporTesting

@Suite("The host names the site answers to")
struct AllowedHostsTests {
    @Test("A list names hosts, domains with their subdomains, IPv4 and IPv6 addresses, in any case")
    func listed() async throws {
        try await withApplication { app in
            let hosts = try AllowedHosts(parsing: "Football.Example.org, .example.net, 192.0.2.7, [2001:DB8::1]")
            let answers = [
                "football.example.org", "FOOTBALL.example.org:443", "example.net", "fg.example.net:8080",
                "192.0.2.7:8080", "[2001:db8::1]:8080", "[2001:0db8:0:0::1]",
                "example.org", "badexample.net", "192.0.2.8", "[2001:db8::2]", "localhost", "evil.test",
                "football.example.org:http", "[2001:db8::1", "",
            ].map { hosts.allows(hostHeader: $0, on: app) }
            #expect(answers == Array(repeating: true, count: 7) + Array(repeating: false, count: 9))
            #expect(!hosts.allows(hostHeader: nil, on: app))
            #expect(try AllowedHosts(parsing: "*").allows(hostHeader: "anything.test", on: app))
        }
    }

    @Test("An entry that is not a host, an address, a domain or * is named in the error")
    func malformed() {
        for entry in ["exa mple.org", "http://example.org", "example..org", "[2001:db8::zz]", "a/b"] {
            #expect(throws: AllowedHosts.Malformed(entry: entry)) { try AllowedHosts(parsing: "example.org, \(entry)") }
        }
        #expect(
            AllowedHosts.Malformed(entry: "a/b").description
                == "ALLOWED_HOSTS must list host names (example.org), domains with their subdomains (.example.org), "
                + "IP addresses (192.0.2.7, [2001:db8::1]) or *, separated by commas; \"a/b\" is none of those")
    }

    @Test("By default: the loopback names and the address the server listens on, nothing else")
    func listeningAddresses() async throws {
        try await withApplication { app in
            app.http.server.configuration.hostname = "192.0.2.10"
            let answers = ["localhost:8080", "127.0.0.1", "[::1]:8080", "192.0.2.10:8080", "evil.test", "192.0.2.11"]
                .map { AllowedHosts.listeningAddresses.allows(hostHeader: $0, on: app) }
            #expect(answers == [true, true, true, true, false, false])
        }
    }

    @Test("A page asked for under another name gets 400 with a sentence naming the setting, and no cookie")
    func refusedWithASentence() async throws {
        try await withApplication { app in
            try WebFrontEnd(app: await CounterApp()).register(on: app)
            for (method, path) in [(HTTPMethod.GET, "/"), (.POST, "/session")] {
                let response = try await app.testing().sendRequest(
                    method, path, headers: ["Host": "rebound.evil.test", "Origin": "http://rebound.evil.test"])
                #expect(response.status == .badRequest)
                #expect(response.headers[.setCookie].isEmpty)
                #expect(
                    response.body.string
                        == #"This site does not answer to the name "rebound.evil.test"; "#
                        + "its ALLOWED_HOSTS setting lists the names it serves.")
            }
        }
    }

    private func withApplication(_ body: (Application) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await body(app)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test("ALLOWED_HOSTS in the environment lists the hosts; unset or blank keeps the default; a bad entry is named")
    func fromEnvironment() throws {
        #expect(try AllowedHosts(environment: [:]) == .listeningAddresses)
        #expect(try AllowedHosts(environment: ["ALLOWED_HOSTS": "  "]) == .listeningAddresses)
        #expect(
            try AllowedHosts(environment: ["ALLOWED_HOSTS": "news.example"]) == AllowedHosts(parsing: "news.example"))
        #expect(throws: AllowedHosts.Malformed(entry: "https://news.example")) {
            try AllowedHosts(environment: ["ALLOWED_HOSTS": "https://news.example"])
        }
    }
}
