import Foundation

/// The four rules; each returns the violations it finds.
extension Linter {
    // MARK: module-roles

    func missingRoles(_ module: ModuleFolder) -> [Violation] {
        ModuleRole.required.filter { module.files($0).isEmpty }.map { role in
            Violation(
                path: module.path, line: 1, rule: .moduleRoles,
                message:
                    "module \(module.name) has no \(role.noun): add \(module.name)\(role.rawValue).swift (every module has Contracts, Presenter, Interactor, Router and Module files)"
            )
        }
    }

    // MARK: no-ui-import

    static let importPattern = try? NSRegularExpression(
        pattern:
            #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
    )

    func forbiddenImports(_ module: ModuleFolder) -> [Violation] {
        let forbidden = configuration.lint.allForbiddenImports
        return [ModuleRole.presenter, .interactor, .router].flatMap { role in
            module.files(role).flatMap { file in
                Self.lines(of: file, matching: Self.importPattern).compactMap { line, groups in
                    guard let imported = groups.first, forbidden.contains(imported) else { return nil }
                    let reason =
                        LintSettings.uiFrameworks.contains(imported)
                        ? "presenters, interactors and routers import no UI framework (UI code belongs in the view)"
                        : "viper.yml forbids it in presenters, interactors and routers"
                    return Violation(
                        path: file.path, line: line, rule: .noUIImport,
                        message: "the \(module.name) \(role.noun) imports \(imported); \(reason)")
                }
            }
        }
    }

    // MARK: module-isolation

    static let privateRoles = ["Presenter", "Presenting", "Interactor", "Interacting", "Router", "Routing"]

    func reachesIntoOtherModules(_ module: ModuleFolder, all modules: [ModuleFolder]) -> [Violation] {
        let others = modules.map(\.name).filter { $0 != module.name }
        guard let pattern = Self.typePattern(modules: others, roles: Self.privateRoles) else { return [] }
        return [ModuleRole.presenter, .interactor].flatMap { role in
            module.files(role).flatMap { file in
                Self.lines(of: file, matching: pattern).map { line, groups in
                    Violation(
                        path: file.path, line: line, rule: .moduleIsolation,
                        message:
                            "the \(module.name) \(role.noun) refers to \(groups.joined()) of module \(groups[0]); modules reach each other only through routers, assemblies and delegates"
                    )
                }
            }
        }
    }

    // MARK: view-talks-to-presenter

    static let declarationPattern = try? NSRegularExpression(
        pattern: #"\b(?:class|struct|actor|enum|extension)\s+[A-Za-z_][A-Za-z0-9_.]*\s*(?:<[^>{]*>)?\s*:([^{]*)"#
    )

    func viewsReachingPastPresenters(_ views: [(file: LintedFile, modules: [String])]) -> [Violation] {
        views.flatMap { file, modules -> [Violation] in
            modules.flatMap { name -> [Violation] in
                guard
                    let pattern = Self.typePattern(
                        modules: [name], roles: ["Interactor", "Interacting", "Router", "Routing"])
                else { return [] }
                return Self.lines(of: file, matching: pattern).map { line, groups in
                    Violation(
                        path: file.path, line: line, rule: .viewTalksToPresenter,
                        message:
                            "the \(name) view refers to \(groups.joined()); a view talks only to its presenter (\(name)Presenting)"
                    )
                }
            }
        }
    }

    /// The views of `modules`, sorted by path, each with the names of the modules it is a view of (sorted):
    /// `<Name>…View.swift` files of a module folder, and files under `lint.sources` declaring a type that
    /// adopts a module's `<Name>View` protocol.
    func moduleViews(modules: [ModuleFolder], tree: SourceTree) -> [(file: LintedFile, modules: [String])] {
        var files: [String: LintedFile] = [:]
        var viewsOf: [String: Set<String>] = [:]
        for module in modules {
            for file in module.files { files[file.path] = file }
            for file in module.viewFiles { viewsOf[file.path, default: []].insert(module.name) }
        }
        for folder in configuration.lint.sources {
            for file in tree.swiftFiles(in: folder) { files[file.path] = files[file.path] ?? file }
        }
        let names = Set(modules.map(\.name))
        for file in files.values {
            for name in Self.adoptedViewProtocols(in: file) where names.contains(name) {
                viewsOf[file.path, default: []].insert(name)
            }
        }

        return viewsOf.keys.sorted().compactMap { path in
            guard let file = files[path], let modules = viewsOf[path] else { return nil }
            return (file, modules.sorted())
        }
    }

    /// The module names `X` of the `XView` protocols that types declared in `file` adopt.
    static func adoptedViewProtocols(in file: LintedFile) -> Set<String> {
        guard let pattern = declarationPattern else { return [] }
        var names: Set<String> = []
        let lines = file.source.lines
        for index in lines.indices
        where lines[index].range(of: #"\b(class|struct|actor|enum|extension)\s"#, options: .regularExpression) != nil {
            var declaration = ""
            for next in index..<min(index + 8, lines.count) {
                declaration += lines[next] + " "
                if lines[next].contains("{") { break }
            }
            let range = NSRange(declaration.startIndex..., in: declaration)
            guard let match = pattern.firstMatch(in: declaration, range: range),
                let inheritance = Range(match.range(at: 1), in: declaration)
            else { continue }
            for type in declaration[inheritance].split(whereSeparator: { ",&{ \t".contains($0) }) {
                let name = type.split(separator: ".").last.map(String.init) ?? ""
                if name.hasSuffix("View"), name.count > "View".count {
                    names.insert(String(name.dropLast("View".count)))
                }
            }
        }
        return names
    }
}
