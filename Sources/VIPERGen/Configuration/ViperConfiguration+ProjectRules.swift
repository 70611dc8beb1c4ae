import Foundation
import Yams

extension ViperConfiguration {
    /// The keys a project rule may have, in the order messages list them.
    static let projectRuleKeys = ["name", "layers", "modules", "forbidImports", "mayNotDependOn", "maxLines"]
    /// The keys of which a project rule has exactly one: what it checks.
    static let projectRuleChecks = ["forbidImports", "mayNotDependOn", "maxLines"]

    /// Reads `lint.rules`: a list of project rules, each a mapping with a `name`, one check and optional scopes.
    /// - Throws: ``ViperError`` naming the rule, the key and the line at fault.
    static func parseProjectRules(_ node: Node, reader: YAMLReader) throws(ViperError) -> [ProjectRule] {
        if node.null != nil { return [] }
        guard let sequence = node.sequence else {
            throw reader.failure(
                "'lint.rules' must be a list of rules, each with a name and one of forbidImports, mayNotDependOn, maxLines",
                at: node)
        }
        var rules: [ProjectRule] = []
        for item in sequence {
            let rule = try parseProjectRule(item, reader: reader)
            if rules.contains(where: { $0.name == rule.name }) {
                throw reader.failure(
                    "two rules are named '\(rule.name)' in lint.rules; give each its own name", at: item)
            }
            rules.append(rule)
        }
        return rules
    }

    private static func parseProjectRule(_ item: Node, reader: YAMLReader) throws(ViperError) -> ProjectRule {
        let label = item.mapping?["name"]?.scalar.map { "rule '\($0.string)'" } ?? "a rule of lint.rules"
        let fields = try reader.mapping(item, named: label, known: projectRuleKeys)
        guard let nameNode = fields["name"] else {
            throw reader.failure(
                "a rule of lint.rules needs a 'name', printed as [name] after its violations", at: item)
        }
        let name = try reader.text(nameNode, named: "name")
        guard name.range(of: #"^[A-Za-z0-9][A-Za-z0-9_.-]*$"#, options: .regularExpression) != nil else {
            throw reader.failure(
                "rule name '\(name)' is not a plain name (letters, digits, '-', '_' and '.')", at: nameNode)
        }
        guard LintRule(rawValue: name) == nil else {
            throw reader.failure("rule name '\(name)' is the name of a built-in rule; choose another", at: nameNode)
        }

        let layers = try projectRuleLayers(fields["layers"], key: "layers", rule: name, reader: reader)
        var modules: [String] = []
        if let node = fields["modules"] {
            modules = try reader.texts(node, named: "modules")
            if let bad = modules.first(where: { !isIdentifier($0) }) {
                throw reader.failure("'\(bad)' in 'modules' of rule '\(name)' is not a module name", at: node)
            }
        }

        let checks = projectRuleChecks.filter { fields[$0] != nil }
        guard checks.count == 1, let key = checks.first, let node = fields[key] else {
            let problem = checks.isEmpty ? "checks nothing" : "has both \(checks[0]) and \(checks[1])"
            throw reader.failure(
                "rule '\(name)' \(problem): give each rule exactly one of forbidImports, mayNotDependOn, maxLines",
                at: item)
        }
        let check: ProjectRule.Check
        switch key {
        case "forbidImports":
            let imports = try reader.texts(node, named: "forbidImports")
            guard !imports.isEmpty else {
                throw reader.failure("'forbidImports' of rule '\(name)' lists no module", at: node)
            }
            if let bad = imports.first(where: {
                !$0.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
            }) {
                throw reader.failure(
                    "'\(bad)' in 'forbidImports' of rule '\(name)' is not a module name (Alamofire) or a module's member (Foundation.URLSession)",
                    at: node)
            }
            check = .forbidImports(imports)
        case "mayNotDependOn":
            let others = try projectRuleLayers(node, key: "mayNotDependOn", rule: name, reader: reader)
            guard !others.isEmpty else {
                throw reader.failure("'mayNotDependOn' of rule '\(name)' lists no layer", at: node)
            }
            guard !layers.isEmpty else {
                throw reader.failure(
                    "rule '\(name)' has mayNotDependOn but no 'layers': name the layers that may not depend on \(ProjectRule.list(others.map(\.rawValue)))",
                    at: item)
            }
            if let own = others.first(where: layers.contains) {
                throw reader.failure(
                    "rule '\(name)' says the \(own.rawValue) layer may not depend on itself; list other layers in mayNotDependOn",
                    at: node)
            }
            check = .mayNotDependOn(others)
        default:
            guard let scalar = node.scalar, node.null == nil, let limit = Int(scalar.string), limit > 0 else {
                let value = node.scalar.map { " (it is '\($0.string)')" } ?? ""
                throw reader.failure("'maxLines' of rule '\(name)' must be a whole number above 0\(value)", at: node)
            }
            check = .maxLines(limit)
        }
        return ProjectRule(name: name, check: check, layers: layers, modules: modules)
    }

    private static func projectRuleLayers(
        _ node: Node?, key: String, rule: String, reader: YAMLReader
    ) throws(ViperError) -> [ModuleLayer] {
        guard let node else { return [] }
        var layers: [ModuleLayer] = []
        for text in try reader.texts(node, named: key) {
            guard let layer = ModuleLayer(rawValue: text) else {
                let known = ModuleLayer.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader.failure(
                    "unknown layer '\(text)' in '\(key)' of rule '\(rule)' (layers: \(known))", at: node)
            }
            if !layers.contains(layer) { layers.append(layer) }
        }
        return layers
    }

    private static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil
    }
}
