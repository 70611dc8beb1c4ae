import Foundation
import Yams

extension ModuleRecords {
    /// The records of the package at `packageRoot`; none when it has no ``path`` yet.
    /// - Throws: ``ViperError`` naming the file (and line) when it cannot be read or is not a valid record.
    public static func load(packageRoot: URL) throws(ViperError) -> ModuleRecords {
        let url = packageRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return ModuleRecords() }
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw ViperError(
                "Cannot read \(path) as UTF-8 text; fix it, or delete it to forget which modules viper new wrote.")
        }
        return try parse(text)
    }

    /// Writes the records to ``path`` under `packageRoot`, making its folder.
    /// - Throws: ``ViperError`` when the file cannot be written.
    public func write(packageRoot: URL) throws(ViperError) {
        try FileWriter(root: packageRoot).apply([
            PlannedWrite(file: GeneratedFile(path: Self.path, contents: fileContents), action: .overwrite)
        ])
    }

    /// Reads the text of a record file.
    /// - Throws: ``ViperError`` naming the line and the key at fault.
    public static func parse(_ text: String, fileName: String = path) throws(ViperError) -> ModuleRecords {
        let reader = YAMLReader(fileName: fileName)
        guard let root = try reader.root(of: text), root.null == nil else { return ModuleRecords() }
        let keys = try reader.mapping(root, named: "the file", known: ["modules"])
        guard let list = keys["modules"], list.null == nil else { return ModuleRecords() }
        guard let items = list.sequence else {
            throw reader.failure("'modules' must be a list of modules", at: list)
        }
        var modules: [ModuleRecord] = []
        for item in items {
            let module = try parseModule(item, reader: reader)
            guard !modules.contains(where: { $0.name == module.name }) else {
                throw reader.failure("module \(module.name) is recorded twice", at: item)
            }
            modules.append(module)
        }
        return ModuleRecords(modules: modules)
    }

    private static func parseModule(_ node: Node, reader: YAMLReader) throws(ViperError) -> ModuleRecord {
        let known = ["name", "template", "version", "source", "parameters", "files"]
        let fields = try reader.mapping(node, named: "a module", known: known)
        func field(_ key: String) throws(ViperError) -> String {
            guard let value = fields[key] else {
                throw reader.failure("a module needs a '\(key)'", at: node)
            }
            return try reader.text(value, named: key)
        }
        var parameters: [String: String] = [:]
        if let node = fields["parameters"], node.null == nil {
            guard let mapping = node.mapping else {
                throw reader.failure("'parameters' must be a mapping of names to values", at: node)
            }
            for (key, value) in mapping {
                guard let name = key.scalar?.string, let text = value.scalar?.string else {
                    throw reader.failure("'parameters' must be a mapping of names to values", at: key)
                }
                parameters[name] = text
            }
        }
        var files: [ModuleRecord.File] = []
        if let node = fields["files"], node.null == nil {
            guard let sequence = node.sequence else {
                throw reader.failure("'files' must be a list of files (path, sha256)", at: node)
            }
            for item in sequence {
                let file = try reader.mapping(item, named: "a file", known: ["path", "sha256"])
                guard let path = file["path"], let digest = file["sha256"] else {
                    throw reader.failure("a file needs a 'path' and a 'sha256'", at: item)
                }
                files.append(
                    ModuleRecord.File(
                        path: try reader.text(path, named: "path"), sha256: try reader.text(digest, named: "sha256")))
            }
        }
        let name = try field("name")
        return ModuleRecord(
            name: name, template: try field("template"), version: try field("version"),
            source: fields["source"] == nil ? try field("template") : try field("source"), parameters: parameters,
            files: files)
    }

    /// The records as the YAML file `viper new` writes.
    public var fileContents: String {
        var lines = [
            "# Written by `viper new`: each module it generated, the template and version that wrote it, the --param",
            "# values given and the SHA-256 of each file as written. `viper list` compares the files with it; keep it",
            "# under version control and let `viper new` update it.",
            "modules:",
        ]
        if modules.isEmpty { lines[lines.count - 1] = "modules: []" }
        for module in modules {
            lines += [
                "  - name: \(Self.scalar(module.name))",
                "    template: \(Self.scalar(module.template))",
                "    version: \(Self.scalar(module.version))",
                "    source: \(Self.scalar(module.source))",
            ]
            if !module.parameters.isEmpty {
                lines.append("    parameters:")
                for name in module.parameters.keys.sorted() {
                    lines.append("      \(Self.scalar(name)): \(Self.scalar(module.parameters[name] ?? ""))")
                }
            }
            lines.append(module.files.isEmpty ? "    files: []" : "    files:")
            for file in module.files {
                lines += ["      - path: \(Self.scalar(file.path))", "        sha256: \(file.sha256)"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as a YAML scalar: plain when that is unambiguous, else double-quoted with escapes.
    private static func scalar(_ value: String) -> String {
        let plain = ViperConfiguration.yaml(value)
        guard plain.hasPrefix("\"") else { return plain }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                quoted += String(format: "\\x%02X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
