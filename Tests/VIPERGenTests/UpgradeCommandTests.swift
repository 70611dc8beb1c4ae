import Foundation
import Testing
import VIPERGen

/// `viper upgrade` in scratch packages whose modules a small template of their own wrote, run in process: the
/// template moves from 1.0.0 to 1.1.0 while the modules' files are edited.
@Suite("viper upgrade")
struct UpgradeCommandTests {
    static let modules = "Sources/App/Modules"
    /// The file whose `Screens` type 1.1.0 adds a member to.
    static let screens = "Sources/App/Screens.swift"
    static let tests = "Tests/AppTests"

    /// The template `screen` at 1.0.0: a manifest and its Stencil files, by path in the template folder.
    static let version1: [String: String] = [
        "template.yml": manifest(
            version: "1.0.0", files: ["Screen", "Presenter", "Router", "Tests/ScreenTests", "Tests/FakeRouter"]),
        "Screen.swift.stencil": """
        /// The {{ name }} screen.
        struct {{ name }}Screen {
            let title = "{{ title }}"
        }

        """,
        "Presenter.swift.stencil": """
        import Foundation

        /// Shows {{ name }}.
        final class {{ name }}Presenter {
            func viewDidLoad() {}

            func refresh() {}
        }

        """,
        "Router.swift.stencil": """
        /// Navigation of {{ name }}.
        final class {{ name }}Router {
            func close() {}
        }

        """,
        "Tests/ScreenTests.swift.stencil": "// Tests of {{ name }}Screen.\n",
        "Tests/FakeRouter.swift.stencil": "// A fake {{ name }}Router.\n",
    ]

    /// The template `screen` at 1.1.0: the screen is Sendable, the presenter gains `close()`, the router's `close`
    /// takes `animated`, an interactor is new, the fake router is gone, and `Screens` gets a `make<Name>()`.
    static let version2: [String: String] = [
        "template.yml": manifest(
            version: "1.1.0", files: ["Screen", "Presenter", "Router", "Interactor", "Tests/ScreenTests"],
            edits: """
                edits:
                  - file: "{{ sources }}/Screens.swift"
                    type: Screens
                    member: "static func make{{ name }}() -> {{ name }}Screen { {{ name }}Screen() }"

                """),
        "Screen.swift.stencil": """
        /// The {{ name }} screen.
        struct {{ name }}Screen: Sendable {
            let title = "{{ title }}"
        }

        """,
        "Presenter.swift.stencil": """
        import Foundation

        /// Shows {{ name }}.
        final class {{ name }}Presenter {
            func viewDidLoad() {}

            func refresh() {}

            func close() {}
        }

        """,
        "Router.swift.stencil": """
        /// Navigation of {{ name }}.
        final class {{ name }}Router {
            func close(animated: Bool) {}
        }

        """,
        "Interactor.swift.stencil": "/// Business rules of {{ name }}.\nfinal class {{ name }}Interactor {}\n",
        "Tests/ScreenTests.swift.stencil": "// Tests of {{ name }}Screen.\n",
    ]

    static func manifest(version: String, files: [String], edits: String = "") -> String {
        let outputs = files.map { file in
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let output =
                file.hasPrefix("Tests/")
                ? (base.hasPrefix("Fake")
                    ? "{{ tests }}/{{ name }}/Fake{{ name }}\(base.dropFirst(4)).swift"
                    : "{{ tests }}/{{ name }}/{{ name }}\(base).swift")
                : "{{ modules }}/{{ name }}/{{ name }}\(base).swift"
            return "  - template: \(file).swift.stencil\n    output: \"\(output)\"\n"
        }
        return """
            name: screen
            version: \(version)
            parameters:
              - name: title
                default: "{{ name|words }}"
            files:
            \(outputs.joined())\(edits)
            """
    }

    /// The path of a generated file of `name`: `Router` is the module's router, `Tests/ScreenTests` its test file.
    static func path(_ name: String, _ file: String) -> String {
        switch file {
        case "Tests/ScreenTests": "\(tests)/\(name)/\(name)ScreenTests.swift"
        case "Tests/FakeRouter": "\(tests)/\(name)/Fake\(name)Router.swift"
        default: "\(modules)/\(name)/\(name)\(file).swift"
        }
    }

    /// The line for the member 1.1.0 adds for `name`.
    static func insert(_ name: String) -> String {
        "  insert    \(screens): static func make\(name)() -> \(name)Screen { \(name)Screen() }"
    }

