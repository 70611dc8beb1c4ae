import Foundation

/// A template folder: a `template.yml` manifest beside the Stencil files it names.
public struct ModuleTemplate: Equatable, Sendable {
    /// What the manifest says.
    public var manifest: TemplateManifest
    /// The folder holding the manifest and the Stencil files.
    public var directory: URL
    /// `true` for the templates that ship inside viper.
    public var isBuiltIn: Bool

    /// Reads the template in `directory` and checks that every file it names is there.
    /// - Throws: ``ViperError`` when the manifest is missing or invalid, or names a missing file.
    public static func load(from directory: URL, isBuiltIn: Bool = false) throws(ViperError) -> ModuleTemplate {
        let manifestURL = directory.appendingPathComponent(TemplateManifest.fileName)
        guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw ViperError(
                "No template at \(directory.path): a template is a folder with a \(TemplateManifest.fileName) beside its Stencil files."
            )
        }
        let manifest = try TemplateManifest.parse(text, fileName: manifestURL.path)
        for file in manifest.files + manifest.scaffold + manifest.frontEnds.flatMap(\.files) {
            guard PathCheck.isRelativeAndInside(file.template),
                FileManager.default.fileExists(atPath: directory.appendingPathComponent(file.template).path)
            else {
                throw ViperError(
                    "Template '\(manifest.name)' names '\(file.template)', which is not a file in \(directory.path).")
            }
        }
        return ModuleTemplate(manifest: manifest, directory: directory, isBuiltIn: isBuiltIn)
    }

    /// The templates that ship inside viper, sorted by name.
    /// - Throws: ``ViperError`` when this build of viper lacks its template resources.
    public static func builtIns() throws(ViperError) -> [ModuleTemplate] {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            throw ViperError("This build of viper has no built-in templates (its resource bundle is missing).")
        }
        var templates: [ModuleTemplate] = []
        for name in names.sorted() {
            let directory = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(TemplateManifest.fileName).path)
            {
                templates.append(try load(from: directory, isBuiltIn: true))
            }
        }
        return templates
    }

    /// The template `reference` names: a built-in template's name, else a folder path
    /// (relative paths start at `packageRoot`).
    /// - Throws: ``ViperError`` listing the built-in names when `reference` is neither.
    public static func resolve(_ reference: String, packageRoot: URL) throws(ViperError) -> ModuleTemplate {
        let builtIns = try builtIns()
        if let template = builtIns.first(where: { $0.manifest.name == reference }) {
            return template
        }
        let directory =
            reference.hasPrefix("/")
            ? URL(fileURLWithPath: reference) : packageRoot.appendingPathComponent(reference)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            let names = builtIns.map(\.manifest.name).joined(separator: ", ")
            throw ViperError(
                "No template '\(reference)': it is neither a built-in template (\(names)) nor a folder at \(directory.path)."
            )
        }
        return try load(from: directory)
    }
}
