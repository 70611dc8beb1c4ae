import Foundation
import Testing
import VIPERGen

/// `viper rename` in scratch packages with a terminal and a web front end, run in process.
@Suite("viper rename")
struct RenameCommandTests {
    typealias Scratch = FrontEndPackage
    static let modules = Scratch.modules
    static let tests = Scratch.tests

    /// The same package twice: one where `viper new <old>` then `viper rename <old> <new>` ran, one where
    /// `viper new <new>` ran.
    static func renamedAndFresh(
        template: String, old: String, new: String, edit: (TemporaryPackage) throws -> Void = { _ in }
    ) throws -> (renamed: TemporaryPackage, fresh: TemporaryPackage, run: CommandRun) {
        let renamed = try Scratch.make(template: template)
        try Scratch.new([old], in: renamed)
        try edit(renamed)
        let run = Scratch.run(["rename", old, new], in: renamed)
        let fresh = try Scratch.make(template: template)
        try Scratch.new([new], in: fresh)
        return (renamed, fresh, run)
    }

    @Test(
        "An untouched module renamed is, file for file and record for record, what viper new <New> writes",
        arguments: ["module", "factory"],
        [
            ("Weather", "Forecast"), ("PlayerDetail", "Weather"), ("Weather", "PlayerDetailOverviewScreens"),
            ("PlayerDetailOverviewScreens", "TeamSheet"), ("Weather", "WeatherDetail"),
        ])
    func untouchedIsFresh(template: String, names: (old: String, new: String)) throws {
        let (renamed, fresh, run) = try Self.renamedAndFresh(template: template, old: names.old, new: names.new)

        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.errors == [])
        #expect(Scratch.snapshot(renamed) == Scratch.snapshot(fresh))
    }

    @Test(
        "An edited file keeps its edits, takes the new template's text elsewhere, and is still edited in viper list",
        arguments: ["module", "factory"])
    func editedKeepsEdits(template: String) throws {
        let edit = "        // Loads once a day.\n"
        let interactor = { (name: String) in "\(Self.modules)/\(name)/\(name)Interactor.swift" }
        func withEdit(_ text: String) -> String {
            text.replacingOccurrences(
                of: "    func loadItems() async throws -> [String] {\n",
                with: "    func loadItems() async throws -> [String] {\n" + edit)
        }
        let (renamed, fresh, run) = try Self.renamedAndFresh(
            template: template, old: "Weather", new: "PlayerDetailOverviewScreens"
        ) { package in
            let text = try #require(package.read(interactor("Weather")))
            try #require(withEdit(text) != text)
            try package.write(interactor("Weather"), withEdit(text))
        }
        let path = interactor("PlayerDetailOverviewScreens")

        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("  move      \(interactor("Weather")) -> \(path) (edited: edits kept)"))
        #expect(renamed.read(path) == withEdit(try #require(fresh.read(path))))
        var expected = Scratch.snapshot(fresh)
        expected[path] = withEdit(try #require(expected[path]))
        expected[".viper/modules.yml"] = nil
        var actual = Scratch.snapshot(renamed)
        actual[".viper/modules.yml"] = nil
        #expect(actual == expected)
        let list = Scratch.run(["list"], in: renamed)
        #expect(
            list.output.filter { !$0.hasPrefix("  untouched") }.dropLast() == [
                "PlayerDetailOverviewScreens: template \(template) 1.0.0", "  edited     \(path)",
            ])
    }

    @Test("--dry-run prints every move, every other file changed and the record, and writes nothing")
    func dryRun() throws {
        let package = try Scratch.make(template: "factory")
        try Scratch.new(["Weather"], in: package)
        let before = Scratch.snapshot(package)

        let run = Scratch.run(["rename", "Weather", "Forecast", "--dry-run"], in: package)

        #expect(run.exitCode == 0)
        #expect(Scratch.snapshot(package) == before)
        #expect(
            run.output.first
                == "Dry run: viper rename Weather Forecast would move 13 files and change 3 other files (nothing was written):"
        )
        #expect(
            run.output.contains(
                "  move      \(Self.modules)/Weather/WeatherPresenter.swift -> \(Self.modules)/Forecast/ForecastPresenter.swift"
            ))
        #expect(
            run.output.contains(
                "  move      Tests/AppTests/Weather/WeatherDoubles.swift -> Tests/AppTests/Forecast/ForecastDoubles.swift"
            ))
        #expect(
            run.output.suffix(4) == [
                "  change    Sources/App/App/ViewFactory.swift: makeWeatherView, WeatherView",
                "  change    \(Scratch.terminalFactory): makeWeatherView, WeatherView, WeatherTerminalView",
                "  change    \(Scratch.webFactory): makeWeatherView, WeatherView, WeatherWebView",
                "  record    .viper/modules.yml: Weather -> Forecast",
            ])
    }

    @Test(
        "Code elsewhere that uses the module follows; names the module does not declare are kept and reported, but not those of WeatherDetail"
    )
    func referencesElsewhere() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather", "Home", "WeatherDetail"], in: package)
        let weatherDetail = Scratch.snapshot(package).filter { $0.key.contains("WeatherDetail") }
        let opener = "Sources/App/Home/HomeOpener.swift"
        try package.write(
            opener,
            """
            import VIPERKit

            /// Opens ``WeatherModule`` for the home screen.
            @MainActor
            final class HomeOpener: WeatherDelegate {
                let service = WeatherService()

                func open(navigator: any Navigator, view: any WeatherView) -> any Screen {
                    WeatherModule(navigator: navigator, delegate: self).assemble(view: view)
                }

                func weatherDidClose() {}
            }

            """)
        try package.write("Sources/App/Services/WeatherService.swift", "struct WeatherService {}\n")

        let run = Scratch.run(["rename", "Weather", "Forecast"], in: package)

        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(
            package.read(opener)
                == """
                import VIPERKit

                /// Opens ``ForecastModule`` for the home screen.
                @MainActor
                final class HomeOpener: ForecastDelegate {
                    let service = WeatherService()

                    func open(navigator: any Navigator, view: any ForecastView) -> any Screen {
                        ForecastModule(navigator: navigator, delegate: self).assemble(view: view)
                    }

                    func forecastDidClose() {}
                }

                """)
        #expect(package.read("Sources/App/Services/WeatherService.swift") == "struct WeatherService {}\n")
        #expect(Scratch.snapshot(package).filter { $0.key.contains("WeatherDetail") } == weatherDetail)
        #expect(
            run.output.contains("  change    \(opener): WeatherModule, WeatherDelegate, WeatherView, weatherDidClose"))
        #expect(
            run.errors == [
                "warning: 2 mentions of Weather were left as they are: not names the module declares (rename them by hand if they belong to it):",
                "  \(opener):6: WeatherService",
                "  Sources/App/Services/WeatherService.swift:1: WeatherService",
            ])
        #expect(package.read("Sources/AppTerminal/Views/TerminalViewFactory.swift")?.contains("makeForecast(") == true)
    }

    @Test("A front end's file named after the module moves too; the module's names inside strings elsewhere stay")
    func frontEndFilesAndStrings() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather"], in: package)
        let rows = "Sources/AppTerminal/Views/WeatherTerminalView+Rows.swift"
        try package.write(rows, "extension WeatherTerminalView {\n    var heading: String { \"Weather\" }\n}\n")
        let log = "Sources/App/Log.swift"
        try package.write(log, "let opened = \"WeatherModule\"\nlet type = WeatherModule.self\n")

        let run = Scratch.run(["rename", "Weather", "Forecast"], in: package)

        #expect(run.exitCode == 0, "\(run.errors)")
        let moved = "Sources/AppTerminal/Views/ForecastTerminalView+Rows.swift"
        #expect(run.output.contains("  move      \(rows) -> \(moved) (not written by viper new)"))
        #expect(
            package.read(moved) == "extension ForecastTerminalView {\n    var heading: String { \"Forecast\" }\n}\n")
        #expect(package.read(rows) == nil)
        #expect(package.read(log) == "let opened = \"WeatherModule\"\nlet type = ForecastModule.self\n")
        #expect(run.errors.contains("  \(log):1: WeatherModule"))
    }

    @Test("A taken name, an existing file, a name that is not a Swift type name, or an unknown module is refused")
    func refusals() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather", "Forecast"], in: package)
        try package.write("Sources/App/Other/Radar.swift", "final class RadarPresenter {}\n")
        let before = Scratch.snapshot(package)
        func refusal(_ arguments: [String]) -> String {
            let run = Scratch.run(["rename"] + arguments, in: package)
            #expect(run.exitCode != 0)
            #expect(run.output == [])
            return run.errors.joined(separator: "\n")
        }

        #expect(
            refusal(["Weather", "Forecast"])
                == "Module Forecast exists already (recorded in .viper/modules.yml); pick another name. Nothing was written."
        )
        #expect(
            refusal(["Weather", "Radar"])
                == "Cannot rename Weather to Radar: RadarPresenter is declared already at Sources/App/Other/Radar.swift:1. Pick another name; nothing was written."
        )
        #expect(refusal(["Weather", "forecast2"]).contains("'forecast2' is not a valid module name"))
        #expect(refusal(["Weather", "Fore-cast"]).contains("use ASCII letters and digits only"))
        #expect(
            refusal(["Cloud", "Sky"])
                == "No module Cloud in this package: it is neither recorded in .viper/modules.yml nor a folder in Sources/App/Modules. viper list shows the modules."
        )
        #expect(
            refusal(["Weather", "Weather"]) == "The module is already called Weather; give a different new name."
        )
        #expect(Scratch.snapshot(package) == before)
    }

    @Test("The record keeps its template, version, source and --param values; only the name and files change")
    func recordKeepsTemplate() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather"], in: package, ["--param", "title=Sky Today"])
        let before = try #require(try ModuleRecords.load(packageRoot: package.root)["Weather"])

        #expect(Scratch.run(["rename", "Weather", "Forecast"], in: package).exitCode == 0)

        let records = try ModuleRecords.load(packageRoot: package.root)
        let after = try #require(records["Forecast"])
        #expect(records["Weather"] == nil)
        #expect(after.template == before.template)
        #expect(after.version == before.version)
        #expect(after.source == before.source)
        #expect(after.parameters == ["title": "Sky Today"])
        #expect(
            after.files.map(\.path)
                == before.files.map { $0.path.replacingOccurrences(of: "Weather", with: "Forecast") })
        let list = Scratch.run(["list"], in: package)
        #expect(list.output.last == "viper list: 1 module, 15 files: 15 untouched.")
    }

    @Test("A module an older template version wrote is renamed with that version's text, and is still outdated")
    func olderTemplateVersion() throws {
        let package = try TemporaryPackage.library(named: "App")
        let builtIn = try ModuleTemplate.resolve("module", packageRoot: package.root).directory
        let custom = package.root.appendingPathComponent("Templates/custom")
        try FileManager.default.createDirectory(
            at: custom.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: builtIn, to: custom)
        try package.write("viper.yml", "template: Templates/custom\n")
        try Scratch.new(["Weather"], in: package)
        let renamedBefore = try TemporaryPackage.library(named: "App")
        try FileManager.default.createDirectory(
            at: renamedBefore.root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: builtIn, to: renamedBefore.root.appendingPathComponent("Templates/custom"))
        try renamedBefore.write("viper.yml", "template: Templates/custom\n")
        try Scratch.new(["PlayerDetailOverviewScreens"], in: renamedBefore)
        let manifest = try #require(package.read("Templates/custom/template.yml"))
        try package.write("Templates/custom/template.yml", manifest.replacingOccurrences(of: "1.0.0", with: "1.1.0"))
        let stencil = try #require(package.read("Templates/custom/Router.swift.stencil"))
        try package.write("Templates/custom/Router.swift.stencil", "// Since 1.1.0.\n" + stencil)
        let listBefore = Scratch.run(["list"], in: package).output

        let run = Scratch.run(["rename", "Weather", "PlayerDetailOverviewScreens"], in: package)

        #expect(run.exitCode == 0, "\(run.errors)")
        let router = "\(Self.modules)/PlayerDetailOverviewScreens/PlayerDetailOverviewScreensRouter.swift"
        #expect(package.read(router) == renamedBefore.read(router))
        let renamedNames = listBefore.map {
            $0.replacingOccurrences(of: "Weather", with: "PlayerDetailOverviewScreens")
        }
        let listAfter = Scratch.run(["list"], in: package).output
        #expect(listAfter.first == "PlayerDetailOverviewScreens: written by template module 1.0.0; now 1.1.0")
        #expect(listAfter.sorted() == renamedNames.sorted())
    }

    @Test("A module viper new did not write is renamed word by word: folders, files and names")
    func unrecordedModule() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write(
            "\(Self.modules)/Weather/WeatherPresenter.swift",
            "final class WeatherPresenter {\n    let title = \"Weather\"\n}\n")
        try package.write("\(Self.tests)/Weather/WeatherPresenterTests.swift", "// Tests WeatherPresenter.\n")
        try package.write("Sources/App/AppRouter.swift", "let presenter = WeatherPresenter()\n")

        let run = Scratch.run(["rename", "Weather", "Forecast"], in: package)

        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(
            package.files == [
                "Package.swift", "Sources/App/AppRouter.swift", "\(Self.modules)/Forecast/ForecastPresenter.swift",
                "\(Self.tests)/Forecast/ForecastPresenterTests.swift",
            ])
        #expect(
            package.read("\(Self.modules)/Forecast/ForecastPresenter.swift")
                == "final class ForecastPresenter {\n    let title = \"Forecast\"\n}\n")
        #expect(package.read("Sources/App/AppRouter.swift") == "let presenter = ForecastPresenter()\n")
        #expect(!run.output.contains { $0.hasPrefix("  record") })
    }
}
