import Foundation

/// What `viper rename <Old> <New>` does to a package, worked out before anything is written: each of the module's
/// files moved to its new path with its names renamed, the package's other files that use the module's names, and
/// the module's new record.
///
/// A file still as the template writes it becomes exactly what `viper new <New>` writes; any other file keeps its
/// text with the module's name replaced word by word (see ``IdentifierRewrite``). Outside the module only the names
/// the module declares are renamed (its types, `make<Old>View()`, `old<…>DidClose()`); other names that mention
/// `Old`, and names declared outside the module, are left as they are and reported.
public struct ModuleRename {
    /// One of the module's files and where it goes.
    public struct Move: Equatable, Sendable {
        /// Where the file is, relative to the package root.
        public var from: String
        /// Where it goes.
        public var to: String
        /// Its state in `viper list` before the rename.
        public var state: ModuleListing.FileState
        /// Its new text; `nil` when the file is missing or is not UTF-8 text (its bytes move as they are).
        public var contents: String?
    }

    /// A file outside the module whose text changes.
    public struct Change: Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        /// Its new text.
        public var contents: String
        /// The names renamed in it, each once, in order.
        public var names: [String]
    }

    /// A mention of the old name that is left as it is, and where.
    public struct Use: Equatable, Sendable {
        public var path: String
        public var line: Int
        public var token: String

        /// `path:line: token`.
        public var described: String { "\(path):\(line): \(token)" }
    }

    /// The module's name now.
    public let old: ModuleName
    /// Its name afterwards.
    public let new: ModuleName
    /// The module's files, in `viper list` order.
    public let moves: [Move]
    /// The other files that change, by path.
    public let changes: [Change]
    /// Mentions of the old name that stay: names declared outside the module, and words that are not the module's.
    public let kept: [Use]
    /// The records afterwards; `nil` when the module is not recorded.
    public let records: ModuleRecords?
    /// Why the files could not be compared with the template, if they could not.
    public let note: String?

    private let packageRoot: URL
    private let folders: [String]

    /// Works out the rename of module `old` to `new` in the package at `packageRoot`.
    /// - Throws: ``ViperError`` when `old` is not a module, `new` names one already, or a file or name the rename
    ///   would write exists already.
    public init(
        old: ModuleName, new: ModuleName, packageRoot: URL, configuration: ViperConfiguration
    ) throws(ViperError) {
        guard old != new else {
            throw ViperError("The module is already called \(old); give a different new name.")
        }
        self.old = old
        self.new = new
        self.packageRoot = packageRoot
        let records = try ModuleRecords.load(packageRoot: packageRoot)
        let footprint = try ModuleFootprint.load(
            old, packageRoot: packageRoot, configuration: configuration, records: records)
        let modules = PathCheck.normalized(configuration.modules)
        let tests = PathCheck.normalized(configuration.tests)
        folders = [modules, tests]
        try Self.checkFree(new, records: records, folders: folders, packageRoot: packageRoot)

        let rewrite = IdentifierRewrite(old: old, new: new)
        let moduleNames = footprint.declaredNames(mentioning: rewrite)
        let ownPaths = Set(footprint.presentPaths)
        let otherPaths = PackageSwiftFiles.paths(in: packageRoot).filter { !ownPaths.contains($0) }
        var otherTexts: [(path: String, text: String)] = []
        for path in otherPaths {
            if let text = footprint.text(of: path) { otherTexts.append((path, text)) }
        }
        var foreign = Set<String>()
        for (_, text) in otherTexts {
            for name in SwiftDeclarations.names(in: text)
            where rewrite.mentionsOldName(name.token) && !moduleNames.contains(name.token) {
                foreign.insert(name.token)
            }
        }
        let ownTexts = footprint.presentPaths.compactMap(footprint.text(of:))
        let packageModules = PackageModuleNames.names(
            packageRoot: packageRoot, configuration: configuration, texts: ownTexts + otherTexts.map(\.text))
        foreign.formUnion(packageModules)
        try Self.checkNewNames(
            moduleNames.compactMap(rewrite.renamed),
            texts: otherTexts
                + footprint.presentPaths.compactMap { path in
                    footprint.text(of: path).map { (path, $0) }
                }, new: new, old: old)

        var renamedFiles: [GeneratedFile]?
        var newInsertions: [MemberInsertion] = []
        if let renderer = footprint.renderer, let record = footprint.record {
            renamedFiles = try renderer.render(name: new, settings: footprint.settings, parameters: record.parameters)
            newInsertions = try renderer.insertions(
                name: new, settings: footprint.settings, parameters: record.parameters)
        }

        // A name of another module whose name holds the old one (WeatherDetailView when Weather is renamed) is
        // that module's, not a mention to report.
        let longerModules = footprint.otherModules.compactMap { other -> IdentifierRewrite? in
            guard rewrite.mentionsOldName(other), let otherName = try? ModuleName(validating: other) else {
                return nil
            }
            return IdentifierRewrite(old: otherName, new: otherName)
        }
        let protected = longerModules.flatMap { module in
            let name = module.old.rawValue
            return Naming.words(name).count > 1 ? [Naming.spaced(name), Naming.kebab(name), Naming.snake(name)] : []
        }
        let renaming = Renaming(
            rewrite: rewrite, moduleNames: moduleNames, foreign: foreign, packageModules: packageModules,
            protected: protected)
        var moves: [Move] = []
        var kept: [Use] = []
        var renamedRecords: [String: ModuleRecord.File] = [:]
        for file in footprint.files {
            let planned = Self.plannedMove(
                of: file, footprint: footprint, renamedFiles: renamedFiles, renaming: renaming,
                fallbackPath: Self.renamedPath(file.path, folders, rewrite))
            moves.append(planned.move)
            kept += planned.kept
            renamedRecords[file.path] = planned.record
        }
        for move in moves where move.from != move.to {
            if FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(move.to).path) {
                throw ViperError(
                    "Cannot rename \(old) to \(new): \(move.to) exists already. Move it away or pick another name; nothing was written."
                )
            }
        }

        var changes: [Change] = []
        for (path, text) in otherTexts {
            let result = renaming.otherFile(text, path: path)
            kept += result.kept
            guard !result.names.isEmpty else { continue }
            var contents = result.text
            for (oldMember, newMember) in zip(footprint.insertions, newInsertions) where oldMember.path == path {
                let renamedMember = renaming.otherFile(oldMember.member, path: path).text
                contents = Self.replacingBlock(renamedMember, with: newMember.member, in: contents)
            }
            changes.append(Change(path: path, contents: contents, names: result.names))
        }

        self.moves = moves
        self.changes = changes
        self.kept = kept.filter { use in !longerModules.contains { $0.mentionsOldName(use.token) } }
        note = footprint.note
        if let record = footprint.record {
            var updated = records
            updated.remove(named: old.rawValue)
            updated.record(
                ModuleRecord(
                    name: new.rawValue, template: record.template, version: record.version, source: record.source,
                    parameters: record.parameters, files: record.files.compactMap { renamedRecords[$0.path] }))
            self.records = updated
        } else {
            self.records = nil
        }
    }

    /// Where one of the module's files goes and its new text: what `viper new <New>` writes for an untouched file,
    /// else the file with its names renamed, merged with the template's text for the new name when the record says
    /// the template wrote it; with the mentions kept and the file's record under the new path (its digest the new
    /// text's when the file was as written).
    private static func plannedMove(
        of file: ModuleListing.File, footprint: ModuleFootprint, renamedFiles: [GeneratedFile]?, renaming: Renaming,
        fallbackPath: String
    ) -> (move: Move, kept: [Use], record: ModuleRecord.File?) {
        let index = footprint.rendered?.firstIndex { $0.path == file.path }
        let target = index.flatMap { renamedFiles?[$0].path } ?? fallbackPath
        let recorded = footprint.record?.files.first { $0.path == file.path }
        // What the template that wrote the file writes for each name, when the record says it wrote that.
        var written: GeneratedFile?
        var rewritten: GeneratedFile?
        if let index, let renamedFiles, let original = footprint.rendered?[index],
            SHA256.hex(of: original.contents) == recorded?.sha256
        {
            written = original
            rewritten = renamedFiles[index]
        }
        var contents: String?
        var kept: [Use] = []
        let text = footprint.text(of: file.path)
        if let text, let index, let renamedFiles, text == footprint.rendered?[index].contents {
            contents = renamedFiles[index].contents
        } else if let text {
            let result = renaming.ownFile(text, path: file.path)
            kept = result.kept
            contents = result.text
            if let written, let rewritten {
                // The template's text for the new name (its line breaks, its title) with the file's
                // edits; where they touch, the edits with the names replaced word by word.
                let base = renaming.ownFile(written.contents, path: file.path).text
                let merge = ThreeWayMerge(base: base, ours: result.text, theirs: rewritten.contents)
                contents = merge.conflicts == 0 ? merge.text() : result.text
            }
        }
        let move = Move(from: file.path, to: target, state: file.state, contents: contents)
        guard let recorded else { return (move, kept, nil) }
        var digest = recorded.sha256
        if let rewritten {
            digest = SHA256.hex(of: rewritten.contents)
        } else if let text, let contents, SHA256.hex(of: text) == recorded.sha256 {
            digest = SHA256.hex(of: contents)
        }
        return (move, kept, ModuleRecord.File(path: target, sha256: digest))
    }

    /// Refuses `new` when a module of that name is recorded or has a folder.
    private static func checkFree(
        _ new: ModuleName, records: ModuleRecords, folders: [String], packageRoot: URL
    ) throws(ViperError) {
        if records[new.rawValue] != nil {
            throw ViperError(
                "Module \(new) exists already (recorded in \(ModuleRecords.path)); pick another name. Nothing was written."
            )
        }
        for folder in folders {
            let path = folder + "/" + new.rawValue
            if FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path) {
                throw ViperError(
                    "Module \(new) exists already (\(path) is there); pick another name. Nothing was written.")
            }
        }
    }

    /// Refuses the rename when one of the names it would give is declared in the package already.
    private static func checkNewNames(
        _ names: [String], texts: [(path: String, text: String)], new: ModuleName, old: ModuleName
    ) throws(ViperError) {
        let wanted = Set(names)
        for (path, text) in texts {
            for declared in SwiftDeclarations.names(in: text) where wanted.contains(declared.token) {
                throw ViperError(
                    "Cannot rename \(old) to \(new): \(declared.token) is declared already at \(path):\(declared.line). Pick another name; nothing was written."
                )
            }
        }
    }

    /// `path` with the module's folder renamed and the old name replaced in its file name.
    private static func renamedPath(_ path: String, _ folders: [String], _ rewrite: IdentifierRewrite) -> String {
        var components = path.split(separator: "/").map(String.init)
        for folder in folders where path.hasPrefix(folder + "/" + rewrite.old.rawValue + "/") {
            let depth = folder.split(separator: "/").count
            components[depth] = rewrite.new.rawValue
        }
        if let last = components.last {
            components[components.count - 1] = rewrite.rewrite(last, phrases: false) { _ in true }.text
        }
        return components.joined(separator: "/")
    }

    /// `text` with the lines of `block` (at any indentation) replaced by those of `replacement`, indented alike.
    static func replacingBlock(_ block: String, with replacement: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blockLines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = blockLines.first, !first.isEmpty else { return text }
        for start in lines.indices where lines[start].hasSuffix(first) {
            let indent = String(lines[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " || $0 == "\t" }), start + blockLines.count <= lines.count else {
                continue
            }
            let matches = blockLines.enumerated().allSatisfy { offset, line in
                lines[start + offset] == (line.isEmpty ? "" : indent + line)
            }
            guard matches else { continue }
            let indented = replacement.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + $0
            }
            // viper new sets a member of several lines apart with a blank line after another member.
            var range = start..<(start + blockLines.count)
            var replaced = indented
            let previous = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : "{"
            if blockLines.count == 1, replaced.count > 1, !previous.isEmpty, !previous.hasSuffix("{") {
                replaced.insert("", at: 0)
            } else if blockLines.count > 1, replaced.count == 1, previous.isEmpty, start >= 2 {
                let member = lines[start - 2].trimmingCharacters(in: .whitespaces)
                if !member.isEmpty, !member.hasSuffix("{") { range = (start - 1)..<range.upperBound }
            }
            var result = lines
            result.replaceSubrange(range, with: replaced)
            return result.joined(separator: "\n")
        }
        return text
    }

    // MARK: Carrying it out

    /// Writes the moved files and the changed ones, then the records, then deletes the old files and the folders
    /// they leave empty.
    /// - Throws: ``ViperError`` naming the file that could not be written or moved.
    public func apply() throws(ViperError) {
        let writer = FileWriter(root: packageRoot)
        let fileManager = FileManager.default
        for move in moves where move.state != .missing {
            let target = packageRoot.appendingPathComponent(move.to)
            if let contents = move.contents {
                try writer.apply([
                    PlannedWrite(file: GeneratedFile(path: move.to, contents: contents), action: .overwrite)
                ])
            } else if move.from != move.to {
                do {
                    try fileManager.createDirectory(
                        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try fileManager.copyItem(at: packageRoot.appendingPathComponent(move.from), to: target)
                } catch {
                    throw ViperError("Cannot move \(move.from) to \(move.to): \(error.localizedDescription)")
                }
            }
        }
        try writer.apply(
            changes.map { PlannedWrite(file: GeneratedFile(path: $0.path, contents: $0.contents), action: .overwrite) })
        try records?.write(packageRoot: packageRoot)
        for move in moves where move.state != .missing && move.from != move.to {
            try? fileManager.removeItem(at: packageRoot.appendingPathComponent(move.from))
        }
        for folder in folders {
            Self.removeEmptyFolders(at: packageRoot.appendingPathComponent(folder + "/" + old.rawValue))
        }
    }

    /// Deletes the folder at `url` and its subfolders when they hold no files (hidden files aside).
    static func removeEmptyFolders(at url: URL) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] {
            removeEmptyFolders(at: url.appendingPathComponent(name))
        }
        let left = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
        if left.allSatisfy({ $0 == ".DS_Store" }) { try? fileManager.removeItem(at: url) }
    }
}

