import Foundation
import Yams

extension ViperConfiguration {
    /// The configuration of the package at `packageRoot`: its `viper.yml` (or `file`, when given),
    /// with whatever the file leaves out inferred from `Package.swift`.
    /// - Throws: ``ViperError`` when the file is invalid, or when there is neither a file nor a `Package.swift`.
    public static func load(packageRoot: URL, file: URL? = nil) throws(ViperError) -> ViperConfiguration {
        let url = file ?? packageRoot.appendingPathComponent(fileName)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if file != nil, !exists {
            throw ViperError("No configuration file at \(url.path).")
        }
        let defaults = try? PackageManifest.load(packageRoot: packageRoot).defaultConfiguration(
            packageRoot: packageRoot)
        guard exists else {
            if let defaults { return defaults }
            throw ViperError(
                "No \(fileName) and no Package.swift in \(packageRoot.path). Run viper in a Swift package's root folder, or pass its path."
            )
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ViperError("Cannot read \(url.path): \(error.localizedDescription)")
        }
        return try parse(text, fileName: url.lastPathComponent, defaults: defaults)
    }

    /// Reads the text of a `viper.yml`. Keys it leaves out come from `defaults`; without defaults,
    /// `modules`, `tests` and `testableImport` are required.
    /// - Throws: ``ViperError`` naming the file, the line and the key at fault.
    public static func parse(
        _ text: String, fileName: String = fileName, defaults: ViperConfiguration? = nil
    ) throws(ViperError) -> ViperConfiguration {
        let reader = YAMLReader(fileName: fileName)
        var keys: [String: Node] = [:]
        if let root = try reader.root(of: text), root.null == nil {
            keys = try reader.mapping(
                root, named: "the file", known: ["modules", "tests", "testableImport", "template", "frontEnds", "lint"])
        }

        func value(_ key: String, default fallback: String?) throws(ViperError) -> String {
            if let node = keys[key] { return try reader.text(node, named: key) }
            if let fallback { return fallback }
            throw ViperError("\(fileName): '\(key)' is missing, and there is no Package.swift to infer it from.")
        }

        var configuration = ViperConfiguration(
            modules: try value("modules", default: defaults?.modules),
            tests: try value("tests", default: defaults?.tests),
            testableImport: try value("testableImport", default: defaults?.testableImport),
            template: try value("template", default: defaults?.template ?? defaultTemplate)
        )
        if let frontEnds = keys["frontEnds"], frontEnds.null == nil {
            configuration.frontEnds = try parseFrontEnds(frontEnds, reader: reader)
        }
        if let lint = keys["lint"], lint.null == nil {
            configuration.lint = try parseLint(lint, reader: reader)
        }
        return configuration
    }

    private static func parseFrontEnds(_ node: Node, reader: YAMLReader) throws(ViperError) -> [FrontEnd] {
        guard let sequence = node.sequence else {
            throw reader.failure("'frontEnds' must be a list of front ends (kind, views, factory)", at: node)
        }
        var frontEnds: [FrontEnd] = []
        for item in sequence {
            let fields = try reader.mapping(item, named: "a front end", known: ["kind", "views", "factory"])
            func field(_ key: String) throws(ViperError) -> String {
                guard let value = fields[key] else {
                    throw reader.failure("a front end needs a '\(key)' (it has: kind, views, factory)", at: item)
                }
                return try reader.text(value, named: key)
            }
            let frontEnd = FrontEnd(kind: try field("kind"), views: try field("views"), factory: try field("factory"))
            guard frontEnd.kind.range(of: #"^[A-Za-z][A-Za-z0-9_-]*$"#, options: .regularExpression) != nil else {
                throw reader.failure("front end kind '\(frontEnd.kind)' is not a plain name", at: fields["kind"])
            }
            for (key, path) in [("views", frontEnd.views), ("factory", frontEnd.factory)]
            where !PathCheck.isRelativeAndInside(path) {
                throw reader.failure(
                    "'\(key)' of front end \(frontEnd.kind) must be a path inside the package, relative to its root",
                    at: fields[key])
            }
            guard frontEnd.factory.hasSuffix(".swift") else {
                throw reader.failure(
                    "'factory' of front end \(frontEnd.kind) must name the Swift file of its view factory",
                    at: fields["factory"])
            }
            guard !frontEnds.contains(where: { PathCheck.normalized($0.views) == PathCheck.normalized(frontEnd.views) })
            else {
                throw reader.failure("two front ends put their views in \(frontEnd.views)", at: fields["views"])
            }
            frontEnds.append(frontEnd)
        }
        return frontEnds
    }

    private static func parseLint(_ node: Node, reader: YAMLReader) throws(ViperError) -> LintSettings {
        let keys = try reader.mapping(
            node, named: "lint", known: ["disabled", "forbiddenImports", "sources", "rules"])
        var settings = LintSettings()
        if let disabled = keys["disabled"] {
            settings.disabled = []
            for name in try reader.texts(disabled, named: "disabled") {
                guard let rule = LintRule(rawValue: name) else {
                    let known = LintRule.allCases.map(\.rawValue).joined(separator: ", ")
                    throw reader.failure("unknown rule '\(name)' in lint.disabled (rules: \(known))", at: disabled)
                }
                settings.disabled.append(rule)
            }
        }
        if let imports = keys["forbiddenImports"] {
            settings.forbiddenImports = try reader.texts(imports, named: "forbiddenImports")
        }
        if let sources = keys["sources"] {
            settings.sources = try reader.texts(sources, named: "sources")
        }
        if let rules = keys["rules"] {
            settings.rules = try parseProjectRules(rules, reader: reader)
        }
        return settings
    }
}
