import Foundation

/// A copy of a template as it was at one version, kept in the package under
/// `.viper/templates/<template>/<version>/` so that `viper upgrade` can render what that version wrote for a module
/// (the base of its three-way merge) after the template itself has moved on.
///
/// `viper new` and `viper upgrade` write the snapshot of the template they used when the package has none for that
/// name and version yet; one snapshot serves every module written with that version. It holds the template's
/// `template.yml` and its Stencil files (those its manifest names and every other `*.stencil` file, which
/// `{% include %}` may use).
public struct TemplateSnapshot: Equatable, Sendable {
    /// The folder of all snapshots, relative to the package root.
    public static let folder = ".viper/templates"

    /// The template's name, from its manifest.
    public var name: String
    /// The template's version, from its manifest.
    public var version: String

    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// The snapshot of `template`'s name and version.
    public init(of template: ModuleTemplate) {
        self.init(name: template.manifest.name, version: template.manifest.version)
    }

    /// The snapshot's folder relative to the package root, or `nil` when the name or the version cannot be a folder's
    /// name (empty, `.`-first or holding a `/`), and the template then has no snapshot.
    public var path: String? {
        let isFolderName = { (part: String) in
            !part.isEmpty && !part.hasPrefix(".") && !part.contains("/") && !part.contains("\\")
        }
        guard isFolderName(name), isFolderName(version) else { return nil }
        return "\(Self.folder)/\(name)/\(version)"
    }

    /// `true` when the package at `packageRoot` holds this snapshot.
    public func exists(packageRoot: URL) -> Bool {
        guard let path else { return false }
        let manifest = packageRoot.appendingPathComponent(path).appendingPathComponent(TemplateManifest.fileName)
        return FileManager.default.fileExists(atPath: manifest.path)
    }

    /// The template as the snapshot keeps it, or `nil` when the package has no snapshot of this name and version.
    /// - Throws: ``ViperError`` when the snapshot is there but is not a valid template (it names a missing file).
    public func load(packageRoot: URL) throws(ViperError) -> ModuleTemplate? {
        guard let path, exists(packageRoot: packageRoot) else { return nil }
        return try ModuleTemplate.load(from: packageRoot.appendingPathComponent(path))
    }

    /// The files the snapshot of `template` holds, with their paths relative to the package root; none when the
    /// template's name or version cannot be a folder's name.
    public static func files(of template: ModuleTemplate) -> [GeneratedFile] {
        guard let folder = TemplateSnapshot(of: template).path else { return [] }
        let manifest = template.manifest
        var names = [TemplateManifest.fileName]
        for file in manifest.files + manifest.scaffold + manifest.frontEnds.flatMap(\.files)
        where !names.contains(file.template) {
            names.append(PathCheck.normalized(file.template))
        }
        let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: template.directory.path)) ?? []
        for subpath in subpaths.sorted()
        where subpath.hasSuffix(".stencil") && !names.contains(subpath)
            && !subpath.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        {
            names.append(subpath)
        }
        return names.compactMap { name in
            let url = template.directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return GeneratedFile(path: "\(folder)/\(name)", contents: text)
        }
    }

    /// Writes the snapshot of `template` into the package at `packageRoot` unless it holds one of that name and
    /// version already (which is kept as it is).
    /// - Returns: the snapshot's folder when it was written now, else `nil`.
    /// - Throws: ``ViperError`` naming the file that could not be written.
    @discardableResult
    public static func write(_ template: ModuleTemplate, packageRoot: URL) throws(ViperError) -> String? {
        let snapshot = TemplateSnapshot(of: template)
        guard let path = snapshot.path, !snapshot.exists(packageRoot: packageRoot) else { return nil }
        try FileWriter(root: packageRoot).apply(files(of: template).map { PlannedWrite(file: $0, action: .create) })
        return path
    }
}
