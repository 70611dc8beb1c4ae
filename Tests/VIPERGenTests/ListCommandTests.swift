import Foundation
import Testing
import VIPERGen
import VIPERKitTesting

/// `viper list` in scratch packages whose modules `viper new` wrote, run in process.
@Suite("viper list")
struct ListCommandTests {
    static let modules = "Sources/App/Modules"
    static let tests = "Tests/AppTests"

    /// The files `viper new <name>` writes with the `module` template in a package without front ends, by path.
    static func files(of name: String) -> [String] {
        let sources = ["Contracts", "Presenter", "Interactor", "Router", "Module"].map {
            "\(modules)/\(name)/\(name)\($0).swift"
        }
        let tests = [
            "\(name)PresenterTests", "\(name)InteractorTests", "\(name)RouterTests", "\(name)ModuleTests",
            "Recording\(name)View", "Recording\(name)Delegate", "Fake\(name)Interactor", "Fake\(name)Router",
        ].map { "\(Self.tests)/\(name)/\($0).swift" }
        return (sources + tests).sorted()
    }

    /// A package in which `viper new` wrote Weather and Forecast.
    static func package(with arguments: [String] = []) throws -> TemporaryPackage {
        let package = try TemporaryPackage.library(named: "App")
        for name in ["Weather", "Forecast"] {
            let run = CommandRun(["new", name, "--package-path", package.root.path] + arguments)
            try #require(run.exitCode == 0, "\(run.errors)")
        }
        return package
    }

    static func list(_ package: TemporaryPackage, _ arguments: [String] = []) -> CommandRun {
        CommandRun(["list", "--package-path", package.root.path] + arguments)
    }

