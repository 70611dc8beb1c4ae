import ArgumentParser
import CurrencyConverter
import Foundation
import Testing
import VIPERKit
import VIPERKitWeb

@testable import currency_converter

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("currency-converter web: the converter served to browsers")
struct ConverterWebCommandTests {
    func web(_ arguments: [String]) throws -> WebCommand {
        try #require(try CurrencyConverterCommand.parseAsRoot(["web"] + arguments) as? WebCommand)
    }

    @Test("By default it listens on 127.0.0.1:8080 with the bundled rates; the shared options go before or after `web`")
    func options() throws {
        let defaults = try web([])
        #expect(defaults.serving.port == 8080)
        #expect(defaults.serving.hostname == "127.0.0.1")
        #expect(defaults.details == ["The rates are the table bundled with the app."])
        let before = try #require(
            try CurrencyConverterCommand.parseAsRoot(["--rates-url", "http://127.0.0.1:9", "web", "--port", "0"])
                as? WebCommand)
        #expect(before.options.rates.url == URL(string: "http://127.0.0.1:9"))
        #expect(before.details == ["The rates come from http://127.0.0.1:9."])
        #expect(before.serving.port == 0)
    }

    @Test("A bad port or address is refused with a sentence, and `web --help` explains both")
    func refused() {
        for (arguments, sentence) in [
            (["web", "--port", "70000"], "--port needs a number from 0 to 65535 (got 70000)."),
            (["web", "--hostname", ""], "--hostname needs an address, like 127.0.0.1 or 0.0.0.0."),
        ] {
            do {
                _ = try CurrencyConverterCommand.parseAsRoot(arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(CurrencyConverterCommand.message(for: error) == sentence)
            }
        }
        let help = CurrencyConverterCommand.helpMessage(for: WebCommand.self)
        for text in ["--port <port>", "--hostname <address>", "0.0.0.0", "--rates-url <url>"] {
            #expect(help.contains(text), "web help mentions \(text)")
        }
    }

    @Test(
        "The bundled table is served as it is; a live service through one SharedRates, cached in the data folder, written every few seconds at most"
    )
    func sharedServices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cc-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try web([]).sharedServices(environment: [:])
        #expect(bundled.rates is TableRatesService)
        #expect(bundled.cache == nil)
        let live = try web(["--rates-url", "http://127.0.0.1:9", "--data-dir", folder.path])
            .sharedServices(environment: [:])
        #expect(live.rates is SharedRates)
        let written = (live.cache as? CoalescedRatesCache)?.beneath as? FileRatesCache
        #expect(written?.fileURL.path == folder.appendingPathComponent("rates-cache.json").path)
        #expect(FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("It serves the converter with the kit's security headers, images from this site only")
    func serves() async throws {
        let host = try await web(["--port", "0"]).start(environment: [:])
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: host.pageURL)
        await host.stop()
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<title>Currency Converter</title>"))
        let policy = http.value(forHTTPHeaderField: "Content-Security-Policy") ?? ""
        #expect(policy.contains("img-src 'self';"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(http.value(forHTTPHeaderField: "X-Frame-Options") == "DENY")
    }

    @Test("A host name the site does not answer to is refused, and ALLOWED_HOSTS opens it")
    func allowedHosts() async throws {
        let host = try await web(["--port", "0"]).start(environment: ["ALLOWED_HOSTS": "converter.example"])
        var request = URLRequest(url: host.pageURL)
        request.setValue("elsewhere.example", forHTTPHeaderField: "Host")
        let refused = try await URLSession(configuration: .ephemeral).data(for: request).1
        request.setValue("converter.example", forHTTPHeaderField: "Host")
        let served = try await URLSession(configuration: .ephemeral).data(for: request).1
        await host.stop()
        #expect((refused as? HTTPURLResponse)?.statusCode == 400)
        #expect((served as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test("An unusable ALLOWED_HOSTS or data folder stops the start with a sentence")
    func startFailures() async throws {
        await #expect {
            _ = try await web(["--port", "0"]).start(environment: ["ALLOWED_HOSTS": "https://x.example"])
        } throws: { error in
            (error as? WebHost.StartError)?.description.contains("ALLOWED_HOSTS must list host names") == true
        }
        await #expect {
            _ = try await web(["--port", "0", "--rates-url", "http://127.0.0.1:9", "--data-dir", "/dev/null/cc"])
                .start(environment: [:])
        } throws: { error in
            (error as? WebHost.StartError)?.description
                == "currency-converter web cannot create its data directory /dev/null/cc. Check the path or use --data-dir."
        }
    }
}
