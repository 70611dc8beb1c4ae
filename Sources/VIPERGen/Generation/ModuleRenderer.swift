import Foundation
import Stencil

/// Renders a template for one module name: every file of its manifest, with its output path.
public struct ModuleRenderer {
    public let template: ModuleTemplate

    public init(template: ModuleTemplate) {
        self.template = template
    }

    /// The files `template` writes for the module `name`.
    /// - Parameters:
    ///   - settings: where files go and what tests import.
    ///   - parameters: values for the template's parameters; the others take their defaults.
    /// - Throws: ``ViperError`` for an unknown parameter, a Stencil error, or an output path that
    ///   is absolute, leaves the package, or is written twice.
    public func render(
        name: ModuleName, settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> [GeneratedFile] {
        try render(template.manifest.files, name: name.rawValue, settings: settings, parameters: parameters)
    }

    /// The files `viper init` writes once for the package (the manifest's `scaffold`); none for most templates.
    /// Templates see the same context as for a module, with an empty `name`.
    /// - Throws: ``ViperError`` as ``render(name:settings:parameters:)`` does.
    public func renderScaffold(
        settings: GenerationSettings, parameters: [String: String] = [:]
    ) throws(ViperError) -> [GeneratedFile] {
        try render(template.manifest.scaffold, name: "", settings: settings, parameters: parameters)
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

    private func render(
        _ manifestFiles: [TemplateManifest.File], name: String, settings: GenerationSettings,
        parameters: [String: String]
    ) throws(ViperError) -> [GeneratedFile] {
        let manifest = template.manifest
        let environment = Self.environment(for: template.directory)
        let context = try context(name: name, settings: settings, parameters: parameters, in: environment)
        var files: [GeneratedFile] = []
        for file in manifestFiles {
            let rawPath = try render(
                file.output, in: environment, context: context, source: "the output of \(file.template)")
            let trimmed = rawPath.trimmingCharacters(in: .whitespacesAndNewlines)
            let path = PathCheck.normalized(trimmed)
            guard PathCheck.isRelativeAndInside(trimmed), !path.isEmpty else {
                throw ViperError(
                    "Template '\(manifest.name)' would write \(file.template) to '\(rawPath)', outside the package; output paths are relative and stay inside it."
                )
            }
            guard !files.contains(where: { $0.path == path }) else {
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

    /// A Stencil environment with the naming filters and `escaped` (for string literals); `{% include %}` finds the files of `directory`.
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
