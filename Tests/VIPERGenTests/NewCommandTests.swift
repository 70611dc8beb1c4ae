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

    @Test("It writes the five module files, a test file per layer and the test doubles")
    func generates() throws {
        let package = try TemporaryPackage.library(named: "App")

        let run = CommandRun(["new", "Weather", "--package-path", package.root.path])

        #expect(
            run
                == CommandRun(
                    exitCode: 0,
                    output: ["Generated module Weather with template module 1.0.0:"]
                        + (sources + tests).map { "  create    \($0)" }))
        #expect(package.files == (["Package.swift"] + sources + tests).sorted())
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
                        + (sources + tests).map { "  create    \($0)" }))
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

    @Test("With the factory template it writes the app's shape and says what to add to the view factory")
    func factoryTemplate() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "template: factory\n")

        let run = CommandRun(["new", "Weather", "--param", "delegate=no", "--package-path", package.root.path])

        #expect(run.exitCode == 0)
        #expect(run.output.first == "Generated module Weather with template factory 1.0.0:")
        #expect(
            run.output.last
                == "Next: add `func makeWeatherView() -> any WeatherView` to the ViewFactory protocol, and implement it in each front end's ViewFactory with that front end's Weather view."
        )
        #expect(package.read(sources[4])?.contains("public func makeWeather() -> any Screen {") == true)
        #expect(
            package.read("Tests/AppTests/Weather/WeatherDoubles.swift")?.contains("RecordingWeatherDelegate") == false)
    }
}
