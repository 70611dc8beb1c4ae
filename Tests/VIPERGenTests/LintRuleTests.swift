import Foundation
import Testing
import VIPERGen

@Suite("Lint rules, each broken by a fixture")
struct LintRuleTests {
    let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
    let interactor = "Sources/App/Modules/Weather/WeatherInteractor.swift"
    let router = "Sources/App/Modules/Weather/WeatherRouter.swift"
    let terminalView = "Sources/AppTerminal/WeatherTerminalView.swift"

    @Test("Modules made by the built-in template follow every rule")
    func generatedModulesAreClean() throws {
        #expect(try LintFixture().lint() == LintReport(modules: ["Forecast", "Weather"], violations: []))
    }

    @Test("no-ui-import: a presenter that imports UIKit is caught at the import's line")
    func presenterImportsUIKit() throws {
        let fixture = try LintFixture()
        try fixture.edit(presenter, replacing: "import VIPERKit\n", with: "import UIKit\nimport VIPERKit\n")

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: presenter, line: 2, rule: .noUIImport,
                    message:
                        "the Weather presenter imports UIKit; presenters, interactors and routers import no UI framework (UI code belongs in the view)"
                )
            ])
    }

    @Test("no-ui-import: every import form counts in interactors, routers and +Aspect files; comments do not")
    func importForms() throws {
        let fixture = try LintFixture()
        try fixture.edit(
            interactor, replacing: "/// Business", with: "// import UIKit\n@preconcurrency import SwiftUI\n/// Business"
        )
        try fixture.edit(router, replacing: "import VIPERKit", with: "import struct AppKit.NSColor\nimport VIPERKit")
        try fixture.package.write(
            "Sources/App/Modules/Weather/WeatherPresenter+Colors.swift", "@_exported import UIKit\n")

        #expect(
            try fixture.lint().violations.map { "\($0.path):\($0.line) \($0.rule.rawValue)" } == [
                "\(interactor):2 no-ui-import",
                "Sources/App/Modules/Weather/WeatherPresenter+Colors.swift:1 no-ui-import",
                "\(router):1 no-ui-import",
            ])
    }

    @Test("no-ui-import: viper.yml can forbid more imports")
    func extraForbiddenImports() throws {
        var fixture = try LintFixture()
        fixture.configuration.lint.forbiddenImports = ["Vapor"]
        try fixture.edit(interactor, replacing: "/// Business", with: "import Vapor\n\n/// Business")

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: interactor, line: 1, rule: .noUIImport,
                    message:
                        "the Weather interactor imports Vapor; viper.yml forbids it in presenters, interactors and routers"
                )
            ])
    }

    @Test("view-talks-to-presenter: a view that calls its router is caught, wherever the view lives")
    func viewReferencesRouter() throws {
        let fixture = try LintFixture()
        try fixture.edit(
            terminalView, replacing: "    func show(_ alert: Alert) {}",
            with:
                "    func show(_ alert: Alert) {}\n    var router: WeatherRouter?  // WeatherInteractor in a comment is fine"
        )
        try fixture.package.write(
            "Sources/App/Modules/Forecast/ForecastViewController.swift",
            "final class ForecastViewController {\n    let interactor = ForecastInteractor()\n}\n")

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: "Sources/App/Modules/Forecast/ForecastViewController.swift", line: 2,
                    rule: .viewTalksToPresenter,
                    message:
                        "the Forecast view refers to ForecastInteractor; a view talks only to its presenter (ForecastPresenting)"
                ),
                Violation(
                    path: terminalView, line: 11, rule: .viewTalksToPresenter,
                    message:
                        "the Weather view refers to WeatherRouter; a view talks only to its presenter (WeatherPresenting)"
                ),
            ])
    }

    @Test("module-isolation: a presenter that reaches into another module's router is caught; its delegate is fine")
    func presenterReachesIntoOtherModule() throws {
        let fixture = try LintFixture()
        try fixture.append("extension WeatherPresenter: ForecastDelegate {}", to: presenter)
        try fixture.append("func peek(_ router: ForecastRouter, _ module: ForecastModule) {}", to: presenter)
        try fixture.append("func ask(_ other: any ForecastInteracting) {}", to: interactor)

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: interactor, line: fixture.lastLine(of: interactor), rule: .moduleIsolation,
                    message:
                        "the Weather interactor refers to ForecastInteracting of module Forecast; modules reach each other only through routers, assemblies and delegates"
                ),
                Violation(
                    path: presenter, line: fixture.lastLine(of: presenter), rule: .moduleIsolation,
                    message:
                        "the Weather presenter refers to ForecastRouter of module Forecast; modules reach each other only through routers, assemblies and delegates"
                ),
            ])
    }

    @Test("module-roles: a module folder without its router is caught")
    func missingRouter() throws {
        let fixture = try LintFixture()
        try FileManager.default.removeItem(at: fixture.package.root.appendingPathComponent(router))

        #expect(
            try fixture.lint().violations == [
                Violation(
                    path: "Sources/App/Modules/Weather", line: 1, rule: .moduleRoles,
                    message:
                        "module Weather has no router: add WeatherRouter.swift (every module has Contracts, Presenter, Interactor, Router and Module files)"
                )
            ])
    }

    @Test("A file that is not UTF-8 text is still read, never crashed on")
    func notUTF8() throws {
        let fixture = try LintFixture()
        let url = fixture.package.root.appendingPathComponent(router)
        try Data([0x69, 0x6D, 0x70, 0x6F, 0x72, 0x74, 0x20, 0x55, 0x49, 0x4B, 0x69, 0x74, 0x0A, 0xFF, 0xFE]).write(
            to: url)

        #expect(try fixture.lint().violations.map(\.rule) == [.noUIImport])
    }

    @Test("A rule disabled in viper.yml is not checked")
    func disabledRule() throws {
        var fixture = try LintFixture()
        fixture.configuration.lint.disabled = [.noUIImport]
        try fixture.edit(presenter, replacing: "import VIPERKit\n", with: "import UIKit\nimport VIPERKit\n")

        #expect(try fixture.lint().violations == [])
    }

    @Test("A missing modules folder is reported with the setting to fix")
    func missingModulesFolder() throws {
        var fixture = try LintFixture()
        fixture.configuration.modules = "Sources/Nowhere"

        #expect(
            throws: ViperError(
                "No modules folder at Sources/Nowhere in \(fixture.package.root.path); set `modules` in viper.yml.")
        ) {
            try fixture.lint()
        }
    }
}
