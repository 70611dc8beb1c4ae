import Foundation
import Testing
import VIPERGen

@Suite("viper.yml")
struct ConfigurationTests {
    let defaults = ViperConfiguration(modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App")

    @Test("A full file is read key by key")
    func fullFile() throws {
        let yaml = """
            modules: Sources/FootballGather/Modules
            tests: Tests/FootballGatherTests
            testableImport: FootballGather
            template: Templates/custom
            lint:
              disabled: [module-roles]
              forbiddenImports: [Vapor, Fluent]
              sources: [Sources, Plugins]
            """
        #expect(
            try ViperConfiguration.parse(yaml)
                == ViperConfiguration(
                    modules: "Sources/FootballGather/Modules", tests: "Tests/FootballGatherTests",
                    testableImport: "FootballGather", template: "Templates/custom",
                    lint: LintSettings(
                        disabled: [.moduleRoles], forbiddenImports: ["Vapor", "Fluent"],
                        sources: ["Sources", "Plugins"])
                ))
    }

    @Test("Front ends are listed with their kind, views folder and view factory file")
    func frontEnds() throws {
        let yaml = """
            frontEnds:
              - kind: terminal
                views: Sources/AppTerminal/Views
                factory: Sources/AppTerminal/Views/TerminalViewFactory.swift
              - kind: web
                views: Sources/AppWeb/Views/
                factory: Sources/AppWeb/WebViewFactory.swift
            """
        let configuration = try ViperConfiguration.parse(yaml, defaults: defaults)

        #expect(
            configuration.frontEnds == [
                FrontEnd(
                    kind: "terminal", views: "Sources/AppTerminal/Views",
                    factory: "Sources/AppTerminal/Views/TerminalViewFactory.swift"),
                FrontEnd(kind: "web", views: "Sources/AppWeb/Views/", factory: "Sources/AppWeb/WebViewFactory.swift"),
            ])
        #expect(configuration.frontEnds.map(\.factoryType) == ["TerminalViewFactory", "WebViewFactory"])
        #expect(configuration.frontEnds.map(\.target) == ["AppTerminal", "AppWeb"])
        #expect(try ViperConfiguration.parse("modules: A\n", defaults: defaults).frontEnds == [])
    }

    @Test(
        "Mistakes in frontEnds are reported with the line",
        arguments: [
            ("frontEnds: terminal\n", "viper.yml:1: 'frontEnds' must be a list of front ends (kind, views, factory)"),
            (
                "frontEnds:\n  - kind: terminal\n    views: Sources/T\n",
                "viper.yml:2: a front end needs a 'factory' (it has: kind, views, factory)"
            ),
            (
                "frontEnds:\n  - {kind: tui, views: Sources/T, factory: Sources/T/F.swift, target: T}\n",
                "viper.yml:2: unknown key 'target' in a front end (known keys: kind, views, factory)"
            ),
            (
                "frontEnds:\n  - {kind: terminal, views: ../Other, factory: Sources/T/F.swift}\n",
                "viper.yml:2: 'views' of front end terminal must be a path inside the package, relative to its root"
            ),
            (
                "frontEnds:\n  - {kind: terminal, views: Sources/T, factory: Sources/T/Factory}\n",
                "viper.yml:2: 'factory' of front end terminal must name the Swift file of its view factory"
            ),
            (
                "frontEnds:\n  - {kind: \"my terminal\", views: Sources/T, factory: Sources/T/F.swift}\n",
                "viper.yml:2: front end kind 'my terminal' is not a plain name"
            ),
            (
                "frontEnds:\n  - {kind: a, views: Sources/T, factory: Sources/T/F.swift}\n  - {kind: b, views: Sources/T/, factory: Sources/T/G.swift}\n",
                "viper.yml:3: two front ends put their views in Sources/T/"
            ),
        ]
    )
    func frontEndMistakes(yaml: String, message: String) {
        #expect(throws: ViperError(message)) { try ViperConfiguration.parse(yaml, defaults: defaults) }
    }

    @Test("Keys the file leaves out come from the package's defaults")
    func defaultsFillGaps() throws {
        let configuration = try ViperConfiguration.parse("tests: Tests/Other\n", defaults: defaults)
        #expect(
            configuration
                == ViperConfiguration(modules: "Sources/App/Modules", tests: "Tests/Other", testableImport: "App"))
    }

    @Test("An empty file means every default")
    func emptyFile() throws {
        #expect(try ViperConfiguration.parse("# nothing yet\n", defaults: defaults) == defaults)
    }

    @Test("The file viper init writes reads back as the same configuration")
    func roundTrip() throws {
        var configuration = ViperConfiguration(
            modules: "Sources/My App/Modules", tests: "Tests/AppTests", testableImport: "App", template: "true")
        configuration.lint = LintSettings(disabled: [.moduleIsolation], forbiddenImports: ["Vapor"])
        #expect(try ViperConfiguration.parse(configuration.fileContents) == configuration)
        #expect(configuration.fileContents.contains("# frontEnds:\n#   - kind: terminal\n"))

        configuration.frontEnds = [
            FrontEnd(
                kind: "terminal", views: "Sources/App Terminal/Views", factory: "Sources/T/TerminalViewFactory.swift"),
            FrontEnd(kind: "web", views: "Sources/AppWeb/Views", factory: "Sources/AppWeb/WebViewFactory.swift"),
        ]
        #expect(try ViperConfiguration.parse(configuration.fileContents) == configuration)
    }

    @Test(
        "Mistakes are reported with the file, the line and what to fix",
        arguments: [
            ("modules: [a, b]\n", "viper.yml:1: 'modules' must be a single text value"),
            (
                "modules: A\ntests: B\ntestable: C\n",
                "viper.yml:3: unknown key 'testable' (known keys: modules, tests, testableImport, template, frontEnds, lint)"
            ),
            (
                "lint:\n  disable: [module-roles]\n",
                "viper.yml:2: unknown key 'disable' in lint (known keys: disabled, forbiddenImports, sources)"
            ),
            (
                "lint:\n  disabled: [no-uikit]\n",
                "viper.yml:2: unknown rule 'no-uikit' in lint.disabled (rules: no-ui-import, view-talks-to-presenter, module-isolation, module-roles)"
            ),
            ("modules:\n", "viper.yml:1: 'modules' is empty"),
            ("- just\n- a list\n", "viper.yml:1: the file must be a mapping of keys to values"),
        ]
    )
    func mistakes(yaml: String, message: String) {
        #expect(throws: ViperError(message)) { try ViperConfiguration.parse(yaml, defaults: defaults) }
    }

    @Test("Text that is not YAML is refused, not crashed on")
    func notYAML() throws {
        let error = try #require(throws: ViperError.self) {
            try ViperConfiguration.parse("modules: [unclosed\n", defaults: defaults)
        }
        #expect(error.message.hasPrefix("viper.yml is not valid YAML: "))
    }

    @Test("Without defaults, the required keys must be in the file")
    func requiredKeys() {
        #expect(throws: ViperError("viper.yml: 'tests' is missing, and there is no Package.swift to infer it from.")) {
            try ViperConfiguration.parse("modules: Sources/App/Modules\n")
        }
    }

    @Test("Loading a package without viper.yml infers everything from Package.swift")
    func loadInfers() throws {
        let package = try TemporaryPackage.library(named: "Weather")
        #expect(
            try ViperConfiguration.load(packageRoot: package.root)
                == ViperConfiguration(
                    modules: "Sources/Weather/Modules", tests: "Tests/WeatherTests", testableImport: "Weather"))
    }

    @Test("Loading a folder that is not a package says what to do")
    func loadOutsidePackage() throws {
        let folder = try TemporaryPackage()
        #expect(
            throws: ViperError(
                "No viper.yml and no Package.swift in \(folder.root.path). Run viper in a Swift package's root folder, or pass its path."
            )
        ) {
            try ViperConfiguration.load(packageRoot: folder.root)
        }
    }
}
