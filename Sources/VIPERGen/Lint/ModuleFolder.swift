import Foundation

/// The part a file plays in its module, read from its name: `<Name><Role>.swift`, or
/// `<Name><Role>+<Aspect>.swift` for a type split over several files.
enum ModuleRole: String, CaseIterable {
    case contracts = "Contracts"
    case presenter = "Presenter"
    case interactor = "Interactor"
    case router = "Router"
    case module = "Module"

    /// The five roles every module has, in the order docs/ARCHITECTURE.md ("Module shape") lists them.
    static let required: [ModuleRole] = allCases

    /// "contracts", "presenter", …, and "assembly" for the Module file.
    var noun: String {
        self == .module ? "assembly" : rawValue.lowercased()
    }
}

/// A Swift file of the linted package.
struct LintedFile {
    /// The path relative to the package root.
    let path: String
    /// The file name without `.swift` and without a `+Aspect` suffix.
    let stem: String
    let source: SwiftSource
    /// How many lines the file has (a final newline does not start another).
    var lineCount: Int { source.lines.count - (endsWithNewline ? 1 : 0) }
    /// Whether the file's text ends with a newline.
    var endsWithNewline = true
}

/// One folder under the modules folder, named after its module.
struct ModuleFolder {
    let name: String
    /// The folder, relative to the package root.
    let path: String
    let files: [LintedFile]

    /// The files playing `role`, including `+Aspect` extensions.
    func files(_ role: ModuleRole) -> [LintedFile] {
        files.filter { $0.stem == name + role.rawValue }
    }

    /// The files named like a view: `<Name>View.swift`, `<Name>ViewController.swift`, `<Name>…View.swift`.
    var viewFiles: [LintedFile] {
        files.filter { file in
            file.stem.hasPrefix(name) && (file.stem.hasSuffix("View") || file.stem.hasSuffix("ViewController"))
        }
    }
}

/// Finds and reads Swift files under a package root.
struct SourceTree {
    let root: URL

    /// The Swift files under `folder` (relative to the root), skipping hidden folders, sorted by path.
    func swiftFiles(in folder: String) -> [LintedFile] {
        let base = folder.isEmpty || folder == "." ? root : root.appendingPathComponent(folder)
        let prefix = folder.isEmpty || folder == "." ? "" : PathCheck.normalized(folder) + "/"
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? []
        return paths.sorted().compactMap { subpath in
            guard subpath.hasSuffix(".swift"), !subpath.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                let data = FileManager.default.contents(atPath: base.appendingPathComponent(subpath).path)
            else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            let fileName = (subpath as NSString).lastPathComponent
            let stem = String(fileName.dropLast(".swift".count).split(separator: "+").first ?? "")
            return LintedFile(
                path: prefix + subpath, stem: stem, source: SwiftSource(text),
                endsWithNewline: text.isEmpty || text.hasSuffix("\n"))
        }
    }

    /// The module folders directly under `modules`, sorted by name.
    /// - Throws: ``ViperError`` when `modules` is not a folder.
    func moduleFolders(in modules: String) throws(ViperError) -> [ModuleFolder] {
        let url = root.appendingPathComponent(modules)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ViperError(
                "No modules folder at \(modules) in \(root.path); set `modules` in \(ViperConfiguration.fileName).")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            let path = url.appendingPathComponent(name).path
            guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            else { return nil }
            let folder = PathCheck.normalized(modules) + "/" + name
            return ModuleFolder(name: name, path: folder, files: swiftFiles(in: folder))
        }
    }
}