/// How `viper rename` rewrites a text: in the module's own files every mention of the old name but the names
/// declared outside the module and the package's module names; in the other files only the names the module
/// declares, outside string literals. Mentions left as they are come back as uses to report, but for the package's
/// module names (`WeatherApp`).
private struct Renaming {
    let rewrite: IdentifierRewrite
    /// The names the module declares that mention its name.
    let moduleNames: Set<String>
    /// Names that mention the old name but belong to something else.
    let foreign: Set<String>
    /// The package's Swift modules.
    let packageModules: Set<String>
    /// Phrases of other modules' names that hold the old one, left alone.
    let protected: [String]

    func ownFile(_ text: String, path: String) -> (text: String, kept: [ModuleRename.Use]) {
        let result = rewrite.rewrite(text, phrases: true, protected: protected) { !foreign.contains($0) }
        return (result.text, uses(result.kept, path: path))
    }

    /// The text, the names renamed (each once, in order) and the uses kept.
    func otherFile(_ text: String, path: String) -> (text: String, names: [String], kept: [ModuleRename.Use]) {
        let result = rewrite.rewrite(text, phrases: false, insideStrings: false, protected: protected) {
            moduleNames.contains($0)
        }
        var names: [String] = []
        for occurrence in result.renamed where !names.contains(occurrence.token) { names.append(occurrence.token) }
        return (result.text, names, uses(result.kept, path: path))
    }

    private func uses(_ occurrences: [IdentifierRewrite.Occurrence], path: String) -> [ModuleRename.Use] {
        occurrences.filter { !packageModules.contains($0.token) }.map {
            ModuleRename.Use(path: path, line: $0.line, token: $0.token)
        }
    }
}
