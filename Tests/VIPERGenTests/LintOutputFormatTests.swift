import Foundation
import Testing
import VIPERGen

@Suite("viper lint --format json and --format sarif")
struct LintOutputFormatTests {
    let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
    let router = "Sources/App/Modules/Weather/WeatherRouter.swift"
    let uiMessage = "presenters, interactors and routers import no UI framework (UI code belongs in the view)"

    /// The fixture with a project rule, the Weather presenter importing UIKit (line 3) and its router Alamofire (line 2).
    func brokenFixture() throws -> LintFixture {
        let fixture = try LintFixture()
        try fixture.package.write(
            "viper.yml",
            """
            modules: Sources/App/Modules
            lint:
              rules:
                - name: no-networking
                  layers: [router]
                  forbidImports: [Alamofire]

            """)
        try fixture.edit(presenter, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport UIKit\n")
        try fixture.edit(router, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport Alamofire\n")
        return fixture
    }

    /// The output of `run` as a JSON object.
    func object(_ run: CommandRun) throws -> [String: Any] {
        let data = Data(run.output.joined(separator: "\n").utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("json lists every violation with file, line, rule, message and whether it is new; exit code 1")
    func json() throws {
        let fixture = try brokenFixture()
        let run = CommandRun(["lint", fixture.package.root.path, "--format", "json"])
        let json = try object(run)
        let root = fixture.package.root.path

        #expect(run.exitCode == 1)
        #expect(json["modules"] as? [String] == ["Forecast", "Weather"])
        #expect(json["baseline"] == nil)
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.count == 2)
        #expect(violations[0]["file"] as? String == "\(root)/\(presenter)")
        #expect(violations[0]["line"] as? Int == 3)
        #expect(violations[0]["rule"] as? String == "no-ui-import")
        #expect(violations[0]["message"] as? String == "the Weather presenter imports UIKit; \(uiMessage)")
        #expect(violations[0]["baselined"] as? Bool == false)
        #expect(violations[1]["file"] as? String == "\(root)/\(router)")
        #expect(violations[1]["line"] as? Int == 2)
        #expect(violations[1]["rule"] as? String == "no-networking")
        #expect(
            violations[1]["message"] as? String
                == "the Weather router imports Alamofire; this project forbids Alamofire here")
        #expect(json["fixed"] as? [[String: Any]] != nil)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["modules": 2, "violations": 2, "new": 2, "baselined": 0, "fixed": 0])
    }

    @Test("json decodes as LintJSON; with a baseline it marks known violations and lists fixed entries; exit code 0")
    func jsonWithBaseline() throws {
        let fixture = try brokenFixture()
        let root = fixture.package.root.path
        _ = CommandRun(["lint", root, "--write-baseline"])
        try fixture.edit(router, replacing: "import Alamofire\n", with: "")

        let run = CommandRun(["lint", root, "--format", "json"])
        let json = try JSONDecoder().decode(LintJSON.self, from: Data(run.output.joined(separator: "\n").utf8))

        #expect(run.exitCode == 0)
        #expect(json.baseline == "\(root)/.viper/lint-baseline.yml")
        #expect(
            json.violations == [
                LintJSON.Violation(
                    file: "\(root)/\(presenter)", line: 3, rule: "no-ui-import",
                    message: "the Weather presenter imports UIKit; \(uiMessage)", baselined: true)
            ])
        #expect(
            json.fixed == [
                LintJSON.Fixed(
                    file: "\(root)/\(router)", rule: "no-networking",
                    message: "the Weather router imports Alamofire; this project forbids Alamofire here", count: 1
                )
            ])
        #expect(json.summary == LintJSON.Summary(modules: 2, violations: 1, new: 0, baselined: 1, fixed: 1))
    }

