import Foundation
import Testing
import VIPERGen

@Suite("Project rules of viper.yml, each kept and broken by a fixture")
struct ProjectRuleTests {
    let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
    let interactor = "Sources/App/Modules/Weather/WeatherInteractor.swift"
    let router = "Sources/App/Modules/Weather/WeatherRouter.swift"
    let forecastInteractor = "Sources/App/Modules/Forecast/ForecastInteractor.swift"
    let terminalView = "Sources/AppTerminal/WeatherTerminalView.swift"

    /// The fixture, checked with `rules` besides the built-in rules.
    func fixture(_ rules: ProjectRule...) throws -> LintFixture {
        var fixture = try LintFixture()
        fixture.configuration.lint.rules = rules
        return fixture
    }

    @Test("Modules made by the built-in template keep every kind of project rule")
    func generatedModulesKeepProjectRules() throws {
        let fixture = try fixture(
            ProjectRule(name: "no-networking", check: .forbidImports(["Alamofire"]), layers: [.presenter]),
            ProjectRule(
                name: "presenter-uses-protocols", check: .mayNotDependOn([.interactor, .router]), layers: [.presenter]),
            ProjectRule(name: "short-files", check: .maxLines(400)))

        #expect(try fixture.lint() == LintReport(modules: ["Forecast", "Weather"], violations: []))
    }

