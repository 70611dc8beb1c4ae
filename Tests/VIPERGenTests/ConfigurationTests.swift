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
                "viper.yml:2: unknown key 'disable' in lint (known keys: disabled, forbiddenImports, sources, rules)"
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

    @Test("Project rules under lint.rules are read with their name, check, layers and modules")
    func projectRules() throws {
        let yaml = """
            lint:
              rules:
                - name: no-networking-in-presenters
                  layers: [presenter, interactor]
                  forbidImports: [Foundation.URLSession, Alamofire]
                - name: interactor-independent-of-router
                  layers: interactor
                  mayNotDependOn: [router]
                - name: login-no-crypto
                  modules: [Login]
                  forbidImports: Crypto
                - name: short-files
                  maxLines: 400
            """
        #expect(
            try ViperConfiguration.parse(yaml, defaults: defaults).lint.rules == [
                ProjectRule(
                    name: "no-networking-in-presenters", check: .forbidImports(["Foundation.URLSession", "Alamofire"]),
                    layers: [.presenter, .interactor]),
                ProjectRule(
                    name: "interactor-independent-of-router", check: .mayNotDependOn([.router]), layers: [.interactor]),
                ProjectRule(name: "login-no-crypto", check: .forbidImports(["Crypto"]), modules: ["Login"]),
                ProjectRule(name: "short-files", check: .maxLines(400)),
            ])
        #expect(try ViperConfiguration.parse("lint:\n  rules:\n", defaults: defaults).lint.rules == [])
    }

    @Test("The file viper init writes keeps project rules, and shows an example when there are none")
    func projectRulesRoundTrip() throws {
        var configuration = defaults
        #expect(configuration.fileContents.contains("  # rules:\n  #   - name: short-presenters\n"))
        configuration.lint.rules = [
            ProjectRule(
                name: "no-net", check: .forbidImports(["Alamofire"]), layers: [.presenter], modules: ["Login", "Home"]),
            ProjectRule(name: "layered", check: .mayNotDependOn([.router, .view]), layers: [.interactor]),
            ProjectRule(name: "short", check: .maxLines(300), layers: [.assembly]),
        ]
        #expect(try ViperConfiguration.parse(configuration.fileContents) == configuration)
    }

    @Test(
        "Mistakes in project rules are refused with the line, the rule and the key",
        arguments: [
            (
                "lint:\n  rules: short\n",
                "viper.yml:2: 'lint.rules' must be a list of rules, each with a name and one of forbidImports, mayNotDependOn, maxLines"
            ),
            (
                "lint:\n  rules:\n    - {name: r, layers: [presenters], maxLines: 9}\n",
                "viper.yml:3: unknown layer 'presenters' in 'layers' of rule 'r' (layers: contracts, presenter, interactor, router, assembly, view)"
            ),
            (
                "lint:\n  rules:\n    - name: r\n      maxLines: 9\n      layer: presenter\n",
                "viper.yml:5: unknown key 'layer' in rule 'r' (known keys: name, layers, modules, forbidImports, mayNotDependOn, maxLines)"
            ),
            (
                "lint:\n  rules:\n    - name: r\n      maxLines: -4\n",
                "viper.yml:4: 'maxLines' of rule 'r' must be a whole number above 0 (it is '-4')"
            ),
            (
                "lint:\n  rules:\n    - name: r\n      maxLines: [400]\n",
                "viper.yml:4: 'maxLines' of rule 'r' must be a whole number above 0"
            ),
            (
                "lint:\n  rules:\n    - name: r\n      forbidImports: {Alamofire: yes}\n",
                "viper.yml:4: 'forbidImports' must be a list of text values"
            ),
            (
                "lint:\n  rules:\n    - name: r\n      forbidImports: [\"Ala mofire\"]\n",
                "viper.yml:4: 'Ala mofire' in 'forbidImports' of rule 'r' is not a module name (Alamofire) or a module's member (Foundation.URLSession)"
            ),
            (
                "lint:\n  rules:\n    - {maxLines: 9}\n",
                "viper.yml:3: a rule of lint.rules needs a 'name', printed as [name] after its violations"
            ),
            (
                "lint:\n  rules:\n    - {name: module-roles, maxLines: 9}\n",
                "viper.yml:3: rule name 'module-roles' is the name of a built-in rule; choose another"
            ),
            (
                "lint:\n  rules:\n    - {name: \"my rule\", maxLines: 9}\n",
                "viper.yml:3: rule name 'my rule' is not a plain name (letters, digits, '-', '_' and '.')"
            ),
            (
                "lint:\n  rules:\n    - {name: r, maxLines: 9}\n    - {name: r, maxLines: 8}\n",
                "viper.yml:4: two rules are named 'r' in lint.rules; give each its own name"
            ),
            (
                "lint:\n  rules:\n    - {name: r, layers: [presenter]}\n",
                "viper.yml:3: rule 'r' checks nothing: give each rule exactly one of forbidImports, mayNotDependOn, maxLines"
            ),
            (
                "lint:\n  rules:\n    - {name: r, forbidImports: [A], maxLines: 9}\n",
                "viper.yml:3: rule 'r' has both forbidImports and maxLines: give each rule exactly one of forbidImports, mayNotDependOn, maxLines"
            ),
            (
                "lint:\n  rules:\n    - {name: r, mayNotDependOn: [router]}\n",
                "viper.yml:3: rule 'r' has mayNotDependOn but no 'layers': name the layers that may not depend on router"
            ),
            (
                "lint:\n  rules:\n    - {name: r, layers: [router], mayNotDependOn: [router]}\n",
                "viper.yml:3: rule 'r' says the router layer may not depend on itself; list other layers in mayNotDependOn"
            ),
            (
                "lint:\n  rules:\n    - {name: r, modules: [Log-in], maxLines: 9}\n",
                "viper.yml:3: 'Log-in' in 'modules' of rule 'r' is not a module name"
            ),
        ]
    )
    func projectRuleMistakes(yaml: String, message: String) {
        #expect(throws: ViperError(message)) { try ViperConfiguration.parse(yaml, defaults: defaults) }
    }
}
