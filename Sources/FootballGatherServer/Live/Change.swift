import FootballGatherAPI
import Foundation

/// One change, numbered in the order this process saw it: its `sequence` is the version a client
/// compares with the last one it saw.
public struct Change: Sendable, Equatable {
    public let sequence: Int
    public let userID: UUID
    public let topic: ChangeTopic
    /// The id of the write that made it (a match's operation's), when it had one: the device that
    /// sent that write already shows it.
    public var cause: String? = nil
}

/// What a change stream delivers: a change, or word that changes were missed, so the client reloads
/// everything it shows.
public enum ChangeEvent: Sendable, Equatable {
    case change(Change)
    case missed
}
