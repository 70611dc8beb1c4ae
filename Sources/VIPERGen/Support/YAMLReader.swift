import Foundation
import Yams

/// Reads a small YAML file node by node, with error messages that name the file and line.
struct YAMLReader {
    /// The file name shown in messages, e.g. `viper.yml`.
    let fileName: String

    /// The document's root node, or `nil` for an empty document.
    func root(of text: String) throws(ViperError) -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ViperError("\(fileName) is not valid YAML: \(Self.describe(error))")
        } catch {
            throw ViperError("\(fileName) is not valid YAML: \(error)")
        }
    }

    /// `node` as a mapping from text keys to values, refusing keys outside `known`.
    func mapping(_ node: Node, named name: String, known: [String]) throws(ViperError) -> [String: Node] {
        guard let mapping = node.mapping else {
            throw failure("\(name) must be a mapping of keys to values", at: node)
        }
        var result: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw failure("\(name) has a key that is not text", at: keyNode)
            }
            guard known.contains(key) else {
                let location = name == "the file" ? "" : " in \(name)"
                let knownKeys = known.joined(separator: ", ")
                throw failure("unknown key '\(key)'\(location) (known keys: \(knownKeys))", at: keyNode)
            }
            result[key] = value
        }
        return result
    }

    /// The text of the scalar `node`, which must not be empty.
    func text(_ node: Node, named name: String) throws(ViperError) -> String {
        guard let scalar = node.scalar else {
            throw failure("'\(name)' must be a single text value", at: node)
        }
        let value = scalar.string.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, node.null == nil else {
            throw failure("'\(name)' is empty", at: node)
        }
        return value
    }

    /// The texts of the sequence `node`; a single value or an empty value are accepted too.
    func texts(_ node: Node, named name: String) throws(ViperError) -> [String] {
        if node.null != nil { return [] }
        if node.scalar != nil { return [try text(node, named: name)] }
        guard let sequence = node.sequence else {
            throw failure("'\(name)' must be a list of text values", at: node)
        }
        var values: [String] = []
        for item in sequence {
            values.append(try text(item, named: "\(name)[\(values.count)]"))
        }
        return values
    }

    /// An error about `node`, prefixed with the file name and the node's line.
    func failure(_ message: String, at node: Node?) -> ViperError {
        if let line = node?.mark?.line {
            return ViperError("\(fileName):\(line): \(message)")
        }
        return ViperError("\(fileName): \(message)")
    }

    private static func describe(_ error: YamlError) -> String {
        "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}
