import Foundation

/// Lists a package's modules: those `viper new` recorded and the folders under the modules folder, each file
/// compared with what the module's template writes for it now (rendered in memory; nothing is written).
public struct ModuleInventory {
    public let packageRoot: URL
    public let configuration: ViperConfiguration
    public let records: ModuleRecords

    public init(packageRoot: URL, configuration: ViperConfiguration, records: ModuleRecords) {
        self.packageRoot = packageRoot
        self.configuration = configuration
        self.records = records
    }

    /// Every module, sorted by name, with its files sorted by path.
    public func listing() -> ModuleListing {
        var names = Set(records.modules.map(\.name))
        names.formUnion(moduleFolderNames())
        var templates: [String: Result<ModuleTemplate, ViperError>] = [:]
        let modules = names.sorted().map { name in
            guard let record = records[name] else { return unrecorded(name) }
            if templates[record.source] == nil {
                templates[record.source] = Result { () throws(ViperError) in
                    try ModuleTemplate.resolve(record.source, packageRoot: packageRoot)
                }
            }
            return recorded(record, template: templates[record.source] ?? .failure(ViperError("")))
        }
        return ModuleListing(modules: modules)
    }

    /// The folders directly under the modules folder (hidden ones left out); none when it does not exist.
    private func moduleFolderNames() -> [String] {
        let url = packageRoot.appendingPathComponent(PathCheck.normalized(configuration.modules))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    private func recorded(_ record: ModuleRecord, template: Result<ModuleTemplate, ViperError>) -> ModuleListing.Module
    {
        var module = ModuleListing.Module(
            name: record.name, recorded: true, template: record.template, version: record.version, files: [])
        var fresh: [String: String]?
        do {
            let template = try template.get()
            module.currentVersion = template.manifest.version
            let files = try ModuleRenderer(template: template).render(
                name: ModuleName(validating: record.name), settings: GenerationSettings(configuration),
                parameters: record.parameters)
            fresh = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        } catch {
            module.note =
                "cannot render it with template \(record.source) now (\(error.message)); files are compared with what was written"
        }
        let recordedPaths = Set(record.files.map(\.path))
        module.files = record.files.map { state(of: $0, fresh: fresh) }
        let (found, note) = folderFiles(of: record.name)
        for path in found where !recordedPaths.contains(path) {
            let (contents, fileNote) = read(path)
            module.files.append(
                ModuleListing.File(path: path, state: contents == nil ? .unreadable : .added, note: fileNote))
        }
        module.files.sort { $0.path < $1.path }
        if let note, module.note == nil { module.note = note }
        return module
    }

    private func unrecorded(_ name: String) -> ModuleListing.Module {
        let (paths, note) = folderFiles(of: name)
        let files = paths.map { path in
            let (contents, fileNote) = read(path)
            return ModuleListing.File(path: path, state: contents == nil ? .unreadable : .unrecorded, note: fileNote)
        }
        return ModuleListing.Module(name: name, recorded: false, template: "unknown", note: note, files: files)
    }

    /// How the file `file` records compares with the template's text now (`fresh`, when it could be rendered) and
    /// with what was written.
    private func state(of file: ModuleRecord.File, fresh: [String: String]?) -> ModuleListing.File {
        let url = packageRoot.appendingPathComponent(file.path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return ModuleListing.File(path: file.path, state: .missing)
        }
        let (contents, note) = read(file.path)
        guard let contents else { return ModuleListing.File(path: file.path, state: .unreadable, note: note) }
        let now = fresh?[file.path]
        if let now, Array(now.utf8) == contents {
            return ModuleListing.File(path: file.path, state: .untouched)
        }
        guard SHA256.hex(of: contents) == file.sha256 else {
            return ModuleListing.File(path: file.path, state: .edited, note: note)
        }
        return ModuleListing.File(path: file.path, state: now == nil ? .untouched : .outdated)
    }

    /// The bytes of the file at `path`, or `nil` with why when it cannot be read; a note when they are not UTF-8.
    private func read(_ path: String) -> (contents: [UInt8]?, note: String?) {
        let url = packageRoot.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return (nil, "a folder, not a file")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            return (nil, exists ? "cannot be read" : "a link to nothing")
        }
        let bytes = [UInt8](data)
        return (bytes, String(data: data, encoding: .utf8) == nil ? "not UTF-8 text" : nil)
    }

    /// The files (hidden ones left out) in the module's folder and its tests folder, relative to the package root
    /// and sorted, with a note when the module folder holds none or cannot be read.
    private func folderFiles(of name: String) -> (paths: [String], note: String?) {
        var paths: [String] = []
        var note: String?
        for base in [configuration.modules, configuration.tests] {
            let folder = PathCheck.normalized(base) + "/" + name
            let url = packageRoot.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: url.path) else {
                if base == configuration.modules { note = "its folder \(folder) cannot be read" }
                continue
            }
            for subpath in subpaths where !subpath.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(subpath).path, isDirectory: &isFolder)
                if !exists || !isFolder.boolValue { paths.append(folder + "/" + subpath) }
            }
            if base == configuration.modules, paths.isEmpty { note = "its folder \(folder) holds no files" }
        }
        return (paths.sorted(), note)
    }
}
