import ArgumentParser
import Foundation

/// `viper lint [PATH]`: checks the architecture rules and exits non-zero when one is broken.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks that the package's modules follow the VIPER rules.",
        discussion: """
            Rules: \(LintRule.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")), \
            and the project's own rules under lint.rules in viper.yml (forbidImports, mayNotDependOn, maxLines).
            Prints one `path:line: error: message [rule]` line per violation and exits with 1 when there is any new one.
            With a baseline (\(LintBaseline.defaultPath), written by --write-baseline), violations it records by \
            file, rule and message are ignored, and entries that no longer occur are listed as fixed.
            Settings come from the lint section of viper.yml; docs/ARCHITECTURE.md ("Lint rules") explains each rule.
            """
    )

    /// How the results are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The package to check.")
    var path = "."

    @Option(help: "The configuration file to use instead of <PATH>/viper.yml.")
    var config: String?

    @Option(help: "text for people, json for programs, sarif (SARIF 2.1.0) for code-scanning tools.")
    var format = Format.text

    @Option(help: "The baseline file to read or write instead of <PATH>/\(LintBaseline.defaultPath).")
    var baseline: String?

    @Flag(help: "Record today's violations in the baseline, so that viper lint fails only on new ones.")
    var writeBaseline = false

    func validate() throws {
        if writeBaseline, format != .text {
            throw ValidationError(
                "--write-baseline prints a one-line summary; run viper lint --format \(format.rawValue) after it for the results."
            )
        }
    }

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let file = config.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        let configuration = try ViperConfiguration.load(packageRoot: root, file: file)
        let report = try Linter(packageRoot: root, configuration: configuration).run()

        let baselineURL = URL(
            fileURLWithPath: baseline ?? root.appendingPathComponent(LintBaseline.defaultPath).path, relativeTo: cwd
        ).standardizedFileURL
        let baselineName = baseline ?? LintOutcome.displayed(LintBaseline.defaultPath, in: path)
        let console = Console.current
        for rule in configuration.lint.rules {
            for module in rule.modules where !report.modules.contains(module) {
                console.writeError(
                    "warning: rule '\(rule.name)' of \(file?.lastPathComponent ?? ViperConfiguration.fileName) names module \(module), which is not in \(configuration.modules); the rule checks nothing there."
                )
            }
        }
        if writeBaseline {
            try LintBaseline(violations: report.violations).write(to: baselineURL)
            console.write("viper lint: \(Self.written(report.violations, to: baselineName))")
            return
        }

        var outcome = LintOutcome(report: report)
        if FileManager.default.fileExists(atPath: baselineURL.path) {
            outcome = try LintBaseline.load(from: baselineURL).apply(to: report, path: baselineName)
        } else if let baseline {
            throw ViperError(
                "No baseline at \(baseline); write one with viper lint --write-baseline --baseline \(baseline).")
        }

        switch format {
        case .text:
            for line in Self.lines(of: outcome, folder: path) { console.write(line) }
        case .json:
            console.write(LintOutcome.json(LintJSON(outcome, folder: path)))
        case .sarif:
            let rules =
                configuration.lint.enabledRules.map { ($0.rawValue, $0.summary) }
                + configuration.lint.rules.map { ($0.name, $0.summary) }
            let log = SARIFLog(
                outcome, rules: rules, folder: path,
                toolVersion: ViperCommand.configuration.version)
            console.write(LintOutcome.json(log))
        }
        if !outcome.newViolations.isEmpty {
            throw ExitCode.failure
        }
    }

    /// The text output: a line per new violation, the summary, and the baseline entries fixed since.
    static func lines(of outcome: LintOutcome, folder: String) -> [String] {
        var lines = outcome.newViolations.map { $0.described(in: folder) }
        let modules = count(outcome.modules.count, "module")
        let new = outcome.newViolations.count
        guard let baseline = outcome.baseline else {
            lines.append("viper lint: \(modules) checked, \(new == 0 ? "no violations" : count(new, "violation")).")
            return lines
        }
        if outcome.baselinedCount == 0 {
            // Nothing the baseline knows occurs: every violation is new.
            lines.append("viper lint: \(modules) checked, \(new == 0 ? "no violations" : count(new, "new violation")).")
        } else {
            let found = new == 0 ? "no new violations" : count(new, "new violation")
            lines.append(
                "viper lint: \(modules) checked, \(found); \(count(outcome.baselinedCount, "known violation")) in \(baseline) ignored."
            )
        }
        if !outcome.fixed.isEmpty {
            let fixed = outcome.fixedCount
            lines.append(
                "viper lint: \(count(fixed, "violation")) in \(baseline) no longer \(fixed == 1 ? "occurs" : "occur") (fixed); viper lint --write-baseline drops \(fixed == 1 ? "it" : "them"):"
            )
            for entry in outcome.fixed {
                let times = entry.count == 1 ? "" : " (×\(entry.count))"
                lines.append(
                    "  fixed: \(LintOutcome.displayed(entry.file, in: folder)): \(entry.message) [\(entry.rule)]\(times)"
                )
            }
        }
        return lines
    }

    /// "wrote 3 violations in 2 files to <baseline>; …".
    private static func written(_ violations: [Violation], to baseline: String) -> String {
        guard !violations.isEmpty else {
            return "wrote an empty baseline to \(baseline) (no violations); viper lint now fails on any violation."
        }
        let files = Set(violations.map(\.path)).count
        return
            "wrote \(count(violations.count, "violation")) in \(count(files, "file")) to \(baseline); viper lint now fails only on new ones."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
