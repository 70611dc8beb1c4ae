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
