import Foundation

/// `viper lint --format sarif`: a SARIF 2.1.0 log for code-scanning tools, with one run whose driver lists
/// the rules checked and whose results are the violations (known ones carry an external suppression).
public struct SARIFLog: Codable, Equatable, Sendable {
    public struct Text: Codable, Equatable, Sendable {
        public var text: String
    }

    public struct Rule: Codable, Equatable, Sendable {
        public var id: String
        public var shortDescription: Text
        public var defaultConfiguration: Configuration
    }

    public struct Configuration: Codable, Equatable, Sendable {
        public var level: String
    }

    public struct Driver: Codable, Equatable, Sendable {
        public var name: String
        public var version: String
        public var rules: [Rule]
    }

    public struct Tool: Codable, Equatable, Sendable {
        public var driver: Driver
    }

    public struct ArtifactLocation: Codable, Equatable, Sendable {
        public var uri: String
    }

    public struct Region: Codable, Equatable, Sendable {
        public var startLine: Int
    }

    public struct PhysicalLocation: Codable, Equatable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }

    public struct Location: Codable, Equatable, Sendable {
        public var physicalLocation: PhysicalLocation
    }

    public struct Suppression: Codable, Equatable, Sendable {
        public var kind: String
        public var justification: String
    }

    public struct Result: Codable, Equatable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int?
        public var level: String
        public var message: Text
        public var locations: [Location]
        /// `new` or `unchanged` when a baseline was used.
        public var baselineState: String?
        public var suppressions: [Suppression]?
    }

    public struct Run: Codable, Equatable, Sendable {
        public var tool: Tool
        public var results: [Result]
    }

    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// The log of `outcome`; `rules` are the rules that were checked, paths are shown inside `folder`.
    public init(_ outcome: LintOutcome, rules: [(name: String, summary: String)], folder: String, toolVersion: String) {
        schema = "https://json.schemastore.org/sarif-2.1.0.json"
        version = "2.1.0"
        let ids = rules.map(\.name)
        let results = outcome.findings.map { finding in
            let violation = finding.violation
            return Result(
                ruleId: violation.rule.rawValue, ruleIndex: ids.firstIndex(of: violation.rule.rawValue), level: "error",
                message: Text(text: violation.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(
                                uri: Self.uri(LintOutcome.displayed(violation.path, in: folder))),
                            region: Region(startLine: violation.line)))
                ],
                baselineState: outcome.baseline == nil ? nil : finding.isBaselined ? "unchanged" : "new",
                suppressions: finding.isBaselined
                    ? [Suppression(kind: "external", justification: "in the viper lint baseline")] : nil)
        }
        runs = [
            Run(
                tool: Tool(
                    driver: Driver(
                        name: "viper", version: toolVersion,
                        rules: rules.map {
                            Rule(
                                id: $0.name, shortDescription: Text(text: $0.summary),
                                defaultConfiguration: Configuration(level: "error"))
                        })),
                results: results)
        ]
    }

    /// A path as a URI reference: relative paths stay relative (to the folder the tool ran in), absolute ones
    /// become `file://` URLs; characters a URI cannot hold are percent-encoded.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
