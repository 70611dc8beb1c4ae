import Foundation
import Stencil

/// Renders a template for one module name: every file of its manifest, with its output path.
public struct ModuleRenderer {
    public let template: ModuleTemplate

    public init(template: ModuleTemplate) {
        self.template = template
    }

    /// The files `template` writes for the module `name`: the module's own, then those of each front end of
    /// `settings` (its view), in the order `viper.yml` lists the front ends.
    /// - Parameters:
    ///   - settings: where files go, what tests import and the package's front ends.
    ///   - parameters: values for the template's parameters; the others take their defaults.
    /// - Throws: ``ViperError`` for an unknown parameter, a Stencil error, or an output path that
    ///   is absolute, leaves the package, or is written twice.
    public func render(
        name: ModuleName, settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> [GeneratedFile] {
        let environment = Self.environment(for: template.directory)
        let context = try context(name: name.rawValue, settings: settings, parameters: parameters, in: environment)
        var files = try render(template.manifest.files, in: environment, context: context, after: [])
        for (frontEnd, frontEndFiles) in frontEnds(of: settings) {
            var frontEndContext = context
            frontEndContext["frontEnd"] = frontEnd.context
            files += try render(frontEndFiles.files, in: environment, context: frontEndContext, after: files)
        }
        return files
    }

    /// The members `template` adds to existing files for the module `name`: its own edits, then those of each
    /// front end of `settings` (its view factory's `make<Name>View()`).
    /// - Throws: ``ViperError`` as ``render(name:settings:parameters:)`` does, or for an edit whose file is
    ///   outside the package.
    public func insertions(
        name: ModuleName, settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> [MemberInsertion] {
        let environment = Self.environment(for: template.directory)
        let context = try context(name: name.rawValue, settings: settings, parameters: parameters, in: environment)
        var insertions = try render(
            template.manifest.edits, in: environment, context: context, origin: "template \(template.manifest.name)")
        for (frontEnd, frontEndFiles) in frontEnds(of: settings) {
            var frontEndContext = context
            frontEndContext["frontEnd"] = frontEnd.context
            insertions += try render(
                frontEndFiles.edits, in: environment, context: frontEndContext,
                origin: "the \(frontEnd.kind) front end of \(ViperConfiguration.fileName)")
        }
        return insertions
    }

    /// The kinds of front ends in `settings` that the template writes nothing for, each named once.
    public func unsupportedFrontEndKinds(in settings: GenerationSettings) -> [String] {
        let supported = Set(template.manifest.frontEnds.map(\.kind))
        var kinds: [String] = []
        for frontEnd in settings.frontEnds where !supported.contains(frontEnd.kind) && !kinds.contains(frontEnd.kind) {
            kinds.append(frontEnd.kind)
        }
        return kinds
    }

    /// Each front end of `settings` the template has files for, with those files.
    private func frontEnds(of settings: GenerationSettings) -> [(FrontEnd, TemplateManifest.FrontEndFiles)] {
        settings.frontEnds.compactMap { frontEnd in
            template.manifest.frontEnds.first { $0.kind == frontEnd.kind }.map { (frontEnd, $0) }
        }
    }

    /// The files `viper init` writes once for the package (the manifest's `scaffold`); none for most templates.
    /// Templates see the same context as for a module, with an empty `name`.
    /// - Throws: ``ViperError`` as ``render(name:settings:parameters:)`` does.
    public func renderScaffold(
        settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> [GeneratedFile] {
        let environment = Self.environment(for: template.directory)
        let context = try context(name: "", settings: settings, parameters: parameters, in: environment)
        return try render(template.manifest.scaffold, in: environment, context: context, after: [])
    }

    /// The folder that holds the modules folder: `Sources/App` for `Sources/App/Modules`, else `.`.
    static func sourcesFolder(of modules: String) -> String {
        let components = PathCheck.normalized(modules).split(separator: "/")
        return components.count > 1 ? components.dropLast().joined(separator: "/") : "."
    }

    /// The manifest's `next` note for the module `name`, rendered; empty when the template has none.
    /// - Throws: ``ViperError`` as ``render(name:settings:parameters:)`` does.
    public func nextStep(
        name: ModuleName, settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> String {
        guard !template.manifest.next.isEmpty else { return "" }
        let environment = Self.environment(for: template.directory)
        let context = try context(name: name.rawValue, settings: settings, parameters: parameters, in: environment)
        return try render(template.manifest.next, in: environment, context: context, source: "next")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What templates see: `name`, the paths of `settings` and every parameter.
    private func context(
        name: String, settings: GenerationSettings, parameters: [String: String], in environment: Environment
    ) throws(ViperError) -> [String: Any] {
        let manifest = template.manifest
        let known = manifest.parameters.map(\.name)
        if let unknown = parameters.keys.sorted().first(where: { !known.contains($0) }) {
            let list = known.isEmpty ? "it takes none" : "it takes: \(known.joined(separator: ", "))"
            throw ViperError("Template '\(manifest.name)' has no parameter '\(unknown)' (\(list)).")
        }
        var context: [String: Any] = [
            "name": name,
            "modules": PathCheck.normalized(settings.modules),
            "sources": Self.sourcesFolder(of: settings.modules),
            "tests": PathCheck.normalized(settings.tests),
            "testableImport": settings.testableImport,
            "frontEnds": settings.frontEnds.map(\.context),
        ]
        for parameter in manifest.parameters {
            if let value = parameters[parameter.name] {
                context[parameter.name] = value
            } else {
                let source = "the default of parameter '\(parameter.name)'"
                context[parameter.name] = try render(
                    parameter.defaultValue, in: environment, context: context, source: source)
            }
        }
        return context
    }

    /// `manifestFiles` rendered with `context`; `earlier` are files already rendered, which none may repeat.
    private func render(
        _ manifestFiles: [TemplateManifest.File], in environment: Environment, context: [String: Any],
        after earlier: [GeneratedFile]
    ) throws(ViperError) -> [GeneratedFile] {
        let manifest = template.manifest
        var files: [GeneratedFile] = []
        for file in manifestFiles {
            let path = try renderPath(file.output, in: environment, context: context, of: file.template)
            guard !(earlier + files).contains(where: { $0.path == path }) else {
                throw ViperError("Template '\(manifest.name)' writes \(path) twice.")
            }
            let url = template.directory.appendingPathComponent(file.template)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw ViperError("Cannot read \(url.path).")
            }
            files.append(
                GeneratedFile(
                    path: path, contents: try render(text, in: environment, context: context, source: file.template))
            )
        }
        return files
    }

    /// `edits` rendered with `context`, as insertions asked for by `origin`.
    private func render(
        _ edits: [TemplateManifest.Edit], in environment: Environment, context: [String: Any], origin: String
    ) throws(ViperError) -> [MemberInsertion] {
        var insertions: [MemberInsertion] = []
        for edit in edits {
            let source = "the edit of \(edit.file)"
            let path = try renderPath(edit.file, in: environment, context: context, of: source)
            let type = try render(edit.type, in: environment, context: context, source: source)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            insertions.append(
                MemberInsertion(
                    path: path, type: type,
                    member: try render(edit.member, in: environment, context: context, source: source),
                    present: try render(edit.present, in: environment, context: context, source: source),
                    origin: origin))
        }
        return insertions
    }

    /// The output path `expression` renders to, normalized.
    /// - Throws: ``ViperError`` when it is empty, absolute or leaves the package.
    private func renderPath(
        _ expression: String, in environment: Environment, context: [String: Any], of source: String
    ) throws(ViperError) -> String {
        let rawPath = try render(expression, in: environment, context: context, source: "the output of \(source)")
        let trimmed = rawPath.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = PathCheck.normalized(trimmed)
        guard PathCheck.isRelativeAndInside(trimmed), !path.isEmpty else {
            throw ViperError(
                "Template '\(template.manifest.name)' would write \(source) to '\(rawPath)', outside the package; output paths are relative and stay inside it."
            )
        }
        return path
    }

    private func render(
        _ text: String, in environment: Environment, context: [String: Any], source: String
    ) throws(ViperError) -> String {
        do {
            return try environment.renderTemplate(string: text, context: context)
        } catch let error as TemplateSyntaxError {
            let line = error.token.map { ":\($0.sourceMap.location.lineNumber)" } ?? ""
            throw ViperError("Template '\(template.manifest.name)', \(source)\(line): \(error.reason)")
        } catch {
            throw ViperError("Template '\(template.manifest.name)', \(source): \(error)")
        }
    }

    /// A Stencil environment with the naming filters, `escaped` (for string literals) and `length` (a text's number
    /// of characters, to keep generated lines short); `{% include %}` finds the files of `directory`.
    static func environment(for directory: URL) -> Environment {
        let naming = Extension()
        let filters: [(String, (String) -> String)] = [
            ("lowerFirst", Naming.lowerFirst), ("upperFirst", Naming.upperFirst), ("snake", Naming.snake),
            ("kebab", Naming.kebab), ("words", Naming.spaced), ("escaped", Naming.escaped),
        ]
        for (filterName, transform) in filters {
            naming.registerFilter(filterName) { (value: Any?) throws -> Any? in
                guard let value else {
                    throw TemplateSyntaxError("'\(filterName)' was given no value")
                }
                return transform(String(describing: value))
            }
        }
        naming.registerFilter("length") { (value: Any?) throws -> Any? in
            String(describing: value ?? "").count
        }
        return Environment(
            loader: DictionaryLoader(templates: templateFiles(in: directory)), extensions: [naming],
            trimBehaviour: .smart)
    }

    /// The text of every file under `directory`, keyed by its path relative to it.
    private static func templateFiles(in directory: URL) -> [String: String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
        var files: [String: String] = [:]
        for path in paths {
            if let text = try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) {
                files[path] = text
            }
        }
        return files
    }
}
