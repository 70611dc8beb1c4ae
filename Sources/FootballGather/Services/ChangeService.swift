import Foundation

/// What the server says changed in the signed-in account's data, from any device or tab.
public enum DataChange: Equatable, Sendable {
    /// `topic` changed: `players` (the roster), `gathers` (the list of gathers and the records
    /// counted from it) or `gather/<id>` (one gather and its match); `version` only grows.
    case changed(topic: String, version: Int)
    /// Changes were missed (a reconnect found them gone): whatever is shown may be out of date.
    case missed
}

/// Tells screens when the data they show changed elsewhere, so they reload it from its source.
public protocol ChangeService: Sendable {
    /// The signed-in account's changes from now on, until the consumer stops listening.
    func changes() -> AsyncStream<DataChange>
}

/// A front end that hears of no changes: its screens show what they loaded until they reload.
public struct NoChanges: ChangeService {
    public init() {}

    public func changes() -> AsyncStream<DataChange> {
        AsyncStream { $0.finish() }
    }
}
