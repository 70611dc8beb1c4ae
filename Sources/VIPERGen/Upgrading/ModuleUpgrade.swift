import Foundation

/// What `viper upgrade` does to one module written by an older version of its template: for each file, the action
/// and the text it writes, and the module's record afterwards.
///
/// Each file is a three-way merge of what the old version wrote for the module (the base, rendered from the
/// package's ``TemplateSnapshot`` of that version with the record's name and parameters), the file as it is (yours)
/// and what the current version writes (the template's).
public struct ModuleUpgrade: Equatable, Sendable {
    /// What upgrading does to one file.
    public enum Action: String, CaseIterable, Equatable, Sendable {
        /// Nothing to write: already the current template's text, or edited where the template did not change.
        case unchanged
        /// The current template writes a file that is not there: it is created.
        case create
        /// Untouched since `viper new` wrote it: replaced by the current template's text.
        case update
        /// Edited, and the edits and the template's changes touch different lines: merged, keeping both.
        case merge
        /// Edited where the template changed too (or with no base to merge with): written with conflict markers
        /// only with `--force`.
        case conflict
        /// Written by `viper new`, deleted since, and the template's text for it did not change: it stays deleted.
        case deleted
        /// No longer written by the current template, and untouched: it is deleted.
        case remove
        /// No longer written by the current template, but edited: it is kept as it is.
        case keep
        /// Cannot be read as text (a folder, not UTF-8, a link to nothing): the module is not upgraded.
        case unreadable
    }

    /// One file of the module with its action.
    public struct File: Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        public var action: Action
        /// The text written for `create`, `update`, `merge` and `conflict` (with markers); `nil` otherwise.
        public var contents: String?
        /// The number of conflicts in `contents`: 0 for a file deleted here that the template changed (`contents` is
        /// then the template's text), 1 for an edited file with no old text to merge with.
        public var conflicts: Int
        /// Why, when the action alone does not say it.
        public var note: String?

        public init(path: String, action: Action, contents: String? = nil, conflicts: Int = 0, note: String? = nil) {
            self.path = path
            self.action = action
            self.contents = contents
            self.conflicts = conflicts
            self.note = note
        }
    }

    /// The module's record as it is.
    public var record: ModuleRecord
    /// The version the module is upgraded to.
    public var version: String
    /// Every file the old or the current template writes for the module, in the order the current template writes
    /// them, then those it no longer writes.
    public var files: [File]
    /// The module's record after the upgrade: the current version and the digests of the current template's text.
    public var upgradedRecord: ModuleRecord
    /// The members the current template adds to existing files (a view factory's `make<Name>View()`), checked
    /// against the files: those already there are `present`, the others are added.
    public var edits: EditPlan

    public init(
        record: ModuleRecord, version: String, files: [File], upgradedRecord: ModuleRecord,
        edits: EditPlan = EditPlan()
    ) {
        self.record = record
        self.version = version
        self.files = files
        self.upgradedRecord = upgradedRecord
        self.edits = edits
    }

    /// The files whose conflicts are not written without `--force`.
    public var conflicted: [File] { files.filter { $0.action == .conflict } }

    /// The files that stop the module's upgrade even with `--force`.
    public var unreadable: [File] { files.filter { $0.action == .unreadable } }

    /// `true` when the upgrade writes or deletes any file, or changes the record.
    public var changesAnything: Bool {
        files.contains { $0.action != .unchanged && $0.action != .deleted && $0.action != .keep }
            || upgradedRecord != record || !edits.files.isEmpty
    }
}

