import CurrencyConverter
import Foundation
import Testing

@testable import CurrencyConverterTerminal

@Suite("Command line and app loader")
@MainActor
struct CurrencyConverterCommandTests {
    @Test("--rates-url needs an http(s) address, --api-key needs --rates-url, --data-dir a path")
    func validation() throws {
        #expect(throws: (any Error).self) { try CurrencyConverterCommand.parse(["--rates-url", "ftp://x"]) }
        #expect(throws: (any Error).self) { try CurrencyConverterCommand.parse(["--api-key", "k"]) }
        #expect(throws: (any Error).self) { try CurrencyConverterCommand.parse(["--data-dir", ""]) }
        let options = try CurrencyConverterCommand.parse([
            "--rates-url", "https://free.currconv.com/api/v7", "--api-key", "k",
        ])
        #expect(options.ratesServiceURL == URL(string: "https://free.currconv.com/api/v7"))
        #expect(CurrencyConverterCommand.helpMessage().contains("2025-01-02"))
    }

    @Test("without options the rates are the bundled table; with --rates-url the HTTP service")
    func dependencies() throws {
        let bundled = try CurrencyConverterCommand.parse([]).loader(environment: ["HOME": "/home/ana"])
            .makeDependencies()
        #expect(bundled.rates is TableRatesService)
        #expect(
            (bundled.settings as? FileSettingsStore)?.fileURL.path
                == "/home/ana/.local/share/currency-converter/settings.json")

        let live = try CurrencyConverterCommand.parse(["--rates-url", "http://127.0.0.1:8080", "--data-dir", "/tmp/cc"])
            .loader(environment: [:]).makeDependencies()
        #expect((live.rates as? HTTPRatesService)?.root.absoluteString == "http://127.0.0.1:8080/api/v5")
        #expect((live.settings as? FileSettingsStore)?.fileURL.path == "/tmp/cc/settings.json")
    }

    @Test("the settings follow XDG_DATA_HOME and --data-dir expands ~")
    func dataDirectory() throws {
        let fromXDG = try CurrencyConverterCommand.parse([])
            .loader(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]).makeDependencies()
        #expect((fromXDG.settings as? FileSettingsStore)?.fileURL.path == "/data/currency-converter/settings.json")
        let fromOption = try CurrencyConverterCommand.parse(["--data-dir", "~/cc"])
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
        var loader = try CurrencyConverterCommand.parse([]).loader(environment: [:])
        loader.launcher.terminalFiles = (descriptors[0], descriptors[1])
        loader.launcher.reportError = { messages.append($0) }

        #expect(await loader.run() == 1)
        #expect(
            messages == [
                "currency-converter needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            ])
    }

    @Test("without xdg-open on PATH, opening an address says so")
    func noOpener() async {
        let opener = SystemLinkOpener(environment: ["PATH": ""])

        await #expect(throws: LinkOpeningError(message: "No browser opener (xdg-open) is installed.")) {
            try await opener.open(URL(string: "https://free.currencyconverterapi.com")!)
        }
    }
}