    @Test("sarif is a SARIF 2.1.0 log: the rules with their descriptions, and a result per violation")
    func sarif() throws {
        let fixture = try brokenFixture()
        let run = CommandRun(["lint", fixture.package.root.path, "--format", "sarif"])
        let log = try object(run)

        #expect(run.exitCode == 1)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viper")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.map { $0["id"] as? String } == [
                "no-ui-import", "view-talks-to-presenter", "module-isolation", "module-roles", "no-networking",
            ])
        #expect(
            (rules[0]["shortDescription"] as? [String: Any])?["text"] as? String
                == "presenters, interactors and routers import no UI framework")
        #expect(
            (rules[4]["shortDescription"] as? [String: Any])?["text"] as? String == "routers do not import Alamofire")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let result = results[1]
        #expect(result["ruleId"] as? String == "no-networking")
        #expect(result["ruleIndex"] as? Int == 4)
        #expect(result["level"] as? String == "error")
        #expect(
            (result["message"] as? [String: Any])?["text"] as? String
                == "the Weather router imports Alamofire; this project forbids Alamofire here")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "file://\(fixture.package.root.path)/\(router)")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
        #expect(result["suppressions"] == nil)
        #expect(result["baselineState"] == nil)
    }

    @Test("sarif marks baselined results as suppressed and unchanged, new ones as new; exit code 1 only for new ones")
    func sarifWithBaseline() throws {
        let fixture = try brokenFixture()
        let root = fixture.package.root.path
        _ = CommandRun(["lint", root, "--write-baseline"])

        let quiet = CommandRun(["lint", root, "--format", "sarif"])
        #expect(quiet.exitCode == 0)

        try fixture.edit(presenter, replacing: "import UIKit\n", with: "import UIKit\nimport Alamofire\n")
        try fixture.package.write(
            "viper.yml",
            (fixture.package.read("viper.yml") ?? "").replacingOccurrences(of: "[router]", with: "[router, presenter]"))
        let run = CommandRun(["lint", root, "--format", "sarif"])
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(run.output.joined(separator: "\n").utf8))
        let results = try #require(log.runs.first?.results)

        #expect(run.exitCode == 1)
        #expect(results.map(\.ruleId) == ["no-ui-import", "no-networking", "no-networking"])
        #expect(results.map(\.baselineState) == ["unchanged", "new", "unchanged"])
        #expect(results.map { $0.suppressions?.map(\.kind) } == [["external"], nil, ["external"]])
        #expect(results.map { $0.locations[0].physicalLocation.region.startLine } == [3, 4, 2])
    }

    @Test("Paths relative to the folder viper ran in stay relative URIs, percent-encoded; absolute ones are file URLs")
    func uris() throws {
        let violation = Violation(path: "Sources/My App/A.swift", line: 7, rule: "short-files", message: "too long")
        let outcome = LintOutcome(report: LintReport(modules: ["A"], violations: [violation]))
        let rules = [(name: "short-files", summary: "module files have at most 9 lines")]

        let relative = SARIFLog(outcome, rules: rules, folder: ".", toolVersion: "1.0.0")
        let absolute = SARIFLog(outcome, rules: rules, folder: "/tmp/My Package", toolVersion: "1.0.0")

        #expect(
            relative.runs.first?.results.first?.locations[0].physicalLocation.artifactLocation.uri
                == "Sources/My%20App/A.swift")
        #expect(
            absolute.runs.first?.results.first?.locations[0].physicalLocation.artifactLocation.uri
                == "file:///tmp/My%20Package/Sources/My%20App/A.swift")
        #expect(relative.runs.first?.results.first?.ruleIndex == 0)
    }

    @Test("--write-baseline prints a summary only, so it is refused with --format json or sarif")
    func writeBaselineWithFormat() throws {
        let fixture = try LintFixture()
        let run = CommandRun(["lint", fixture.package.root.path, "--write-baseline", "--format", "json"])

        #expect(run.exitCode == 64)
        #expect(
            run.errors.first?.contains(
                "--write-baseline prints a one-line summary; run viper lint --format json after it for the results.")
                == true)
        #expect(fixture.package.read(".viper/lint-baseline.yml") == nil)
    }
}
