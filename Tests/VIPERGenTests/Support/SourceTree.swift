import Foundation
import VIPERKitTesting

/// Folders of this repository, found from this file's path (symbolic links resolved).
enum RepositoryPaths {
    /// `Tests/VIPERGenTests`.
    static let testsFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The package root: the folder holding `Package.swift`.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Where the golden files of the generated module live.
    static let golden = GoldenFile.folder()
}
