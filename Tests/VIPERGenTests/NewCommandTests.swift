import Foundation
import Testing
import VIPERGen

@Suite("viper new")
struct NewCommandTests {
    let sources = [
        "Sources/App/Modules/Weather/WeatherContracts.swift",
        "Sources/App/Modules/Weather/WeatherPresenter.swift",
        "Sources/App/Modules/Weather/WeatherInteractor.swift",
        "Sources/App/Modules/Weather/WeatherRouter.swift",
        "Sources/App/Modules/Weather/WeatherModule.swift",
    ]
    let tests = [
        "Tests/AppTests/Weather/WeatherPresenterTests.swift",
        "Tests/AppTests/Weather/WeatherInteractorTests.swift",
        "Tests/AppTests/Weather/WeatherRouterTests.swift",
        "Tests/AppTests/Weather/WeatherModuleTests.swift",
        "Tests/AppTests/Weather/RecordingWeatherView.swift",
        "Tests/AppTests/Weather/RecordingWeatherDelegate.swift",
        "Tests/AppTests/Weather/FakeWeatherInteractor.swift",
        "Tests/AppTests/Weather/FakeWeatherRouter.swift",
    ]
    /// What `viper new Weather` says last with the `module` template in a package without front ends.
    let next =
        "Next: WeatherView has no implementation yet: list the package's terminal and web front ends under frontEnds in viper.yml so that viper new writes their Weather views, or write a view per front end and push WeatherModule(navigator: navigator).assemble(view: view)."

