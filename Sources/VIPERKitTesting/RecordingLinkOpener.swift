import Foundation
import VIPERKit

/// A `LinkOpening` for tests: records the addresses it was asked to open, and fails with
/// `failure` when it has one.
public final class RecordingLinkOpener: LinkOpening, @unchecked Sendable {
    // @unchecked: `recorded` is only touched with `lock` held; `failure` never changes.
    private let lock = NSLock()
    private var recorded: [URL] = []
    /// What every ``open(_:)`` throws, after recording the address; `nil` to succeed.
    public let failure: (any Error)?

    /// An opener that succeeds, or fails with `failure` when given one.
    public init(failure: (any Error)? = nil) {
        self.failure = failure
    }

    /// The addresses asked for, in order.
    public var opened: [URL] { lock.withLock { recorded } }

    /// Records `url`.
    /// - Throws: ``failure`` when there is one.
    public func open(_ url: URL) async throws {
        lock.withLock { recorded.append(url) }
        if let failure { throw failure }
    }
}
