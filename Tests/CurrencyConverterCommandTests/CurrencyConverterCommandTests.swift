import CurrencyConverter
import Foundation
import Testing
import VIPERKit
import VIPERKitTerminal

@testable import CurrencyConverterTerminal
@testable import currency_converter

/// The terminal command `arguments` run (the default subcommand).
func terminal(_ arguments: [String]) throws -> TerminalCommand {
    try #require(try CurrencyConverterCommand.parseAsRoot(arguments) as? TerminalCommand)
}

@Suite("Command line and app loader")
@MainActor
struct CurrencyConverterCommandTests {
    @Test("--rates-url needs an http(s) address, --api-key needs --rates-url, --data-dir a path")
    func validation() throws {
        for (arguments, sentence) in [
            (["--rates-url", "ftp://x"], "--rates-url needs an http:// or https:// URL"),
            (["--api-key", "k"], "--api-key goes with --rates-url; the bundled rates need no key."),
            (["web", "--data-dir", ""], "--data-dir needs a folder path."),
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { try CurrencyConverterCommand.parseAsRoot(arguments) }
            do {
                _ = try CurrencyConverterCommand.parseAsRoot(arguments)
            } catch {
                #expect(CurrencyConverterCommand.message(for: error).contains(sentence), "\(arguments)")
            }
        }
        let options = try terminal(["--rates-url", "https://free.currconv.com/api/v7", "--api-key", "k"]).options
        #expect(options.rates == RatesSetup(url: URL(string: "https://free.currconv.com/api/v7"), apiKey: "k"))
        #expect(CurrencyConverterCommand.helpMessage().contains("2025-01-02"))
        #expect(CurrencyConverterCommand.helpMessage(for: TerminalCommand.self).contains("s swaps them"))
    }

    @Test("without options the rates are the bundled table, without a cache; with --rates-url the HTTP service, cached")
    func dependencies() throws {
        let bundled = try terminal([]).loader(environment: ["HOME": "/home/ana"])
            .makeDependencies()
        #expect(bundled.rates is TableRatesService)
        #expect(
            (bundled.settings as? FileSettingsStore)?.fileURL.path
                == "/home/ana/.local/share/currency-converter/settings.json")
        #expect(bundled.ratesCache == nil)

        let live = try terminal(["--rates-url", "http://127.0.0.1:8080", "--data-dir", "/tmp/cc"])
            .loader(environment: [:]).makeDependencies()
        #expect((live.rates as? HTTPRatesService)?.root.absoluteString == "http://127.0.0.1:8080/api/v5")
        #expect((live.settings as? FileSettingsStore)?.fileURL.path == "/tmp/cc/settings.json")
        #expect((live.ratesCache as? FileRatesCache)?.fileURL.path == "/tmp/cc/rates-cache.json")
    }

    @Test("the settings follow XDG_DATA_HOME and --data-dir expands ~")
    func dataDirectory() throws {
        let fromXDG = try terminal([])
            .loader(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]).makeDependencies()
        #expect((fromXDG.settings as? FileSettingsStore)?.fileURL.path == "/data/currency-converter/settings.json")
        let fromOption = try terminal(["--data-dir", "~/cc"])
            .loader(environment: ["HOME": "/home/ana"]).makeDependencies()
        #expect((fromOption.settings as? FileSettingsStore)?.fileURL.path == "/home/ana/cc/settings.json")
    }

    @Test("without a terminal it explains in one sentence and fails")
    func notATerminal() async throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        var messages: [String] = []
        var loader = try terminal([]).loader(environment: [:])
        loader.launcher.terminalFiles = (descriptors[0], descriptors[1])
        loader.launcher.reportError = { messages.append($0) }

        #expect(await loader.run() == 1)
        #expect(
            messages == [
                "currency-converter needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            ])
    }
}
