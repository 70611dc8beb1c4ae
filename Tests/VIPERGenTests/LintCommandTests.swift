import Foundation
import Testing
import VIPERGen

@Suite("viper lint")
struct LintCommandTests {
    @Test("Clean modules pass with a summary and exit code 0")
    func clean() throws {
        let fixture = try LintFixture()

        #expect(
            CommandRun(["lint", fixture.package.root.path])
                == CommandRun(exitCode: 0, output: ["viper lint: 2 modules checked, no violations."]))
    }

    @Test("A presenter that imports UIKit prints path:line: error: and exits 1")
    func violation() throws {
        let fixture = try LintFixture()
        let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
        try fixture.edit(presenter, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport UIKit\n")
        let root = fixture.package.root.path

        #expect(
            CommandRun(["lint", root])
                == CommandRun(
                    exitCode: 1,
                    output: [
                        "\(root)/\(presenter):3: error: the Weather presenter imports UIKit; presenters, interactors and routers import no UI framework (UI code belongs in the view) [no-ui-import]",
                        "viper lint: 2 modules checked, 1 violation.",
                    ]))
    }

    @Test("Rule settings come from the package's viper.yml")
    func readsSettings() throws {
        let fixture = try LintFixture()
        try fixture.package.write(
            "viper.yml",
            "modules: Sources/App/Modules\nlint:\n  disabled: [module-roles]\n  forbiddenImports: [Vapor]\n")
        try fixture.edit(
            "Sources/App/Modules/Weather/WeatherRouter.swift", replacing: "import VIPERKit",
            with: "import Vapor\nimport VIPERKit")
        try FileManager.default.removeItem(
            at: fixture.package.root.appendingPathComponent("Sources/App/Modules/Forecast/ForecastModule.swift"))

        let run = CommandRun(["lint", fixture.package.root.path])

        #expect(run.exitCode == 1)
        #expect(run.output.count == 2)
        #expect(
            run.output.first?.hasSuffix(
                "WeatherRouter.swift:1: error: the Weather router imports Vapor; viper.yml forbids it in presenters, interactors and routers [no-ui-import]"
            ) == true)
    }

    @Test("A broken viper.yml is reported, not crashed on")
    func brokenConfiguration() throws {
        let fixture = try LintFixture()
        try fixture.package.write("viper.yml", "lint: [oops\n")

        let run = CommandRun(["lint", fixture.package.root.path])

        #expect(run.exitCode == 1)
        #expect(run.errors.first?.hasPrefix("viper.yml is not valid YAML: ") == true)
    }

    @Test("--config names another configuration file")
    func configOption() throws {
        let fixture = try LintFixture()
        try fixture.package.write("other.yml", "modules: Sources/Nowhere\n")

        let run = CommandRun([
            "lint", fixture.package.root.path, "--config",
            fixture.package.root.appendingPathComponent("other.yml").path,
        ])

        #expect(
            run
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "No modules folder at Sources/Nowhere in \(fixture.package.root.path); set `modules` in viper.yml."
                    ]))
    }
}
