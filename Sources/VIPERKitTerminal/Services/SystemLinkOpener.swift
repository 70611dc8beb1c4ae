import Foundation
import VIPERKit

/// Opens an address with the desktop's opener: `xdg-open` (Linux) or `open` (macOS), found on PATH.
///
/// The opener runs with its input and output detached from the terminal, so it cannot disturb
/// the screen; opening succeeds when it exits with status 0.
public struct SystemLinkOpener: LinkOpening {
    /// The program names tried, in order.
    static let openers = ["xdg-open", "open"]

    /// The process environment; its `PATH` is searched for an opener.
    let environment: [String: String]

    /// An opener that looks for `xdg-open` or `open` in the `PATH` of `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Opens `url` with the first opener found on PATH.
    /// - Throws: ``LinkOpeningError`` when there is no opener, it cannot be started, or it fails.
    public func open(_ url: URL) async throws {
        guard let opener = Self.find(in: environment["PATH"] ?? "") else {
            throw LinkOpeningError(message: "No browser opener (xdg-open) is installed.")
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(
                    throwing: LinkOpeningError(message: "\(opener.lastPathComponent) could not be started."))
            }
        }
        guard status == 0 else {
            throw LinkOpeningError(message: "\(opener.lastPathComponent) could not open the address.")
        }
    }

    /// The first opener found in the folders of `path`.
    static func find(in path: String) -> URL? {
        for name in openers {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }
}
