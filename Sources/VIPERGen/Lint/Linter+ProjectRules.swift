import Foundation

/// A Swift file of a module, with the layer its name (or the View protocol it adopts) puts it in.
struct ModuleFile {
    let file: LintedFile
    let module: String
    /// `nil` for a file of no layer, such as `<Name>Routes.swift`.
    let layer: ModuleLayer?

    /// "the Weather presenter", "the Weather contracts file", "WeatherRoutes.swift of module Weather".
    var described: String {
        guard let layer else { return "\((file.path as NSString).lastPathComponent) of module \(module)" }
        return "the \(module) \(layer == .contracts ? "contracts file" : layer.rawValue)"
    }
}

/// The project rules of `lint.rules`; each returns the violations it finds.
extension Linter {
    /// Every Swift file of `modules` and every view of theirs, with its module and layer.
    static func moduleFiles(
        modules: [ModuleFolder], views: [(file: LintedFile, modules: [String])]
    ) -> [ModuleFile] {
        let roles: [(ModuleRole, ModuleLayer)] = [
            (.contracts, .contracts), (.presenter, .presenter), (.interactor, .interactor), (.router, .router),
            (.module, .assembly),
        ]
        var found: [ModuleFile] = []
        var seen: Set<[String]> = []
        for module in modules {
            let viewPaths = Set(module.viewFiles.map(\.path))
            for file in module.files {
                let layer =
                    roles.first { file.stem == module.name + $0.0.rawValue }?.1
                    ?? (viewPaths.contains(file.path) ? .view : nil)
                found.append(ModuleFile(file: file, module: module.name, layer: layer))
                seen.insert([file.path, module.name])
            }
        }
        for (file, names) in views {
            for name in names where seen.insert([file.path, name]).inserted {
                found.append(ModuleFile(file: file, module: name, layer: .view))
            }
        }
        return found
    }

    func check(_ rule: ProjectRule, files: [ModuleFile]) -> [Violation] {
        let checked = files.filter { rule.applies(to: $0.layer, in: $0.module) }
        switch rule.check {
        case .forbidImports(let imports):
            return checked.flatMap { forbiddenImports(imports, in: $0, rule: rule) }
        case .mayNotDependOn(let layers):
            return dependencies(on: layers, of: checked, all: files, rule: rule)
        case .maxLines(let limit):
            return checked.compactMap { tooLong($0, limit: limit, rule: rule) }
        }
    }

    // MARK: forbidImports

    /// An import's whole path: `Foundation.URLSession` in `import class Foundation.URLSession`.
    static let importPathPattern = try? NSRegularExpression(
        pattern:
            #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)"#
    )

    private func forbiddenImports(_ imports: [String], in file: ModuleFile, rule: ProjectRule) -> [Violation] {
        Self.lines(of: file.file, matching: Self.importPathPattern).compactMap { line, groups in
            guard let path = groups.first,
                let forbidden = imports.first(where: { path == $0 || path.hasPrefix($0 + ".") })
            else { return nil }
            return Violation(
                path: file.file.path, line: line, rule: RuleName(rawValue: rule.name),
                message: "\(file.described) imports \(path); this project forbids \(forbidden) here")
        }
    }

    // MARK: mayNotDependOn

    /// A type declaration's name: `WeatherRouter` in `final class WeatherRouter: WeatherRouting {`.
    static let typeDeclarationPattern = try? NSRegularExpression(
        pattern: #"\b(?:class|struct|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    static let identifierPattern = try? NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)"#)
    static let keywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "case", "static", "final", "override", "where",
    ]

    /// The types `file` declares at its top level (classes, structs, enums, actors, protocols, type aliases;
    /// not types nested in another, which are reached through it).
    static func declaredTypes(in file: LintedFile) -> Set<String> {
        guard let pattern = typeDeclarationPattern else { return [] }
        var names: Set<String> = []
        var depth = 0
        for line in file.source.lines {
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let whole = Range(match.range, in: line), let name = Range(match.range(at: 1), in: line)
                else { continue }
                let before = line[..<whole.lowerBound]
                let level = depth + before.count { $0 == "{" } - before.count { $0 == "}" }
                if level <= 0, !keywords.contains(String(line[name])) { names.insert(String(line[name])) }
            }
            depth += line.count { $0 == "{" } - line.count { $0 == "}" }
        }
        return names
    }

    /// The violations of a `mayNotDependOn` rule: a checked file naming a type of one of `layers`, that is a
    /// type declared at the top level of a file of those layers (of any module) and in no other module file.
    private func dependencies(
        on layers: [ModuleLayer], of checked: [ModuleFile], all files: [ModuleFile], rule: ProjectRule
    ) -> [Violation] {
        var owners: [String: ModuleFile] = [:]
        var elsewhere: Set<String> = []
        for file in files {
            let types = Self.declaredTypes(in: file.file)
            guard let layer = file.layer, layers.contains(layer) else {
                elsewhere.formUnion(types)
                continue
            }
            for type in types where owners[type] == nil { owners[type] = file }
        }
        return checked.flatMap { file -> [Violation] in
            Self.lines(of: file.file, matching: Self.identifierPattern).compactMap { line, groups in
                guard let name = groups.first, !elsewhere.contains(name), let owner = owners[name],
                    let layer = owner.layer
                else { return nil }
                return Violation(
                    path: file.file.path, line: line, rule: RuleName(rawValue: rule.name),
                    message:
                        "\(file.described) refers to \(name), a type of \(owner.described); this project keeps \(file.layer?.plural ?? "them") independent of \(layer.plural)"
                )
            }
        }
    }

    // MARK: maxLines

    private func tooLong(_ file: ModuleFile, limit: Int, rule: ProjectRule) -> Violation? {
        guard file.file.lineCount > limit else { return nil }
        let name = (file.file.path as NSString).lastPathComponent
        return Violation(
            path: file.file.path, line: limit + 1, rule: RuleName(rawValue: rule.name),
            message:
                "\(name) is longer than \(limit) lines, the most this project allows; split it into \(file.file.stem)+<Aspect>.swift files"
        )
    }
}
