import Foundation
import Yams

extension TemplateManifest {
    /// Reads the text of a `template.yml`.
    /// - Throws: ``ViperError`` naming the file, the line and the key at fault.
    public static func parse(_ text: String, fileName: String = fileName) throws(ViperError) -> TemplateManifest {
        let reader = YAMLReader(fileName: fileName)
        guard let root = try reader.root(of: text), root.null == nil else {
            throw ViperError("\(fileName) is empty; it needs a name, a version and files.")
        }
        let keys = try reader.mapping(
            root, named: "the file",
            known: ["name", "version", "description", "parameters", "files", "scaffold", "next", "edits", "frontEnds"])
        func required(_ key: String) throws(ViperError) -> Node {
            guard let node = keys[key] else { throw ViperError("\(fileName): '\(key)' is missing.") }
            return node
        }

        var parameters: [Parameter] = []
        if let node = keys["parameters"], node.null == nil {
            for item in try sequence(node, named: "parameters", reader: reader) {
                let fields = try reader.mapping(item, named: "a parameter", known: ["name", "description", "default"])
                guard let nameNode = fields["name"] else { throw reader.failure("a parameter has no name", at: item) }
                let name = try reader.text(nameNode, named: "name")
                guard name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
                    throw reader.failure("parameter name '\(name)' is not an identifier", at: nameNode)
                }
                guard !contextNames.contains(name), !parameters.contains(where: { $0.name == name }) else {
                    throw reader.failure("parameter name '\(name)' is already taken", at: nameNode)
                }
                parameters.append(
                    Parameter(
                        name: name,
                        description: try optionalText(fields["description"], named: "description", reader: reader),
                        defaultValue: fields["default"]?.scalar?.string ?? ""
                    )
                )
            }
        }

        let files = try fileList(try required("files"), named: "files", reader: reader)
        var scaffold: [File] = []
        if let node = keys["scaffold"], node.null == nil {
            scaffold = try fileList(node, named: "scaffold", reader: reader)
        }
        guard !files.isEmpty else {
            throw ViperError("\(fileName): 'files' is empty; a template writes at least one file.")
        }
        let edits = try editList(keys["edits"], named: "edits", reader: reader)
        var frontEnds: [FrontEndFiles] = []
        if let node = keys["frontEnds"], node.null == nil {
            for item in try sequence(node, named: "frontEnds", reader: reader) {
                let fields = try reader.mapping(item, named: "a front end", known: ["kind", "files", "edits"])
                guard let kindNode = fields["kind"] else { throw reader.failure("a front end has no kind", at: item) }
                let kind = try reader.text(kindNode, named: "kind")
                guard !frontEnds.contains(where: { $0.kind == kind }) else {
                    throw reader.failure("front end kind '\(kind)' is listed twice", at: kindNode)
                }
                var frontEndFiles: [File] = []
                if let filesNode = fields["files"], filesNode.null == nil {
                    frontEndFiles = try fileList(filesNode, named: "files", reader: reader)
                }
                frontEnds.append(
                    FrontEndFiles(
                        kind: kind, files: frontEndFiles,
                        edits: try editList(fields["edits"], named: "edits", reader: reader)))
            }
        }

        return TemplateManifest(
            name: try reader.text(try required("name"), named: "name"),
            version: try reader.text(try required("version"), named: "version"),
            description: try optionalText(keys["description"], named: "description", reader: reader),
            parameters: parameters,
            files: files,
            scaffold: scaffold,
            next: try optionalText(keys["next"], named: "next", reader: reader),
            edits: edits,
            frontEnds: frontEnds
        )
    }

    private static func editList(_ node: Node?, named name: String, reader: YAMLReader) throws(ViperError) -> [Edit] {
        guard let node, node.null == nil else { return [] }
        var edits: [Edit] = []
        for item in try sequence(node, named: name, reader: reader) {
            let fields = try reader.mapping(item, named: "an edit", known: ["file", "type", "member", "present"])
            guard let file = fields["file"], let type = fields["type"], let member = fields["member"] else {
                throw reader.failure("each edit needs a 'file', a 'type' and a 'member'", at: item)
            }
            edits.append(
                Edit(
                    file: try reader.text(file, named: "file"), type: try reader.text(type, named: "type"),
                    member: try reader.text(member, named: "member"),
                    present: try optionalText(fields["present"], named: "present", reader: reader)))
        }
        return edits
    }

    private static func fileList(_ node: Node, named name: String, reader: YAMLReader) throws(ViperError) -> [File] {
        var files: [File] = []
        for item in try sequence(node, named: name, reader: reader) {
            let fields = try reader.mapping(item, named: "a file", known: ["template", "output"])
            guard let template = fields["template"], let output = fields["output"] else {
                throw reader.failure("each file needs a 'template' and an 'output'", at: item)
            }
            files.append(
                File(
                    template: try reader.text(template, named: "template"),
                    output: try reader.text(output, named: "output")))
        }
        return files
    }

    private static func optionalText(_ node: Node?, named name: String, reader: YAMLReader) throws(ViperError)
        -> String
    {
        guard let node, node.null == nil else { return "" }
        return try reader.text(node, named: name)
    }

    private static func sequence(_ node: Node, named name: String, reader: YAMLReader) throws(ViperError) -> [Node] {
        guard let sequence = node.sequence else { throw reader.failure("'\(name)' must be a list", at: node) }
        return Array(sequence)
    }
}