    /// A package whose viper.yml names the template folder `Templates/screen`, at 1.0.0, and in which `viper new`
    /// wrote each of `modules`.
    static func package(modules: [String] = ["Weather"]) throws -> TemporaryPackage {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "template: Templates/screen\n")
        try package.write(screens, "/// Every screen.\nenum Screens {\n}\n")
        try writeTemplate(version1, in: package)
        for name in modules {
            let run = CommandRun(["new", name, "--package-path", package.root.path])
            try #require(run.exitCode == 0, "\(run.errors)")
        }
        return package
    }

    /// Replaces the template folder's files with `files`.
    static func writeTemplate(_ files: [String: String], in package: TemporaryPackage) throws {
        try? FileManager.default.removeItem(at: package.root.appendingPathComponent("Templates/screen"))
        for (path, contents) in files {
            try package.write("Templates/screen/\(path)", contents)
        }
    }

    /// Replaces `old` with `new` in the file at `path`, which must hold it.
    static func edit(_ package: TemporaryPackage, _ path: String, replacing old: String, with new: String) throws {
        let text = try #require(package.read(path))
        try #require(text.contains(old))
        try package.write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// Weather's presenter edited away from what 1.1.0 changes, its router edited where 1.1.0 changes it.
    static func editWeather(in package: TemporaryPackage) throws {
        try edit(
            package, path("Weather", "Presenter"), replacing: "/// Shows Weather.", with: "/// Shows today's weather.")
        try edit(
            package, path("Weather", "Router"), replacing: "func close() {}", with: "func close() { print(\"bye\") }")
    }

    static func upgrade(_ package: TemporaryPackage, _ arguments: [String] = []) -> CommandRun {
        CommandRun(["upgrade", "--package-path", package.root.path] + arguments)
    }

    /// Every file of the package with its text.
    static func contents(of package: TemporaryPackage) -> [String: String] {
        Dictionary(uniqueKeysWithValues: package.files.map { ($0, package.read($0) ?? "") })
    }

    static let conflictError =
        "error: module Weather was not upgraded: 1 file has edits where the template changed too (\(path("Weather", "Router"))). Nothing of it was written: pass --force to write those files with conflict markers and upgrade it, then resolve the markers by hand."

    /// Weather's router with the conflict markers `viper upgrade --force` writes.
    static let conflictedRouter = """
        /// Navigation of Weather.
        final class WeatherRouter {
        <<<<<<< yours
            func close() { print("bye") }
        =======
            func close(animated: Bool) {}
        >>>>>>> template screen 1.1.0
        }

        """

    @Test("viper new keeps a snapshot of the template's version in .viper/templates, once for all its modules")
    func snapshot() throws {
        let package = try Self.package()
        let folder = ".viper/templates/screen/1.0.0"

        let snapshot = package.files.filter { $0.hasPrefix(".viper/templates/") }
        #expect(snapshot == Self.version1.keys.map { "\(folder)/\($0)" }.sorted())
        for (path, contents) in Self.version1 {
            #expect(package.read("\(folder)/\(path)") == contents, "\(path)")
        }
        try package.write("\(folder)/Screen.swift.stencil", "// Kept as it is.\n")
        #expect(CommandRun(["new", "Forecast", "--package-path", package.root.path]).exitCode == 0)
        #expect(package.read("\(folder)/Screen.swift.stencil") == "// Kept as it is.\n")
        #expect(CommandRun(["new", "Today", "--dry-run", "--package-path", package.root.path]).exitCode == 0)
        #expect(package.files.filter { $0.hasPrefix(".viper/templates/") } == snapshot)
    }

    @Test("A module at the template's version is already current, and nothing is written")
    func alreadyCurrent() throws {
        let package = try Self.package()
        let before = Self.contents(of: package)

        #expect(
            Self.upgrade(package)
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Module Weather is already at template screen 1.0.0.",
                        "viper upgrade: 1 module: 0 upgraded, 1 already current.",
                    ]))
        #expect(Self.upgrade(package, ["Weather"]).output == ["Module Weather is already at template screen 1.0.0."])
        #expect(Self.contents(of: package) == before)
    }

    @Test("Without --force a module with a conflict is listed and left as it is, and the command exits with 1")
    func conflictWithoutForce() throws {
        let package = try Self.package()
        try Self.editWeather(in: package)
        try Self.writeTemplate(Self.version2, in: package)
        let before = Self.contents(of: package)

        let run = Self.upgrade(package, ["Weather"])

        #expect(
            run
                == CommandRun(
                    exitCode: 1,
                    output: [
                        "Module Weather not upgraded from template screen 1.0.0 to 1.1.0 (nothing was written):",
                        "  update    \(Self.path("Weather", "Screen"))",
                        "  merge     \(Self.path("Weather", "Presenter")) (your edits kept)",
                        "  conflict  \(Self.path("Weather", "Router")) (1 conflict)",
                        "  create    \(Self.path("Weather", "Interactor"))",
                        "  remove    \(Self.path("Weather", "Tests/FakeRouter")) (no longer written by the template)",
                        Self.insert("Weather"),
                        "  unchanged 1 other file",
                    ],
                    errors: [Self.conflictError]))
        #expect(Self.contents(of: package) == before)
    }

    @Test("--force replaces untouched files, merges edits, writes conflicts with markers and records 1.1.0")
    func force() throws {
        let package = try Self.package()
        try Self.editWeather(in: package)
        try Self.writeTemplate(Self.version2, in: package)

        let run = Self.upgrade(package, ["--force"])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Upgraded module Weather from template screen 1.0.0 to 1.1.0:",
                        "  update    \(Self.path("Weather", "Screen"))",
                        "  merge     \(Self.path("Weather", "Presenter")) (your edits kept)",
                        "  conflict  \(Self.path("Weather", "Router")) (1 conflict; written with markers)",
                        "  create    \(Self.path("Weather", "Interactor"))",
                        "  remove    \(Self.path("Weather", "Tests/FakeRouter")) (no longer written by the template)",
                        Self.insert("Weather"),
                        "  unchanged 1 other file",
                        "viper upgrade: 1 module: 1 upgraded.",
                    ],
                    errors: [
                        "warning: conflict markers written in 1 file of module Weather; resolve them by hand: \(Self.path("Weather", "Router"))."
                    ]))
        #expect(
            package.read(Self.path("Weather", "Screen"))
                == "/// The Weather screen.\nstruct WeatherScreen: Sendable {\n    let title = \"Weather\"\n}\n")
        #expect(
            package.read(Self.path("Weather", "Presenter")) == """
                import Foundation

                /// Shows today's weather.
                final class WeatherPresenter {
                    func viewDidLoad() {}

                    func refresh() {}

                    func close() {}
                }

                """)
        #expect(package.read(Self.path("Weather", "Router")) == Self.conflictedRouter)
        #expect(
            package.read(Self.path("Weather", "Interactor"))
                == "/// Business rules of Weather.\nfinal class WeatherInteractor {}\n")
        #expect(package.read(Self.path("Weather", "Tests/FakeRouter")) == nil)
        #expect(
            package.read(Self.screens)
                == "/// Every screen.\nenum Screens {\n    static func makeWeather() -> WeatherScreen { WeatherScreen() }\n}\n"
        )
        let record = try #require(try ModuleRecords.load(packageRoot: package.root)["Weather"])
        #expect(record.version == "1.1.0")
        #expect(
            record.files.map(\.path)
                == ["Screen", "Presenter", "Router", "Interactor", "Tests/ScreenTests"].map { Self.path("Weather", $0) }
        )
        #expect(package.read(".viper/templates/screen/1.1.0/Interactor.swift.stencil") != nil)
        #expect(package.read(".viper/templates/screen/1.0.0/Tests/FakeRouter.swift.stencil") != nil)

        #expect(
            CommandRun(["list", "--package-path", package.root.path])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Weather: template screen 1.1.0",
                        "  untouched  \(Self.path("Weather", "Interactor"))",
                        "  edited     \(Self.path("Weather", "Presenter"))",
                        "  edited     \(Self.path("Weather", "Router"))",
                        "  untouched  \(Self.path("Weather", "Screen"))",
                        "  untouched  \(Self.path("Weather", "Tests/ScreenTests"))",
                        "viper list: 1 module, 5 files: 3 untouched, 2 edited.",
                    ]))
        #expect(Self.upgrade(package, ["Weather"]).output == ["Module Weather is already at template screen 1.1.0."])
    }

    @Test("--conflict-style diff3 writes the old template's lines between yours and the template's")
    func diff3() throws {
        let package = try Self.package()
        try Self.editWeather(in: package)
        try Self.writeTemplate(Self.version2, in: package)

        #expect(Self.upgrade(package, ["--force", "--conflict-style", "diff3"]).exitCode == 0)

        #expect(
            package.read(Self.path("Weather", "Router"))
                == Self.conflictedRouter.replacingOccurrences(
                    of: "=======", with: "||||||| template screen 1.0.0\n    func close() {}\n======="))
    }

    @Test("Without a name every outdated module is upgraded; one with a conflict is left and the others are not")
    func everyModule() throws {
        let package = try Self.package(modules: ["Forecast", "Weather"])
        try Self.editWeather(in: package)
        try Self.edit(package, Self.path("Forecast", "Presenter"), replacing: "import Foundation\n", with: "")
        try Self.writeTemplate(Self.version2, in: package)

        let run = Self.upgrade(package)

        #expect(run.exitCode == 1)
        #expect(
            run.output == [
                "Upgraded module Forecast from template screen 1.0.0 to 1.1.0:",
                "  update    \(Self.path("Forecast", "Screen"))",
                "  merge     \(Self.path("Forecast", "Presenter")) (your edits kept)",
                "  update    \(Self.path("Forecast", "Router"))",
                "  create    \(Self.path("Forecast", "Interactor"))",
                "  remove    \(Self.path("Forecast", "Tests/FakeRouter")) (no longer written by the template)",
                Self.insert("Forecast"),
                "  unchanged 1 other file",
                "Module Weather not upgraded from template screen 1.0.0 to 1.1.0 (nothing was written):",
                "  update    \(Self.path("Weather", "Screen"))",
                "  merge     \(Self.path("Weather", "Presenter")) (your edits kept)",
                "  conflict  \(Self.path("Weather", "Router")) (1 conflict)",
                "  create    \(Self.path("Weather", "Interactor"))",
                "  remove    \(Self.path("Weather", "Tests/FakeRouter")) (no longer written by the template)",
                Self.insert("Weather"),
                "  unchanged 1 other file",
                "viper upgrade: 2 modules: 1 upgraded, 1 not upgraded for conflicts.",
            ])
        #expect(run.errors == [Self.conflictError])
        #expect(package.read(Self.path("Forecast", "Presenter"))?.hasPrefix("\n/// Shows Forecast.") == true)
        #expect(package.read(Self.path("Forecast", "Presenter"))?.contains("func close() {}") == true)
        let records = try ModuleRecords.load(packageRoot: package.root)
        #expect(records["Forecast"]?.version == "1.1.0")
        #expect(records["Weather"]?.version == "1.0.0")
        #expect(package.read(Self.path("Weather", "Interactor")) == nil)
        #expect(package.read(Self.screens)?.contains("makeForecast()") == true)
        #expect(package.read(Self.screens)?.contains("makeWeather()") == false)
    }

    @Test("A member the new version adds to a file that is gone stops the module's upgrade with viper new's sentence")
    func memberCannotBeAdded() throws {
        let package = try Self.package()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(Self.screens))
        try Self.writeTemplate(Self.version2, in: package)
        let before = Self.contents(of: package)

        #expect(
            Self.upgrade(package, ["Weather"])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "error: module Weather was not upgraded: Cannot add `static func makeWeather() -> WeatherScreen { WeatherScreen() }` to Screens in \(Self.screens) (for template screen): there is no such file. Nothing was written."
                    ]))
        #expect(Self.contents(of: package) == before)
    }

    @Test("--dry-run prints the plan and writes nothing")
    func dryRun() throws {
        let package = try Self.package()
        try Self.editWeather(in: package)
        try Self.writeTemplate(Self.version2, in: package)
        let before = Self.contents(of: package)

        let run = Self.upgrade(package, ["--dry-run", "--force", "Weather"])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "Dry run: viper upgrade would upgrade module Weather from template screen 1.0.0 to 1.1.0 (nothing was written):",
                        "  update    \(Self.path("Weather", "Screen"))",
                        "  merge     \(Self.path("Weather", "Presenter")) (your edits kept)",
                        "  conflict  \(Self.path("Weather", "Router")) (1 conflict; would be written with markers)",
                        "  create    \(Self.path("Weather", "Interactor"))",
                        "  remove    \(Self.path("Weather", "Tests/FakeRouter")) (no longer written by the template)",
                        Self.insert("Weather"),
                        "  unchanged 1 other file",
                    ],
                    errors: [
                        "warning: conflict markers would be written in 1 file of module Weather; resolve them by hand: \(Self.path("Weather", "Router"))."
                    ]))
        #expect(Self.contents(of: package) == before)
        #expect(Self.upgrade(package, ["--dry-run"]).exitCode == 1)
        #expect(Self.contents(of: package) == before)
    }

    @Test("Without a snapshot untouched files are replaced and each edited file is one whole conflict, said why")
    func withoutSnapshot() throws {
        let package = try Self.package()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(".viper/templates"))
        try Self.edit(package, Self.path("Weather", "Presenter"), replacing: "/// Shows Weather.", with: "/// Mine.")
        try package.write(Self.path("Weather", "Tests/ScreenTests"), "// My tests.\n")
        try Self.writeTemplate(Self.version2, in: package)
        let note =
            "edited, and the package has no snapshot of template screen 1.0.0 to tell your edits from the template's changes: the whole file is one conflict"

        let refused = Self.upgrade(package, ["Weather"])

        #expect(refused.exitCode == 1)
        #expect(refused.output.contains("  conflict  \(Self.path("Weather", "Presenter")) (\(note))"))
        #expect(refused.output.contains("  update    \(Self.path("Weather", "Router"))"))
        #expect(refused.output.last == "  unchanged 1 other file")
        #expect(package.read(Self.path("Weather", "Presenter"))?.contains("/// Mine.") == true)

        #expect(Self.upgrade(package, ["Weather", "--force"]).exitCode == 0)
        let presenter = try #require(package.read(Self.path("Weather", "Presenter")))
        #expect(presenter.hasPrefix("<<<<<<< yours\nimport Foundation\n\n/// Mine.\n"))
        #expect(presenter.contains("=======\nimport Foundation\n\n/// Shows Weather.\n"))
        #expect(presenter.hasSuffix("    func close() {}\n}\n>>>>>>> template screen 1.1.0\n"))
        #expect(package.read(Self.path("Weather", "Tests/ScreenTests")) == "// My tests.\n")
        #expect(
            package.read(Self.path("Weather", "Router"))
                == "/// Navigation of Weather.\nfinal class WeatherRouter {\n    func close(animated: Bool) {}\n}\n")
    }

    @Test("A deleted file stays deleted when the template did not change it; an edited file it no longer writes stays")
    func deletedAndDropped() throws {
        let package = try Self.package()
        try FileManager.default.removeItem(
            at: package.root.appendingPathComponent(Self.path("Weather", "Tests/ScreenTests")))
        try package.write(Self.path("Weather", "Tests/FakeRouter"), "// My fake.\n")
        try Self.writeTemplate(Self.version2, in: package)

        let run = Self.upgrade(package, ["Weather"])

        #expect(run.exitCode == 0)
        #expect(
            run.output.contains(
                "  deleted   \(Self.path("Weather", "Tests/ScreenTests")) (deleted since written; stays deleted)"))
        #expect(
            run.output.contains(
                "  keep      \(Self.path("Weather", "Tests/FakeRouter")) (edited; no longer written by the template)"))
        #expect(package.read(Self.path("Weather", "Tests/ScreenTests")) == nil)
        #expect(package.read(Self.path("Weather", "Tests/FakeRouter")) == "// My fake.\n")
    }

    @Test("A file deleted here that the template changed is a conflict; --force writes the template's text")
    func deletedAndChanged() throws {
        let package = try Self.package()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(Self.path("Weather", "Screen")))
        try package.write(Self.path("Weather", "Tests/ScreenTests"), "// My tests.\n")
        try Self.writeTemplate(Self.version2, in: package)
        let line =
            "  conflict  \(Self.path("Weather", "Screen")) (deleted here, changed by the template"

        let refused = Self.upgrade(package, ["Weather"])
        let forced = Self.upgrade(package, ["Weather", "--force"])

        #expect(refused.exitCode == 1)
        #expect(refused.output.contains(line + "; --force writes the template's text)"))
        #expect(forced.exitCode == 0)
        #expect(forced.output.contains(line + "; the template's text written)"))
        #expect(forced.output.last == "  unchanged 1 other file")
        #expect(package.read(Self.path("Weather", "Screen"))?.contains("struct WeatherScreen: Sendable {") == true)
        #expect(package.read(Self.path("Weather", "Tests/ScreenTests")) == "// My tests.\n")
    }

    @Test("The module's --param values render both versions, so a parameter's text is not a change")
    func parameters() throws {
        let package = try Self.package(modules: [])
        #expect(
            CommandRun(["new", "Weather", "--param", "title=Sky", "--package-path", package.root.path]).exitCode == 0)
        // Rendered without its --param, the old title would be a change of the user's next to the template's.
        try Self.edit(
            package, Self.path("Weather", "Screen"), replacing: "}\n", with: "}\nextension WeatherScreen {}\n")
        try Self.writeTemplate(Self.version2, in: package)

        #expect(Self.upgrade(package, ["Weather"]).exitCode == 0)

        #expect(
            package.read(Self.path("Weather", "Screen"))
                == "/// The Weather screen.\nstruct WeatherScreen: Sendable {\n    let title = \"Sky\"\n}\nextension WeatherScreen {}\n"
        )
    }

    @Test("An unknown module is refused with a sentence naming the recorded ones, and nothing is written")
    func unknownModule() throws {
        let package = try Self.package()
        let before = Self.contents(of: package)

        #expect(
            Self.upgrade(package, ["Wether"])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "No module named Wether in .viper/modules.yml (it records Weather); viper upgrade upgrades the modules viper new recorded."
                    ]))
        #expect(Self.contents(of: package) == before)
        let empty = try TemporaryPackage.library(named: "App")
        #expect(
            Self.upgrade(empty)
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "viper upgrade: .viper/modules.yml records no modules yet; viper new <Name> records each module it writes."
                    ]))
    }

    @Test("A template folder that is gone or now holds another template is named, and the module is left as it is")
    func templateGoneOrRenamed() throws {
        let package = try Self.package()
        try Self.writeTemplate(
            Self.version2.merging(
                [
                    "template.yml": Self.version2["template.yml", default: ""].replacingOccurrences(
                        of: "name: screen", with: "name: card")
                ]
            ) { _, new in new }, in: package)
        let before = Self.contents(of: package)

        let renamed = Self.upgrade(package)
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Templates"))
        let gone = Self.upgrade(package, ["Weather"])

        #expect(
            renamed
                == CommandRun(
                    exitCode: 1, output: ["viper upgrade: 1 module: 0 upgraded, 1 failed."],
                    errors: [
                        "error: module Weather was not upgraded: template screen wrote it, and Templates/screen is now template card; viper upgrade applies newer versions of the same template only."
                    ]))
        #expect(gone.exitCode == 1)
        #expect(
            gone.errors.first?.hasPrefix(
                "error: module Weather was not upgraded: No template 'Templates/screen': it is neither a built-in template"
            )
                == true)
        #expect(
            Self.contents(of: package).filter { !$0.key.hasPrefix("Templates/") }
                == before.filter { !$0.key.hasPrefix("Templates/") })
    }

    @Test("A file that cannot be read as text stops its module's upgrade, even with --force")
    func unreadable() throws {
        let package = try Self.package()
        try Data([0xff, 0xfe]).write(to: package.root.appendingPathComponent(Self.path("Weather", "Router")))
        try Self.writeTemplate(Self.version2, in: package)

        let run = Self.upgrade(package, ["Weather", "--force"])

        #expect(run.exitCode == 1)
        #expect(run.output.contains("  unreadable \(Self.path("Weather", "Router")) (not UTF-8 text)"))
        #expect(
            run.errors == [
                "error: module Weather was not upgraded: \(Self.path("Weather", "Router")) (not UTF-8 text) cannot be read as text; move it away or fix it, then run viper upgrade again."
            ])
        #expect(try ModuleRecords.load(packageRoot: package.root)["Weather"]?.version == "1.0.0")
    }

    @Test("viper --help lists upgrade, and viper upgrade --help explains the actions and --force")
    func help() {
        #expect(CommandRun(["--help"]).errors.joined(separator: "\n").contains("  upgrade "))
        let help = CommandRun(["upgrade", "--help"]).errors.joined(separator: "\n")
        for action in ["update", "merge", "conflict", "create", "remove"] {
            #expect(help.contains("  \(action) "), "\(action)")
        }
        #expect(help.contains("--force"))
        #expect(help.contains("--conflict-style <conflict-style>"))
    }
}
