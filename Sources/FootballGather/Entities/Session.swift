import Foundation

/// A logged-in user's bearer token and when it stops working.
public struct Session: Codable, Equatable, Sendable {
    public var token: String
    public var userID: UUID
    public var username: String
    public var expiresAt: Date

    public init(token: String, userID: UUID, username: String, expiresAt: Date) {
        self.token = token
        self.userID = userID
        self.username = username
        self.expiresAt = expiresAt
    }
}