    @Test("Two modules viper new wrote are listed by name with their template, its version and every file, untouched")
    func untouched() throws {
        let package = try Self.package()

        let lines = ["Forecast", "Weather"].flatMap { name in
            ["\(name): template module 1.0.0"] + Self.files(of: name).map { "  untouched  \($0)" }
        }
        #expect(
            Self.list(package)
                == CommandRun(exitCode: 0, output: lines + ["viper list: 2 modules, 26 files: 26 untouched."]))
    }

    @Test("An edited file, a deleted file, an added file and a hand-made module are told apart (Golden/viper-list.txt)")
    func editedMissingAndUnrecorded() throws {
        let package = try Self.package()
        let presenter = "\(Self.modules)/Weather/WeatherPresenter.swift"
        try package.write(presenter, try #require(package.read(presenter)) + "// A note of mine.\n")
        try FileManager.default.removeItem(
            at: package.root.appendingPathComponent("\(Self.tests)/Weather/FakeWeatherRouter.swift"))
        try package.write(
            "\(Self.modules)/Weather/WeatherPresenter+Formatting.swift", "extension WeatherPresenter {}\n")
        try package.write("\(Self.modules)/Settings/SettingsPresenter.swift", "final class SettingsPresenter {}\n")
        try package.write("\(Self.tests)/Settings/SettingsPresenterTests.swift", "// tests\n")

        let run = Self.list(package)

        #expect(run.exitCode == 0)
        #expect(run.errors == [])
        GoldenFile.check(run.output.joined(separator: "\n"), named: "viper-list")
    }

    @Test("--format json decodes to the same facts as the text: modules, templates, versions, files and states")
    func json() throws {
        let package = try Self.package()
        let presenter = "\(Self.modules)/Weather/WeatherPresenter.swift"
        try package.write(presenter, "// Rewritten by hand.\n")
        let router = "\(Self.tests)/Forecast/FakeForecastRouter.swift"
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(router))
        try package.write("\(Self.modules)/Settings/SettingsRouter.swift", "final class SettingsRouter {}\n")

        let run = Self.list(package, ["--format", "json"])

        #expect(run.exitCode == 0)
        #expect(run.errors == [])
        let listing = try JSONDecoder().decode(ModuleListing.self, from: Data(run.output.joined().utf8))
        func module(_ name: String, changing changed: [String: ModuleListing.FileState]) -> ModuleListing.Module {
            ModuleListing.Module(
                name: name, recorded: true, template: "module", version: "1.0.0", currentVersion: "1.0.0",
                files: Self.files(of: name).map { ModuleListing.File(path: $0, state: changed[$0] ?? .untouched) })
        }
        #expect(
            listing
                == ModuleListing(modules: [
                    module("Forecast", changing: [router: .missing]),
                    ModuleListing.Module(
                        name: "Settings", recorded: false, template: "unknown",
                        files: [
                            ModuleListing.File(
                                path: "\(Self.modules)/Settings/SettingsRouter.swift", state: .unrecorded)
                        ]),
                    module("Weather", changing: [presenter: .edited]),
                ]))
    }

    @Test("A file left as written by an older template version is outdated, and the heading names both versions")
    func newerTemplate() throws {
        let package = try TemporaryPackage.library(named: "App")
        let builtIn = try ModuleTemplate.resolve("module", packageRoot: package.root).directory
        let custom = package.root.appendingPathComponent("Templates/custom")
        try FileManager.default.createDirectory(
            at: custom.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: builtIn, to: custom)
        try package.write("viper.yml", "template: Templates/custom\n")
        try #require(CommandRun(["new", "Weather", "--package-path", package.root.path]).exitCode == 0)
        let manifest = try #require(package.read("Templates/custom/template.yml"))
        try package.write("Templates/custom/template.yml", manifest.replacingOccurrences(of: "1.0.0", with: "1.1.0"))
        let stencil = try #require(package.read("Templates/custom/Router.swift.stencil"))
        try package.write("Templates/custom/Router.swift.stencil", "// Since 1.1.0.\n" + stencil)
        let interactor = "\(Self.modules)/Weather/WeatherInteractor.swift"
        try package.write(interactor, "// Mine now.\n")

        let states: [String: String] = [
            "\(Self.modules)/Weather/WeatherRouter.swift": "outdated", interactor: "edited",
        ]
        let files = Self.files(of: "Weather").map { path in
            "  \((states[path] ?? "untouched").padding(toLength: 11, withPad: " ", startingAt: 0))\(path)"
        }
        #expect(
            Self.list(package)
                == CommandRun(
                    exitCode: 0,
                    output: ["Weather: written by template module 1.0.0; now 1.1.0"] + files + [
                        "viper list: 1 module, 13 files: 11 untouched, 1 outdated, 1 edited."
                    ]))
    }

    @Test("Files that are not UTF-8, links to nothing and empty module folders are reported, not crashed on")
    func oddFiles() throws {
        let package = try TemporaryPackage.library(named: "App")
        let odd = package.root.appendingPathComponent("\(Self.modules)/Odd")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        try Data([0xff, 0xfe, 0x00, 0x41]).write(to: odd.appendingPathComponent("OddPresenter.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: odd.appendingPathComponent("OddRouter.swift").path, withDestinationPath: "/nonexistent/file")
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("\(Self.modules)/Empty"), withIntermediateDirectories: true)

        #expect(
            Self.list(package)
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Empty: template unknown (not recorded by viper new)",
                        "  note: its folder \(Self.modules)/Empty holds no files",
                        "  (no files)",
                        "Odd: template unknown (not recorded by viper new)",
                        "  unrecorded \(Self.modules)/Odd/OddPresenter.swift (not UTF-8 text)",
                        "  unreadable \(Self.modules)/Odd/OddRouter.swift (a link to nothing)",
                        "viper list: 2 modules (2 not recorded by viper new), 2 files: 1 unrecorded, 1 unreadable.",
                    ]))
    }

    @Test("A package without modules says how to write one")
    func noModules() throws {
        let package = try TemporaryPackage.library(named: "App")

        #expect(
            Self.list(package)
                == CommandRun(
                    exitCode: 0,
                    output: ["viper list: no modules in \(Self.modules) yet; viper new <Name> writes one."]))
    }

    @Test("Outside a package it gives the sentence viper lint and viper new give")
    func outsidePackage() throws {
        let folder = try TemporaryPackage()
        let sentence =
            "No viper.yml and no Package.swift in \(folder.root.path). Run viper in a Swift package's root folder, or pass its path."

        #expect(Self.list(folder) == CommandRun(exitCode: 1, output: [], errors: [sentence]))
        #expect(CommandRun(["lint", folder.root.path]).errors == [sentence])
        #expect(CommandRun(["new", "Weather", "--package-path", folder.root.path]).errors == [sentence])
    }

    @Test("An unreadable record is named in a warning, and every module is listed as unrecorded")
    func brokenRecord() throws {
        let package = try Self.package()
        try package.write(ModuleRecords.path, "modules: [\n")

        let run = Self.list(package)

        #expect(run.exitCode == 0)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("warning: .viper/modules.yml is not valid YAML") == true)
        #expect(run.errors.first?.hasSuffix("Listing every module as unrecorded.") == true)
        #expect(run.output.last == "viper list: 2 modules (2 not recorded by viper new), 26 files: 26 unrecorded.")
        #expect(
            CommandRun(["new", "Today", "--package-path", package.root.path]).errors.first?.hasPrefix(
                ".viper/modules.yml is not valid YAML") == true)
        #expect(package.read("\(Self.modules)/Today/TodayPresenter.swift") == nil)
    }

    @Test("viper --help lists the command and viper list --help explains the states")
    func help() {
        let root = CommandRun(["--help"])
        #expect(root.exitCode == 0)
        #expect(root.errors.joined(separator: "\n").contains("  list                    Lists the package's modules"))
        let list = CommandRun(["list", "--help"])
        #expect(list.exitCode == 0)
        let help = list.errors.joined(separator: "\n")
        for state in ModuleListing.FileState.allCases {
            #expect(help.contains("  \(state.rawValue) "), "\(state)")
        }
        #expect(help.contains("--format <format>"))
    }
}