    @Test("It writes the five module files, a test file per layer and the test doubles, then says what is left to do")
    func generates() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: ["Generated module Weather with template module 1.0.0:"]
                        + (sources + tests).map { "  create    \($0)" } + [next]))
        let snapshot = package.files.filter { $0.hasPrefix("\(TemplateSnapshot.folder)/module/1.0.0/") }
        #expect(snapshot.contains("\(TemplateSnapshot.folder)/module/1.0.0/template.yml"))
        #expect(
            package.files.filter { !snapshot.contains($0) }
                == ([".viper/modules.yml", "Package.swift"] + sources + tests).sorted())
    }

    @Test("--dry-run lists what it would write and writes nothing")
    func dryRun() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["new", "Weather", "--dry-run", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: ["Dry run: viper new Weather would write 13 of 13 files (nothing was written):"]
                        + (sources + tests).map { "  create    \($0)" } + [next]))
        #expect(package.files == ["Package.swift"])
    }

    @Test("Files that already exist are skipped and named; --force overwrites them")
    func skipsThenForces() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write(tests[0], "// my own tests\n")
        try package.write(tests[4], "// my own view\n")

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.output.contains("  skip      \(tests[0])"))
        #expect(
            run.errors == ["warning: Skipped 2 existing files (pass --force to overwrite): \(tests[0]), \(tests[4])"])
        #expect(package.read(tests[0]) == "// my own tests\n")

        let forced = CommandRun(["new", "Weather", "--force", "--package-path", package.root.path])

        #expect(forced.exitCode == 0)
        #expect(forced.output.contains("  overwrite \(tests[0])"))
        #expect(forced.output.contains("  unchanged \(sources[0])"))
        #expect(forced.errors == [])
        #expect(package.read(tests[0])?.contains("struct WeatherPresenterTests") == true)
    }

    @Test("An existing module is refused with a clear message")
    func existingModule() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write(sources[1], "// hand-written presenter\n")

        #expect(
            CommandRun(["new", "Weather", "--package-path", package.root.path])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "Module Weather already exists in Sources/App/Modules/Weather. Pick another name, or pass --force to write its files again (replacing them)."
                    ]))
        #expect(package.read(sources[1]) == "// hand-written presenter\n")
    }

    @Test("Invalid names are refused before anything is written", arguments: ["weather", "Player-Add", "", "3D"])
    func invalidName(name: String) throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["new", name, "--package-path", package.root.path])

        #expect(run.exitCode == 64)
        #expect(run.errors.first?.contains("module") == true)
        #expect(package.files == ["Package.swift"])
    }

    @Test("A missing name is a usage error")
    func missingName() {
        let run = CommandRun(["new"])
        #expect(run.exitCode == 64)
        #expect(run.errors.first?.hasPrefix("Missing expected argument '<name>'") == true)
    }

    @Test("Parameters must be key=value and known to the template")
    func parameters() throws {
        let package = try TemporaryPackage.library(named: "App")

        let malformed = CommandRun(["new", "Weather", "--param", "title", "--package-path", package.root.path])
        #expect(malformed.exitCode == 64)
        #expect(malformed.errors.first?.hasPrefix("--param 'title' must have the form key=value.") == true)

        let unknown = CommandRun(["new", "Weather", "--param", "colour=red", "--package-path", package.root.path])
        #expect(
            unknown
                == CommandRun(
                    exitCode: 1, output: [], errors: ["Template 'module' has no parameter 'colour' (it takes: title)."])
        )

        let titled = CommandRun([
            "new", "Weather", "--param", #"title=Today's "weather""#, "--package-path", package.root.path,
        ])
        #expect(titled.exitCode == 0)
        #expect(package.read(sources[1])?.contains(#"static let title = "Today's \"weather\"""#) == true)
    }

    @Test("viper.yml decides where files go; flags override it")
    func configuredPlaces() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "modules: Sources/App/Screens\ntests: Tests/AppTests/Screens\n")

        let run = CommandRun([
            "new", "Weather", "--dry-run", "--testable-import", "AppCore", "--package-path", package.root.path,
        ])

        #expect(run.output.contains("  create    Sources/App/Screens/Weather/WeatherPresenter.swift"))
        #expect(run.output.contains("  create    Tests/AppTests/Screens/Weather/FakeWeatherRouter.swift"))
        let written = CommandRun([
            "new", "Weather", "--testable-import", "AppCore", "--package-path", package.root.path,
        ])
        #expect(written.exitCode == 0)
        #expect(
            package.read("Tests/AppTests/Screens/Weather/FakeWeatherRouter.swift")?.hasPrefix(
                "@testable import AppCore\n") == true)
    }

    @Test("A custom template is used with --template PATH")
    func customTemplate() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write(
            "Templates/mini/template.yml",
            "name: mini\nversion: 0.1.0\nfiles:\n  - {template: Note.stencil, output: \"Notes/{{ name|kebab }}.md\"}\n")
        try package.write("Templates/mini/Note.stencil", "# {{ name|words }}\n")

        let run = CommandRun(["new", "PlayerAdd", "--template", "Templates/mini", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: ["Generated module PlayerAdd with template mini 0.1.0:", "  create    Notes/player-add.md"])
        )
        #expect(package.read("Notes/player-add.md") == "# Player Add\n")
    }

    @Test("With the factory template it writes the app's shape and adds make<Name>View() to the ViewFactory protocol")
    func factoryTemplate() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "template: factory\n")
        try package.write(
            "Sources/App/App/ViewFactory.swift", "@MainActor\npublic protocol ViewFactory: AnyObject {}\n")

        let run = CommandRun(["new", "Weather", "--param", "delegate=no", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.output.first == "Generated module Weather with template factory 1.0.0:")
        #expect(
            run.output.contains(
                "  insert    Sources/App/App/ViewFactory.swift: func makeWeatherView() -> any WeatherView"))
        #expect(
            run.output.last
                == "Next: the ViewFactory protocol now requires makeWeatherView(): list the package's front ends under frontEnds in viper.yml so that viper new writes their Weather views, or implement it by hand in each front end's ViewFactory."
        )
        #expect(
            package.read("Sources/App/App/ViewFactory.swift")
                == "@MainActor\npublic protocol ViewFactory: AnyObject {\n    func makeWeatherView() -> any WeatherView\n}\n"
        )
        #expect(package.read(sources[4])?.contains("public func makeWeather() -> any Screen {") == true)
        #expect(
            package.read("Tests/AppTests/Weather/WeatherDoubles.swift")?.contains("RecordingWeatherDelegate") == false)
    }

    @Test("Without the ViewFactory file the factory template writes nothing and says which file is missing")
    func factoryTemplateWithoutViewFactory() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "template: factory\n")

        #expect(
            CommandRun(["new", "Weather", "--package-path", package.root.path])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "Cannot add `func makeWeatherView() -> any WeatherView` to ViewFactory in Sources/App/App/ViewFactory.swift (for template factory): there is no such file. Nothing was written."
                    ]))
        #expect(package.files == ["Package.swift", "viper.yml"])
    }
}

/// `viper new` in a package with a terminal and a web front end listed under `frontEnds`.
@Suite("viper new with front ends")
struct NewCommandFrontEndTests {
    static let viewFactory = "Sources/App/App/ViewFactory.swift"
    static let terminalFactory = "Sources/AppTerminal/Views/TerminalViewFactory.swift"
    static let webFactory = "Sources/AppWeb/WebViewFactory.swift"

    static let configuration = """
        template: factory
        frontEnds:
          - kind: terminal
            views: Sources/AppTerminal/Views
            factory: \(terminalFactory)
          - kind: web
            views: Sources/AppWeb/Views
            factory: \(webFactory)

        """