    @Test("forbidImports: a forbidden import in a layer the rule names is caught; elsewhere or in a comment it is not")
    func forbiddenImportByLayer() throws {
        let fixture = try fixture(
            ProjectRule(name: "no-networking-in-presenters", check: .forbidImports(["Alamofire"]), layers: [.presenter])
        )
        try fixture.edit(
            presenter, replacing: "import VIPERKit\n", with: "import VIPERKit\n// import Alamofire\nimport Alamofire\n")
        try fixture.edit(router, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport Alamofire\n")

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: presenter, line: 4, rule: "no-networking-in-presenters",
                    message: "the Weather presenter imports Alamofire; this project forbids Alamofire here")
            ])
    }

    @Test("forbidImports: Module.Member forbids that member's imports, not the module's; a module forbids its members")
    func forbiddenMember() throws {
        let fixture = try fixture(
            ProjectRule(
                name: "no-sessions", check: .forbidImports(["Foundation.URLSession", "Alamofire"]),
                layers: [.interactor]))
        try fixture.edit(
            interactor, replacing: "/// Business",
            with:
                "import Foundation\nimport class Foundation.URLSession\n@preconcurrency import Alamofire.Session\n/// Business"
        )

        #expect(
            try fixture.lint().violations.map { "\($0.line) \($0.message) [\($0.rule)]" } == [
                "2 the Weather interactor imports Foundation.URLSession; this project forbids Foundation.URLSession here [no-sessions]",
                "3 the Weather interactor imports Alamofire.Session; this project forbids Alamofire here [no-sessions]",
            ])
    }

    @Test("forbidImports: a rule for one module checks only that module's files, every layer of them")
    func forbiddenImportByModule() throws {
        let fixture = try fixture(
            ProjectRule(name: "weather-no-crypto", check: .forbidImports(["Crypto"]), modules: ["Weather"]))
        try fixture.edit(interactor, replacing: "/// Business", with: "import Crypto\n/// Business")
        try fixture.edit(forecastInteractor, replacing: "/// Business", with: "import Crypto\n/// Business")
        try fixture.edit(terminalView, replacing: "import App\n", with: "import App\nimport Crypto\n")

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: "Sources/App/Modules/Weather/WeatherInteractor.swift", line: 1, rule: "weather-no-crypto",
                    message:
                        "the Weather interactor imports Crypto; this project forbids Crypto here"
                ),
                Violation(
                    path: terminalView, line: 2, rule: "weather-no-crypto",
                    message:
                        "the Weather view imports Crypto; this project forbids Crypto here"),
            ])
    }

    @Test(
        "mayNotDependOn: an interactor naming its router's type is caught; the Routing protocol, comments and strings are not"
    )
    func interactorNamesRouter() throws {
        let fixture = try fixture(
            ProjectRule(
                name: "interactor-independent-of-router", check: .mayNotDependOn([.router]), layers: [.interactor]))
        try fixture.append("func keep(_ router: any WeatherRouting) {}  // not WeatherRouter", to: interactor)
        try fixture.append("let note = \"WeatherRouter\"", to: interactor)
        try fixture.append("func peek(_ router: WeatherRouter, _ other: ForecastRouter) {}", to: interactor)

        #expect(
            try fixture.lint().violations.filter { $0.rule == "interactor-independent-of-router" } == [
                Violation(
                    path: interactor, line: fixture.lastLine(of: interactor), rule: "interactor-independent-of-router",
                    message:
                        "the Weather interactor refers to ForecastRouter, a type of the Forecast router; this project keeps interactors independent of routers"
                ),
                Violation(
                    path: interactor, line: fixture.lastLine(of: interactor), rule: "interactor-independent-of-router",
                    message:
                        "the Weather interactor refers to WeatherRouter, a type of the Weather router; this project keeps interactors independent of routers"
                ),
            ])
    }

    @Test("mayNotDependOn: a presenter may use the interactor's protocol but not its concrete type")
    func presenterNamesConcreteInteractor() throws {
        let fixture = try fixture(
            ProjectRule(name: "presenter-uses-protocols", check: .mayNotDependOn([.interactor]), layers: [.presenter]))
        try fixture.append(
            "extension WeatherPresenter { static func make() -> WeatherInteractor { WeatherInteractor() } }",
            to: presenter)

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: presenter, line: fixture.lastLine(of: presenter), rule: "presenter-uses-protocols",
                    message:
                        "the Weather presenter refers to WeatherInteractor, a type of the Weather interactor; this project keeps presenters independent of interactors"
                )
            ])
    }

    @Test("mayNotDependOn: nested types, and names declared outside the forbidden layers too, belong to no layer")
    func dependencyIsOnTopLevelTypesOnly() throws {
        let fixture = try fixture(
            ProjectRule(
                name: "presenter-independent-of-router", check: .mayNotDependOn([.router]), layers: [.presenter]))
        try fixture.append("extension WeatherRouter {\n    enum Destination { case next }\n}", to: router)
        try fixture.append("struct Spacing {}\nstruct Palette {}", to: router)
        try fixture.package.write("Sources/App/Modules/Weather/WeatherStyle.swift", "struct Spacing {}\n")
        try fixture.append(
            "let next: Destination? = nil\nlet spacing = Spacing()\nlet palette = Palette()", to: presenter)

        #expect(
            try fixture.lint().violations.map { "\($0.line): \($0.message)" } == [
                "\(fixture.lastLine(of: presenter)): the Weather presenter refers to Palette, a type of the Weather router; this project keeps presenters independent of routers"
            ])
    }

    @Test("A rule naming a module the package does not have is pointed out, not silently ignored")
    func unknownModule() throws {
        let fixture = try LintFixture()
        try fixture.package.write(
            "viper.yml",
            "modules: Sources/App/Modules\nlint:\n  rules:\n    - {name: no-crypto, modules: [Wether], forbidImports: Crypto}\n"
        )

        #expect(
            CommandRun(["lint", fixture.package.root.path])
                == CommandRun(
                    exitCode: 0, output: ["viper lint: 2 modules checked, no violations."],
                    errors: [
                        "warning: rule 'no-crypto' of viper.yml names module Wether, which is not in Sources/App/Modules; the rule checks nothing there."
                    ]))
    }

    @Test("maxLines: a file at the limit passes, one line more is caught at the first line past it")
    func fileLength() throws {
        let length = try LintFixture().lastLine(of: presenter)
        let atLimit = try fixture(
            ProjectRule(name: "short-presenters", check: .maxLines(length), layers: [.presenter], modules: ["Weather"]))
        #expect(try atLimit.lint().violations == [])

        let over = try fixture(
            ProjectRule(
                name: "short-presenters", check: .maxLines(length - 1), layers: [.presenter], modules: ["Weather"]))
        #expect(
            try over.lint().violations == [
                Violation(
                    path: presenter, line: length, rule: "short-presenters",
                    message:
                        "WeatherPresenter.swift is longer than \(length - 1) lines, the most this project allows; split it into WeatherPresenter+<Aspect>.swift files"
                )
            ])
    }

    @Test("maxLines: without layers every file of a module counts, its views and files of no layer included")
    func fileLengthEverywhere() throws {
        let fixture = try fixture(ProjectRule(name: "short-files", check: .maxLines(100)))
        let padding = String(repeating: "\n", count: 100)
        try fixture.package.write("Sources/App/Modules/Weather/WeatherFormatting.swift", "let digits = 2\n" + padding)
        try fixture.append(padding, to: terminalView)

        #expect(
            try fixture.lint().violations.map { "\($0.path):\($0.line) [\($0.rule)]" } == [
                "Sources/App/Modules/Weather/WeatherFormatting.swift:101 [short-files]",
                "\(terminalView):101 [short-files]",
            ])
    }

    @Test(
        "A project rule's violations sort after the built-in ones on the same line, and its summary reads as a sentence"
    )
    func namesAndSummaries() {
        #expect(RuleName.moduleRoles < "a-project-rule")
        #expect(
            ProjectRule(
                name: "x", check: .forbidImports(["Alamofire", "Foundation.URLSession"]),
                layers: [.presenter, .interactor]
            )
            .summary == "presenters and interactors do not import Alamofire or Foundation.URLSession")
        #expect(
            ProjectRule(name: "x", check: .mayNotDependOn([.router]), layers: [.interactor], modules: ["Login"]).summary
                == "interactors of module Login do not name the types of routers")
        #expect(ProjectRule(name: "x", check: .maxLines(400)).summary == "module files have at most 400 lines")
    }
}
