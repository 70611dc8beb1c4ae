import Foundation
import Testing

@Suite("Changes are published where data is written")
struct PublishingTests {
    /// The server's sources, found from this file's place in the repository.
    static let serverSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FootballGatherServer")

    /// Every Swift file of the server whose text calls the feed's `publish`, by its path below the
    /// server's folder.
    static func publishingFiles() throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: serverSources.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.filter { path in
            let text = try String(contentsOf: serverSources.appendingPathComponent(path), encoding: .utf8)
            return text.contains(".publish(")
        }
        .sorted()
    }

    @Test("Only the stores of each feature (and the weekly games they make) publish; no controller does")
    func onlyStoresPublish() throws {
        let files = try Self.publishingFiles()
        #expect(
            files == [
                "Games/GameStore.swift", "Games/WeeklyGames.swift", "Gathers/GatherStore.swift",
                "Players/PlayerStore.swift",
            ])
        #expect(!files.contains { $0.hasSuffix("Controller.swift") })
    }
}
