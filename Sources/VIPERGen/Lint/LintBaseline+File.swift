import Foundation
import Yams

extension LintBaseline {
    /// The baseline as the YAML file `viper lint --write-baseline` writes.
    public var fileContents: String {
        var lines = [
            "# viper lint baseline: the violations known when it was written; `viper lint` fails only on new ones.",
            "# An entry matches violations by file, rule and message (never by line), up to `count` of them.",
            "# Rewrite it with `viper lint --write-baseline` once some are fixed.",
            "version: 1",
        ]
        if entries.isEmpty {
            lines.append("violations: []")
        } else {
            lines.append("violations:")
            for entry in entries {
                lines += [
                    "  - file: \(ViperConfiguration.yaml(entry.file))",
                    "    rule: \(ViperConfiguration.yaml(entry.rule.rawValue))",
                    "    message: \(ViperConfiguration.yaml(entry.message))",
                    "    count: \(entry.count)",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a baseline file's text.
    /// - Throws: ``ViperError`` naming the file, the line and what is wrong.
    public static func parse(_ text: String, fileName: String) throws(ViperError) -> LintBaseline {
        let reader = YAMLReader(fileName: fileName)
        guard let root = try reader.root(of: text), root.null == nil else { return LintBaseline(entries: []) }
        let keys = try reader.mapping(root, named: "the file", known: ["version", "violations"])
        if let version = keys["version"], try reader.text(version, named: "version") != "1" {
            throw reader.failure("version \(version.scalar?.string ?? "") is not one this viper reads (1)", at: version)
        }
        guard let list = keys["violations"], list.null == nil else { return LintBaseline(entries: []) }
        guard let sequence = list.sequence else {
            throw reader.failure("'violations' must be a list of entries (file, rule, message, count)", at: list)
        }
        var entries: [Entry] = []
        for item in sequence {
            let fields = try reader.mapping(item, named: "an entry", known: ["file", "rule", "message", "count"])
            func field(_ key: String) throws(ViperError) -> String {
                guard let value = fields[key] else {
                    throw reader.failure("an entry needs a '\(key)' (it has: file, rule, message, count)", at: item)
                }
                return try reader.text(value, named: key)
            }
            var entry = Entry(
                file: try field("file"), rule: RuleName(rawValue: try field("rule")), message: try field("message"))
            if let count = fields["count"] {
                guard let value = Int(try reader.text(count, named: "count")), value > 0 else {
                    throw reader.failure("'count' must be a whole number above 0", at: count)
                }
                entry.count = value
            }
            entries.append(entry)
        }
        return LintBaseline(entries: entries)
    }

    /// Reads the baseline at `url`.
    /// - Throws: ``ViperError`` when it cannot be read or is not a baseline.
    public static func load(from url: URL) throws(ViperError) -> LintBaseline {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ViperError("Cannot read the baseline \(url.path): \(error.localizedDescription)")
        }
        return try parse(text, fileName: url.lastPathComponent)
    }

    /// Writes the baseline to `url`, making its folder.
    /// - Throws: ``ViperError`` when it cannot be written.
    public func write(to url: URL) throws(ViperError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(fileContents.utf8).write(to: url, options: .atomic)
        } catch {
            throw ViperError("Cannot write the baseline \(url.path): \(error.localizedDescription)")
        }
    }
}
