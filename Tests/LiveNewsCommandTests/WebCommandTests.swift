import ArgumentParser
import Foundation
import LiveNews
import Testing
import VIPERKitWeb

@testable import livenews

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("livenews web: the headlines served to browsers")
struct NewsWebCommandTests {
    func web(_ arguments: [String]) throws -> WebCommand {
        try #require(try LiveNewsCommand.parseAsRoot(["web"] + arguments) as? WebCommand)
    }

    @Test("The news options go before or after `web`, beside --port and --hostname")
    func options() throws {
        let command = try #require(
            try LiveNewsCommand.parseAsRoot(["--feed", "https://a.example/rss", "web", "--port", "0"]) as? WebCommand)
        #expect(command.options.sourceOptions.feeds == ["https://a.example/rss"])
        #expect(command.serving.port == 0)
        let help = LiveNewsCommand.helpMessage(for: WebCommand.self)
        for text in ["--port <port>", "--hostname <address>", "--feed <url>", "https://"] {
            #expect(help.contains(text), "web help mentions \(text)")
        }
    }

    @Test("It serves the headlines; this app alone lets pictures come from any https address")
    func serves() async throws {
        let host = try await web(["--port", "0"]).start(environment: [:])
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: host.pageURL)
        await host.stop()
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<title>LiveNews</title>"))
        let policy = http.value(forHTTPHeaderField: "Content-Security-Policy") ?? ""
        #expect(policy.contains("img-src 'self' https:;"))
        #expect(!policy.contains("http:"))
        #expect(policy.contains("script-src 'self';"))
    }

    @Test("An unusable ALLOWED_HOSTS stops the start with a sentence")
    func badAllowedHosts() async {
        await #expect {
            _ = try await web(["--port", "0"]).start(environment: ["ALLOWED_HOSTS": "news example"])
        } throws: { error in
            (error as? WebHost.StartError)?.description.contains("ALLOWED_HOSTS must list host names") == true
        }
    }
}
