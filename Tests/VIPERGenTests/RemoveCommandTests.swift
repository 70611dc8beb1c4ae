import Foundation
import Testing
import VIPERGen

/// `viper remove` in scratch packages with a terminal and a web front end, run in process.
@Suite("viper remove")
struct RemoveCommandTests {
    typealias Scratch = FrontEndPackage
    static let modules = Scratch.modules
    static let tests = Scratch.tests

    /// Runs `viper remove` with `answer` as the line standard input gives (`nil`: no input at all).
    static func remove(_ arguments: [String], in package: TemporaryPackage, answering answer: String?) -> CommandRun {
        ConfirmationInput.$readLine.withValue({ answer }) {
            Scratch.run(["remove"] + arguments, in: package)
        }
    }

    @Test(
        "viper new then viper remove --yes gives back the package as it was, view factories and WeatherDetail included",
        arguments: ["module", "factory"])
    func removesWhatNewWrote(template: String) throws {
        let package = try Scratch.make(template: template)
        try Scratch.new(["WeatherDetail"], in: package)
        let before = Scratch.snapshot(package)
        try Scratch.new(["Weather"], in: package)

        let run = Self.remove(["Weather", "--yes"], in: package, answering: nil)

        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.last == "Removed module Weather.")
        #expect(Scratch.snapshot(package) == before)
        #expect(
            !FileManager.default.fileExists(atPath: package.root.appendingPathComponent("\(Self.modules)/Weather").path)
        )
    }

    @Test("The plan names every file, every member taken out and the record, and says which files were edited")
    func plan() throws {
        let package = try Scratch.make(template: "factory")
        try Scratch.new(["Weather"], in: package)
        let presenter = "\(Self.modules)/Weather/WeatherPresenter.swift"
        try package.write(presenter, try #require(package.read(presenter)) + "// Mine.\n")
        let before = Scratch.snapshot(package)

        let run = Self.remove(["Weather", "--dry-run"], in: package, answering: "y")

        #expect(run.exitCode == 0)
        #expect(Scratch.snapshot(package) == before)
        let files = [
            "\(Self.modules)/Weather/WeatherContracts.swift", "\(Self.modules)/Weather/WeatherInteractor.swift",
            "\(Self.modules)/Weather/WeatherModule.swift", presenter, "\(Self.modules)/Weather/WeatherRouter.swift",
            "\(Self.modules)/Weather/WeatherRoutes.swift", "Sources/AppTerminal/Views/WeatherTerminalView.swift",
            "Sources/AppWeb/Views/WeatherWebView.swift", "\(Self.tests)/Weather/WeatherDoubles.swift",
            "\(Self.tests)/Weather/WeatherInteractorTests.swift", "\(Self.tests)/Weather/WeatherModuleTests.swift",
            "\(Self.tests)/Weather/WeatherPresenterTests.swift", "\(Self.tests)/Weather/WeatherRouterTests.swift",
        ]
        #expect(
            run.output
                == ["Dry run: viper remove Weather would delete 13 files and 3 members (nothing was removed):"]
                + files.map { "  delete    \($0)\($0 == presenter ? " (edited since viper new wrote it)" : "")" } + [
                    "  take out  Sources/App/App/ViewFactory.swift: func makeWeatherView() -> any WeatherView",
                    "  take out  \(Scratch.terminalFactory): public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }",
                    "  take out  \(Scratch.webFactory): public func makeWeatherView() -> any WeatherView { WeatherWebView(tasks: tasks) }",
                    "  forget    .viper/modules.yml: Weather",
                    "note: 1 file is not as viper new wrote it (edited, added by hand or not recorded) and will be lost.",
                ])
    }

    @Test("Without an answer nothing is removed and it says how to confirm; n keeps the module; y removes it")
    func confirmation() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather"], in: package)
        let before = Scratch.snapshot(package)

        let silent = Self.remove(["Weather"], in: package, answering: nil)
        #expect(silent.exitCode == 1)
        #expect(silent.output.last == "Remove module Weather? [y/N]")
        #expect(
            silent.errors == [
                "No answer on standard input: nothing was removed. Answer y, or pass --yes to remove without asking."
            ])
        #expect(Scratch.snapshot(package) == before)

        let declined = Self.remove(["Weather"], in: package, answering: "n")
        #expect(declined.exitCode == 0)
        #expect(declined.output.last == "Kept module Weather: nothing was removed.")
        #expect(Scratch.snapshot(package) == before)

        let accepted = Self.remove(["Weather"], in: package, answering: "y")
        #expect(accepted.exitCode == 0, "\(accepted.errors)")
        #expect(accepted.output.suffix(2) == ["Remove module Weather? [y/N]", "Removed module Weather."])
        #expect(package.files.filter { $0.contains("Weather") } == [])
        #expect(try ModuleRecords.load(packageRoot: package.root).modules == [])
    }

    @Test("It refuses while code outside the module uses its names, naming each place as path:line")
    func refusesWhileUsed() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Weather", "Home"], in: package)
        let router = "\(Self.modules)/Home/HomeRouter.swift"
        let text = try #require(package.read(router))
        try package.write(
            router,
            text + """

                extension HomeRouter {
                    // Opens WeatherModule: comments are not uses.
                    func openWeather(from factory: TerminalFactoryLike) { _ = factory.makeWeather }
                }

                final class HomeWeatherDelegate: WeatherDelegate {
                    func weatherDidClose() {}
                }

                """)
        let before = Scratch.snapshot(package)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count

        let run = Self.remove(["Weather", "--yes"], in: package, answering: "y")

        #expect(run.exitCode == 1)
        #expect(run.output == [])
        #expect(
            run.errors == [
                "\(router):\(lines + 3): uses Weather (makeWeather)",
                "\(router):\(lines + 6): uses Weather (WeatherDelegate)",
                "\(router):\(lines + 7): uses Weather (weatherDidClose)",
                "Cannot remove Weather: code outside the module still uses it in 3 places (listed above). Change that code first; nothing was removed.",
            ])
        #expect(Scratch.snapshot(package) == before)
    }

    @Test("An edited member is taken out by its declaration; a member already gone is reported, not an error")
    func editedAndAbsentMembers() throws {
        let package = try Scratch.make(template: "module")
        try Scratch.new(["Home"], in: package)
        let before = Scratch.snapshot(package)
        try Scratch.new(["Weather"], in: package)
        let terminal = try #require(package.read(Scratch.terminalFactory))
        try package.write(
            Scratch.terminalFactory,
            terminal.replacingOccurrences(
                of: "WeatherModule(navigator: navigator, delegate: delegate)",
                with: "WeatherModule(navigator: navigator, delegate: delegate ?? nil)"))
        let web = try #require(package.read(Scratch.webFactory))
        let webWithoutWeather = try #require(before[Scratch.webFactory])
        try #require(web != webWithoutWeather)
        try package.write(Scratch.webFactory, webWithoutWeather)

        let run = Self.remove(["Weather", "--yes"], in: package, answering: nil)

        #expect(run.exitCode == 0, "\(run.errors)")
        let signature =
            "public func makeWeather(navigator: any Navigator, delegate: (any WeatherDelegate)? = nil) -> any Screen {"
        #expect(run.output.contains("  take out  \(Scratch.terminalFactory): \(signature) (edited since)"))
        #expect(run.output.contains("  absent    \(Scratch.webFactory): \(signature) (not there; nothing to take out)"))
        #expect(Scratch.snapshot(package) == before)
    }

    @Test("A module viper new did not write is removed by its folders, and said to be so")
    func unrecordedModule() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("\(Self.modules)/Weather/WeatherPresenter.swift", "final class WeatherPresenter {}\n")
        try package.write("\(Self.tests)/Weather/WeatherPresenterTests.swift", "// Tests WeatherPresenter.\n")

        let run = Self.remove(["Weather", "--yes"], in: package, answering: nil)

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "viper remove Weather deletes 2 files:",
                        "  delete    \(Self.modules)/Weather/WeatherPresenter.swift (not recorded by viper new)",
                        "  delete    \(Self.tests)/Weather/WeatherPresenterTests.swift (not recorded by viper new)",
                        "note: 2 files are not as viper new wrote them (edited, added by hand or not recorded) and will be lost.",
                        "Removed module Weather.",
                    ]))
        #expect(package.files == ["Package.swift"])
    }

    @Test("An unknown module or a name that is not a module name is refused")
    func refusals() throws {
        let package = try Scratch.make(template: "module")

        let unknown = Self.remove(["Cloud", "--yes"], in: package, answering: nil)
        #expect(unknown.exitCode == 1)
        #expect(
            unknown.errors == [
                "No module Cloud in this package: it is neither recorded in .viper/modules.yml nor a folder in Sources/App/Modules. viper list shows the modules."
            ])
        let invalid = Self.remove(["cloud"], in: package, answering: nil)
        #expect(invalid.exitCode != 0)
        #expect(invalid.errors.joined().contains("'cloud' is not a valid module name"))
    }
}