extension ModuleUpgrade {
    /// Plans the upgrade of the module `record` describes to `template`; reads the package, writes nothing.
    /// - Parameters:
    ///   - settings: where files go, from `viper.yml`; both the old and the current template render with them.
    ///   - style: how conflicts are written into the files' text.
    /// - Throws: ``ViperError`` when the module's name is not a Swift type name or either version of the template
    ///   cannot render the module (a parameter the current version no longer takes, a broken snapshot), or when a
    ///   member the current version adds cannot be added (its file or type is missing).
    public static func plan(
        _ record: ModuleRecord, to template: ModuleTemplate, settings: GenerationSettings, packageRoot: URL,
        style: ThreeWayMerge.ConflictStyle = .merge
    ) throws(ViperError) -> ModuleUpgrade {
        let name = try ModuleName(validating: record.name)
        let old = "template \(record.template) \(record.version)"
        let new = "template \(template.manifest.name) \(template.manifest.version)"
        let current: [GeneratedFile]
        let insertions: [MemberInsertion]
        do {
            let renderer = ModuleRenderer(template: template)
            current = try renderer.render(name: name, settings: settings, parameters: record.parameters)
            insertions = try renderer.insertions(name: name, settings: settings, parameters: record.parameters)
        } catch {
            throw ViperError("Cannot render module \(record.name) with \(new): \(error.message)")
        }
        let snapshot = TemplateSnapshot(name: record.template, version: record.version)
        var base: [String: String]?
        do {
            if let oldTemplate = try snapshot.load(packageRoot: packageRoot) {
                let files = try ModuleRenderer(template: oldTemplate).render(
                    name: name, settings: settings, parameters: record.parameters)
                base = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
            }
        } catch {
            throw ViperError(
                "Cannot render what \(old) wrote for module \(record.name) from its snapshot in \(snapshot.path ?? TemplateSnapshot.folder): \(error.message) Fix the snapshot, or delete it to upgrade without it (edited files then conflict whole)."
            )
        }
        let digests = Dictionary(record.files.map { ($0.path, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        let labels = ThreeWayMerge.Labels(ours: "yours", base: old, theirs: new)
        var files: [File] = []
        for file in current {
            let ours = read(file.path, packageRoot: packageRoot)
            let baseText = base?[file.path]
            let written = digests[file.path]
            let templateUnchanged = baseText == file.contents || written == SHA256.hex(of: file.contents)
            switch ours {
            case .absent where written == nil:
                files.append(File(path: file.path, action: .create, contents: file.contents))
            case .absent where templateUnchanged:
                files.append(File(path: file.path, action: .deleted, note: "deleted since written; stays deleted"))
            case .absent:
                files.append(
                    File(
                        path: file.path, action: .conflict, contents: file.contents,
                        note: "deleted here, changed by the template"))
            case .unreadable(let why):
                files.append(File(path: file.path, action: .unreadable, note: why))
            case .text(let text) where text == file.contents:
                files.append(File(path: file.path, action: .unchanged))
            case .text(let text) where written == SHA256.hex(of: text) || baseText == text:
                files.append(File(path: file.path, action: .update, contents: file.contents))
            case .text where templateUnchanged:
                files.append(File(path: file.path, action: .unchanged))
            case .text(let text):
                files.append(
                    merged(text, into: file, base: baseText, written: written != nil, style: style, labels: labels))
            }
        }
        let currentPaths = Set(current.map(\.path))
        var dropped = record.files.map(\.path).filter { !currentPaths.contains($0) }
        dropped += (base?.keys.sorted() ?? []).filter { !currentPaths.contains($0) && !dropped.contains($0) }
        for path in dropped {
            switch read(path, packageRoot: packageRoot) {
            case .absent:
                continue
            case .text(let text) where digests[path] == SHA256.hex(of: text) || base?[path] == text:
                files.append(File(path: path, action: .remove, note: "no longer written by the template"))
            case .text, .unreadable:
                files.append(File(path: path, action: .keep, note: "edited; no longer written by the template"))
            }
        }
        var upgraded = record
        upgraded.template = template.manifest.name
        upgraded.version = template.manifest.version
        upgraded.files = current.map(ModuleRecord.File.init)
        return ModuleUpgrade(
            record: record, version: template.manifest.version, files: files, upgradedRecord: upgraded,
            edits: try FileWriter(root: packageRoot).plan(insertions))
    }

    /// The edited file `ours` merged with the template's `file`: with the old template's text when there is one,
    /// else as one whole-file conflict.
    private static func merged(
        _ ours: String, into file: GeneratedFile, base: String?, written: Bool, style: ThreeWayMerge.ConflictStyle,
        labels: ThreeWayMerge.Labels
    ) -> File {
        guard let base else {
            let whole = ThreeWayMerge(base: "", ours: ours, theirs: file.contents)
            let note =
                written
                ? "edited, and the package has no snapshot of \(labels.base) to tell your edits from the template's changes: the whole file is one conflict"
                : "not written by viper new, and the template now writes it: the whole file is one conflict"
            return File(
                path: file.path, action: .conflict, contents: whole.text(style: .merge, labels: labels),
                conflicts: whole.conflicts, note: note)
        }
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: file.contents)
        let text = merge.text(style: style, labels: labels)
        guard merge.conflicts > 0 else {
            guard text != ours else { return File(path: file.path, action: .unchanged) }
            return File(path: file.path, action: .merge, contents: text, note: "your edits kept")
        }
        let count = merge.conflicts == 1 ? "1 conflict" : "\(merge.conflicts) conflicts"
        return File(path: file.path, action: .conflict, contents: text, conflicts: merge.conflicts, note: count)
    }

    /// A file of the package as upgrading sees it.
    private enum Disk {
        case absent
        case text(String)
        case unreadable(String)
    }

    private static func read(_ path: String, packageRoot: URL) -> Disk {
        let url = packageRoot.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return .unreadable("a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
            return isLink ? .unreadable("a link to nothing") : exists ? .unreadable("cannot be read") : .absent
        }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable("not UTF-8 text") }
        return .text(text)
    }
}

extension ModuleUpgrade {
    /// Writes the planned files (those with conflicts, markers and all, only when `force` is `true`), deletes the
    /// untouched files the template no longer writes, adds the members the template adds, and keeps a snapshot of
    /// `template`; the caller records
    /// ``upgradedRecord``.
    /// - Throws: ``ViperError`` naming the file that could not be written or deleted.
    public func apply(to packageRoot: URL, template: ModuleTemplate, force: Bool) throws(ViperError) {
        let writes = files.filter { file in
            [.create, .update, .merge].contains(file.action) || (force && file.action == .conflict)
        }
        try FileWriter(root: packageRoot).apply(
            writes.compactMap { file in
                file.contents.map {
                    PlannedWrite(file: GeneratedFile(path: file.path, contents: $0), action: .overwrite)
                }
            })
        try FileWriter(root: packageRoot).apply(edits)
        for file in files where file.action == .remove {
            do {
                try FileManager.default.removeItem(at: packageRoot.appendingPathComponent(file.path))
            } catch {
                throw ViperError("Cannot delete \(file.path): \(error.localizedDescription)")
            }
        }
        try TemplateSnapshot.write(template, packageRoot: packageRoot)
    }
}
