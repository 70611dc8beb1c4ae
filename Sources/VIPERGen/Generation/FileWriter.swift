import Foundation

/// What writing a generated file does to the file already at its path.
public enum WriteAction: String, Equatable, Sendable {
    /// No file there yet: it is created.
    case create
    /// A different file is there and `--force` was given: it is replaced.
    case overwrite
    /// A different file is there: it is kept as it is.
    case skip
    /// The same text is already there: nothing to do.
    case unchanged
}

/// One generated file with what writing it will do.
public struct PlannedWrite: Equatable, Sendable {
    public var file: GeneratedFile
    public var action: WriteAction

    public init(file: GeneratedFile, action: WriteAction) {
        self.file = file
        self.action = action
    }
}

/// Writes generated files under a package root, never replacing a file unless forced to.
public struct FileWriter: Sendable {
    /// The folder the files' paths are relative to.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// What writing `files` would do: existing files are skipped unless `force` is `true`.
    public func plan(_ files: [GeneratedFile], force: Bool) -> [PlannedWrite] {
        files.map { file in
            let url = root.appendingPathComponent(file.path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                return PlannedWrite(file: file, action: .create)
            }
            if let existing = try? String(contentsOf: url, encoding: .utf8), existing == file.contents {
                return PlannedWrite(file: file, action: .unchanged)
            }
            return PlannedWrite(file: file, action: force ? .overwrite : .skip)
        }
    }

    /// Carries out `plan`: creates and overwrites files (making their folders), leaves the others alone.
    /// - Throws: ``ViperError`` naming the file that could not be written.
    public func apply(_ plan: [PlannedWrite]) throws(ViperError) {
        for write in plan where write.action == .create || write.action == .overwrite {
            let url = root.appendingPathComponent(write.file.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(write.file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw ViperError("Cannot write \(write.file.path): \(error.localizedDescription)")
            }
        }
    }
}

/// One member insertion with what it will do.
public struct PlannedEdit: Equatable, Sendable {
    /// What adding a member does to its file.
    public enum Action: String, Equatable, Sendable {
        /// The member is added.
        case insert
        /// The type already has it: nothing to do.
        case present
    }

    public var insertion: MemberInsertion
    public var action: Action

    public init(insertion: MemberInsertion, action: Action) {
        self.insertion = insertion
        self.action = action
    }
}

/// Every member insertion of a command, checked against the files, with the new text of each file they change.
public struct EditPlan: Equatable, Sendable {
    /// Each insertion in order, with what it does.
    public var edits: [PlannedEdit]
    /// The new text of each changed file, in the order the insertions first name them.
    public var files: [GeneratedFile]

    public init(edits: [PlannedEdit] = [], files: [GeneratedFile] = []) {
        self.edits = edits
        self.files = files
    }
}

extension FileWriter {
    /// What `insertions` would do, each applied to the text the earlier ones left; nothing is written.
    /// - Throws: ``ViperError`` naming the file and what is missing when a file does not exist or does not have
    ///   the expected type, so that no file is written when any insertion cannot be made.
    public func plan(_ insertions: [MemberInsertion]) throws(ViperError) -> EditPlan {
        var texts: [String: String] = [:]
        var changed: [String] = []
        var edits: [PlannedEdit] = []
        for insertion in insertions {
            var text = texts[insertion.path]
            if text == nil {
                let url = root.appendingPathComponent(insertion.path)
                guard let contents = try? String(contentsOf: url, encoding: .utf8) else {
                    throw ViperError(
                        "Cannot add `\(insertion.summary)` to \(insertion.type) in \(insertion.path) (for \(insertion.origin)): there is no such file. Nothing was written."
                    )
                }
                text = contents
            }
            guard let current = text else { continue }
            if let edited = try insertion.applied(to: current) {
                texts[insertion.path] = edited
                if !changed.contains(insertion.path) { changed.append(insertion.path) }
                edits.append(PlannedEdit(insertion: insertion, action: .insert))
            } else {
                texts[insertion.path] = current
                edits.append(PlannedEdit(insertion: insertion, action: .present))
            }
        }
        return EditPlan(edits: edits, files: changed.map { GeneratedFile(path: $0, contents: texts[$0] ?? "") })
    }

    /// Writes the files `plan` changes.
    /// - Throws: ``ViperError`` naming the file that could not be written.
    public func apply(_ plan: EditPlan) throws(ViperError) {
        try apply(plan.files.map { PlannedWrite(file: $0, action: .overwrite) })
    }
}