    /// A front end's view factory with one module's view.
    static func factory(_ type: String, view: String) -> String {
        """
        import App
        import VIPERKit

        @MainActor
        public final class \(type): ViewFactory {
            public let tasks: TaskTracker

            public init(tasks: TaskTracker = TaskTracker()) {
                self.tasks = tasks
            }

            public func makeLoginView() -> any LoginView { Login\(view)(tasks: tasks) }
        }

        """
    }

    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", configuration)
        try package.write(
            viewFactory,
            "@MainActor\npublic protocol ViewFactory: AnyObject {\n    func makeLoginView() -> any LoginView\n}\n")
        try package.write(terminalFactory, factory("TerminalViewFactory", view: "TerminalView"))
        try package.write(webFactory, factory("WebViewFactory", view: "WebView"))
        return package
    }

    let inserts = [
        "  insert    \(viewFactory): func makeWeatherView() -> any WeatherView",
        "  insert    \(terminalFactory): public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }",
        "  insert    \(webFactory): public func makeWeatherView() -> any WeatherView { WeatherWebView(tasks: tasks) }",
    ]

    @Test("It writes a view per front end and adds make<Name>View() to the protocol and to both view factories")
    func writesViewsAndFactoryLines() throws {
        let package = try Self.package()

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.errors == [])
        #expect(
            Array(run.output.suffix(5))
                == [
                    "  create    Sources/AppTerminal/Views/WeatherTerminalView.swift",
                    "  create    Sources/AppWeb/Views/WeatherWebView.swift",
                ] + inserts)
        #expect(run.output.contains { $0.hasPrefix("Next:") } == false)
        #expect(
            package.read(Self.viewFactory)
                == "@MainActor\npublic protocol ViewFactory: AnyObject {\n    func makeLoginView() -> any LoginView\n    func makeWeatherView() -> any WeatherView\n}\n"
        )
        #expect(
            package.read(Self.terminalFactory)
                == Self.factory("TerminalViewFactory", view: "TerminalView").replacingOccurrences(
                    of: "(tasks: tasks) }\n}",
                    with:
                        "(tasks: tasks) }\n    public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }\n}"
                ))
        #expect(package.read(Self.webFactory)?.contains("{ WeatherWebView(tasks: tasks) }\n}\n") == true)
    }

    @Test("Regenerating adds nothing twice: every member is already present")
    func idempotent() throws {
        let package = try Self.package()
        #expect(CommandRun(["new", "Weather", "--package-path", package.root.path]).exitCode == 0)
        let factories = [Self.viewFactory, Self.terminalFactory, Self.webFactory].map(package.read)

        let again = CommandRun(["new", "Weather", "--force", "--package-path", package.root.path])

        #expect(again.exitCode == 0)
        #expect(
            Array(again.output.suffix(3))
                == inserts.map { $0.replacingOccurrences(of: "  insert    ", with: "  present   ") })
        #expect([Self.viewFactory, Self.terminalFactory, Self.webFactory].map(package.read) == factories)
    }

    @Test("A long name gets its make<Name>View() on three lines, so no line passes 120 columns")
    func longName() throws {
        let package = try Self.package()

        #expect(CommandRun(["new", "TournamentStandings", "--package-path", package.root.path]).exitCode == 0)

        let terminal = try #require(package.read(Self.terminalFactory))
        #expect(
            terminal.contains(
                """
                    public func makeTournamentStandingsView() -> any TournamentStandingsView {
                        TournamentStandingsTerminalView(tasks: tasks)
                    }
                }
                """))
        for path in [Self.terminalFactory, Self.webFactory] {
            #expect(package.read(path)?.split(separator: "\n").allSatisfy { $0.count <= 120 } == true, "\(path)")
        }
    }

    @Test("--dry-run lists the members it would add and writes nothing")
    func dryRun() throws {
        let package = try Self.package()
        let before = package.files.map { package.read($0) }

        let run = CommandRun(["new", "Weather", "--dry-run", "--package-path", package.root.path])

        #expect(
            run.output.first
                == "Dry run: viper new Weather would write 13 of 13 files and add 3 of 3 members (nothing was written):"
        )
        #expect(Array(run.output.suffix(3)) == inserts)
        #expect(package.files.map { package.read($0) } == before)
    }

    @Test("A view factory file without its type is refused by name, and nothing at all is written")
    func refusesFileWithoutType() throws {
        let package = try Self.package()
        try package.write(Self.webFactory, Self.factory("BrowserViewFactory", view: "WebView"))
        let before = package.files.map { package.read($0) }

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "Cannot add `public func makeWeatherView() -> any WeatherView { WeatherWebView(tasks: tasks) }` to WebViewFactory in \(Self.webFactory) (for the web front end of viper.yml): it declares no class, struct, enum, actor or protocol named WebViewFactory. Nothing was written."
                    ]))
        #expect(package.files.map { package.read($0) } == before)
    }

    @Test("A missing view factory file is refused by name")
    func refusesMissingFile() throws {
        let package = try Self.package()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(Self.terminalFactory))

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 1)
        #expect(
            run.errors == [
                "Cannot add `public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }` to TerminalViewFactory in \(Self.terminalFactory) (for the terminal front end of viper.yml): there is no such file. Nothing was written."
            ])
        #expect(package.read("Sources/App/Modules/Weather/WeatherPresenter.swift") == nil)
    }

    @Test("A front end whose kind the template has no view for is named in a warning")
    func unknownKind() throws {
        let package = try Self.package()
        try package.write(
            "viper.yml",
            Self.configuration
                + "  - kind: watch\n    views: Sources/AppWatch\n    factory: Sources/AppWatch/WatchViewFactory.swift\n"
        )

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(
            run.errors == [
                "warning: template factory has no view for the front ends of kind watch in viper.yml (it has: terminal, web); write those views by hand."
            ])
    }
}
