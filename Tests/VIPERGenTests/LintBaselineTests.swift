import Foundation
import Testing
import VIPERGen

@Suite("viper lint --write-baseline, and lint against the baseline")
struct LintBaselineTests {
    let presenter = "Sources/App/Modules/Weather/WeatherPresenter.swift"
    let router = "Sources/App/Modules/Weather/WeatherRouter.swift"
    let interactor = "Sources/App/Modules/Forecast/ForecastInteractor.swift"

    /// The fixture with two violations: the Weather presenter and router import UIKit.
    func brokenFixture() throws -> LintFixture {
        let fixture = try LintFixture()
        try fixture.edit(presenter, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport UIKit\n")
        try fixture.edit(router, replacing: "import VIPERKit\n", with: "import VIPERKit\nimport UIKit\n")
        return fixture
    }

    @Test(
        "The round trip: write the baseline, pass, fail only on a new violation, keep matching moved code, report fixed ones"
    )
    func roundTrip() throws {
        let fixture = try brokenFixture()
        let root = fixture.package.root.path
        let baseline = "\(root)/.viper/lint-baseline.yml"

        #expect(
            CommandRun(["lint", root, "--write-baseline"])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "viper lint: wrote 2 violations in 2 files to \(baseline); viper lint now fails only on new ones."
                    ]))
        #expect(
            CommandRun(["lint", root])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "viper lint: 2 modules checked, no new violations; 2 known violations in \(baseline) ignored."
                    ]
                ))

        try fixture.edit(interactor, replacing: "/// Business", with: "import SwiftUI\n/// Business")
        #expect(
            CommandRun(["lint", root])
                == CommandRun(
                    exitCode: 1,
                    output: [
                        "\(root)/\(interactor):1: error: the Forecast interactor imports SwiftUI; presenters, interactors and routers import no UI framework (UI code belongs in the view) [no-ui-import]",
                        "viper lint: 2 modules checked, 1 new violation; 2 known violations in \(baseline) ignored.",
                    ]))

        try fixture.edit(interactor, replacing: "import SwiftUI\n", with: "")
        try fixture.edit(
            presenter, replacing: "import Foundation\n", with: "// Moved down by three lines.\n\n\nimport Foundation\n")
        try fixture.edit(router, replacing: "import UIKit\n", with: "")
        #expect(
            CommandRun(["lint", root])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "viper lint: 2 modules checked, no new violations; 1 known violation in \(baseline) ignored.",
                        "viper lint: 1 violation in \(baseline) no longer occurs (fixed); viper lint --write-baseline drops it:",
                        "  fixed: \(root)/\(router): the Weather router imports UIKit; presenters, interactors and routers import no UI framework (UI code belongs in the view) [no-ui-import]",
                    ]))

        // Once none of the baseline's violations occurs, the summary is the one without a baseline.
        try fixture.edit(presenter, replacing: "import UIKit\n", with: "")
        let summary = CommandRun(["lint", root]).output.first
        #expect(summary == "viper lint: 2 modules checked, no violations.")
    }

    @Test("The baseline file lists each file, rule and message once, with a count, and no line numbers")
    func fileFormat() throws {
        let fixture = try brokenFixture()
        try fixture.edit(presenter, replacing: "import UIKit\n", with: "import UIKit\nimport UIKit\n")

        _ = CommandRun(["lint", fixture.package.root.path, "--write-baseline"])
        let text = try #require(fixture.package.read(".viper/lint-baseline.yml"))

        #expect(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") } == [
                "version: 1",
                "violations:",
                "  - file: \(presenter)",
                "    rule: no-ui-import",
                "    message: \"the Weather presenter imports UIKit; presenters, interactors and routers import no UI framework (UI code belongs in the view)\"",
                "    count: 2",
                "  - file: \(router)",
                "    rule: no-ui-import",
                "    message: \"the Weather router imports UIKit; presenters, interactors and routers import no UI framework (UI code belongs in the view)\"",
                "    count: 1",
            ])
        #expect(
            try LintBaseline.parse(text, fileName: "lint-baseline.yml")
                == LintBaseline(violations: fixture.lint().violations))
    }

    @Test("An entry covers as many violations as it counts: one more of the same kind is new, the later one by line")
    func counts() throws {
        let violation = { (line: Int) in
            Violation(path: "A.swift", line: line, rule: .noUIImport, message: "the A presenter imports UIKit")
        }
        let baseline = LintBaseline(violations: [violation(3)])

        let outcome = baseline.apply(to: LintReport(modules: ["A"], violations: [violation(1), violation(9)]))

        #expect(outcome.findings.map(\.isBaselined) == [true, false])
        #expect(outcome.newViolations == [violation(9)])
        #expect(outcome.fixed == [])
        #expect(
            baseline.apply(to: LintReport(modules: ["A"], violations: [])).fixed == [
                LintBaseline.Entry(
                    file: "A.swift", rule: .noUIImport, message: "the A presenter imports UIKit", count: 1)
            ])
    }

    @Test("--baseline names another file, for writing and for reading; a missing one is refused with what to do")
    func baselineOption() throws {
        let fixture = try brokenFixture()
        let root = fixture.package.root.path
        let custom = "\(root)/lint/known.yml"

        #expect(CommandRun(["lint", root, "--write-baseline", "--baseline", custom]).exitCode == 0)
        #expect(fixture.package.read(".viper/lint-baseline.yml") == nil)
        #expect(CommandRun(["lint", root, "--baseline", custom]).exitCode == 0)
        #expect(CommandRun(["lint", root]).exitCode == 1)
        #expect(
            CommandRun(["lint", root, "--baseline", "\(root)/nowhere.yml"])
                == CommandRun(
                    exitCode: 1, output: [],
                    errors: [
                        "No baseline at \(root)/nowhere.yml; write one with viper lint --write-baseline --baseline \(root)/nowhere.yml."
                    ]))
    }

    @Test(
        "A broken baseline is refused with the file, the line and what is wrong",
        arguments: [
            (
                "violations: many\n",
                "lint-baseline.yml:1: 'violations' must be a list of entries (file, rule, message, count)"
            ),
            (
                "violations:\n  - {file: A.swift, rule: no-ui-import, message: m, count: 0}\n",
                "lint-baseline.yml:2: 'count' must be a whole number above 0"
            ),
            (
                "violations:\n  - {file: A.swift, rule: no-ui-import, message: m, line: 3}\n",
                "lint-baseline.yml:2: unknown key 'line' in an entry (known keys: file, rule, message, count)"
            ),
            (
                "violations:\n  - {file: A.swift, message: m}\n",
                "lint-baseline.yml:2: an entry needs a 'rule' (it has: file, rule, message, count)"
            ),
            ("version: 2\n", "lint-baseline.yml:1: version 2 is not one this viper reads (1)"),
        ]
    )
    func brokenBaseline(yaml: String, message: String) {
        #expect(throws: ViperError(message)) { try LintBaseline.parse(yaml, fileName: "lint-baseline.yml") }
    }

    @Test("A broken baseline file fails viper lint with its message, not a crash")
    func brokenBaselineFile() throws {
        let fixture = try LintFixture()
        try fixture.package.write(".viper/lint-baseline.yml", "violations: [oops\n")

        let run = CommandRun(["lint", fixture.package.root.path])

        #expect(run.exitCode == 1)
        #expect(run.errors.first?.hasPrefix("lint-baseline.yml is not valid YAML: ") == true)
    }

    @Test("A clean package writes an empty baseline, which reads back as empty")
    func emptyBaseline() throws {
        let fixture = try LintFixture()
        let root = fixture.package.root.path

        #expect(
            CommandRun(["lint", root, "--write-baseline"]).output == [
                "viper lint: wrote an empty baseline to \(root)/.viper/lint-baseline.yml (no violations); viper lint now fails on any violation."
            ])
        #expect(
            try LintBaseline.parse(#require(fixture.package.read(".viper/lint-baseline.yml")), fileName: "b")
                == LintBaseline(entries: []))
    }
}
