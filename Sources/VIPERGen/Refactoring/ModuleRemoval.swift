import Foundation

/// What `viper remove <Name>` does to a package, worked out before anything is deleted: the module's files (its
/// folder, its tests folder, its front-end views), the members `viper new` added for it to other files, its
/// record, and the places outside the module that still use one of its names, which make the removal refused.
public struct ModuleRemoval {
    /// A member `viper new` added for the module to another file.
    public struct Member: Equatable, Sendable {
        /// The file, relative to the package root.
        public var path: String
        /// The member's first line.
        public var summary: String
        /// How it was found; `nil` when the file no longer holds it (nothing to take out).
        public var match: MemberRemoval.Match?
    }

    /// The module's name.
    public let name: ModuleName
    /// The module's files on disk, with their `viper list` states.
    public let files: [ModuleListing.File]
    /// The members added for the module, found or not.
    public let members: [Member]
    /// The new text of each file a member is taken out of.
    public let changes: [GeneratedFile]
    /// Where code outside the module still uses one of its names (comments and strings aside).
    public let uses: [ModuleRename.Use]
    /// The records afterwards; `nil` when the module is not recorded.
    public let records: ModuleRecords?

    private let packageRoot: URL
    private let folders: [String]

    /// Works out the removal of module `name` from the package at `packageRoot`.
    /// - Throws: ``ViperError`` when the package has no such module.
    public init(name: ModuleName, packageRoot: URL, configuration: ViperConfiguration) throws(ViperError) {
        self.name = name
        self.packageRoot = packageRoot
        folders = [PathCheck.normalized(configuration.modules), PathCheck.normalized(configuration.tests)]
        let records = try ModuleRecords.load(packageRoot: packageRoot)
        let footprint = try ModuleFootprint.load(
            name, packageRoot: packageRoot, configuration: configuration, records: records)
        files = footprint.files.filter { $0.state != .missing }

        var texts: [String: String] = [:]
        var changed: [String] = []
        var members: [Member] = []
        for insertion in footprint.insertions {
            guard let text = texts[insertion.path] ?? footprint.text(of: insertion.path),
                let (edited, match) = MemberRemoval(insertion).applied(to: text)
            else {
                members.append(Member(path: insertion.path, summary: insertion.summary, match: nil))
                continue
            }
            texts[insertion.path] = edited
            if !changed.contains(insertion.path) { changed.append(insertion.path) }
            members.append(Member(path: insertion.path, summary: insertion.summary, match: match))
        }
        self.members = members
        changes = changed.map { GeneratedFile(path: $0, contents: texts[$0] ?? "") }

        let names = footprint.declaredNames(mentioning: IdentifierRewrite(old: name, new: name))
        let ownPaths = Set(footprint.presentPaths)
        var uses: [ModuleRename.Use] = []
        for path in PackageSwiftFiles.paths(in: packageRoot) where !ownPaths.contains(path) {
            guard let text = texts[path] ?? footprint.text(of: path) else { continue }
            for occurrence in IdentifierRewrite.identifiers(inCodeOf: text) where names.contains(occurrence.token) {
                uses.append(ModuleRename.Use(path: path, line: occurrence.line, token: occurrence.token))
            }
        }
        self.uses = uses
        if footprint.record != nil {
            var updated = records
            updated.remove(named: name.rawValue)
            self.records = updated
        } else {
            self.records = nil
        }
    }

    /// The module's files that differ from what `viper new` wrote (edited, added by hand, or not recorded).
    public var editedFiles: [ModuleListing.File] {
        files.filter { $0.state != .untouched && $0.state != .outdated }
    }

    /// Takes the members out, writes the records, then deletes the module's files and the folders left empty.
    /// - Throws: ``ViperError`` naming the file that could not be written or deleted.
    public func apply() throws(ViperError) {
        try FileWriter(root: packageRoot).apply(changes.map { PlannedWrite(file: $0, action: .overwrite) })
        try records?.write(packageRoot: packageRoot)
        for file in files {
            do {
                try FileManager.default.removeItem(at: packageRoot.appendingPathComponent(file.path))
            } catch {
                throw ViperError("Cannot delete \(file.path): \(error.localizedDescription)")
            }
        }
        for folder in folders {
            ModuleRename.removeEmptyFolders(at: packageRoot.appendingPathComponent(folder + "/" + name.rawValue))
        }
    }
}
