import Foundation

/// Body of `POST /api/users`.
public struct UserCreateRequest: Codable, Sendable, Equatable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// Body of `PUT /api/users/me/password`: the password the account has now, and the one it takes.
public struct PasswordChangeRequest: Codable, Sendable, Equatable {
    /// The account's password as it is, checked like a login.
    public var currentPassword: String
    /// The password from now on, under the same rules as at sign-up (``FieldRules/changedPassword``).
    public var newPassword: String

    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}

/// A user as the API returns it; the password never leaves the server.
public struct UserResponse: Codable, Sendable, Equatable {
    public var id: UUID
    public var username: String

    public init(id: UUID, username: String) {
        self.id = id
        self.username = username
    }
}

/// Body of a successful `POST /api/users/login`.
public struct LoginResponse: Codable, Sendable, Equatable {
    /// The bearer token to send as `Authorization: Bearer <token>`.
    public var token: String
    public var userID: UUID
    public var expiresAt: Date

    public init(token: String, userID: UUID, expiresAt: Date) {
        self.token = token
        self.userID = userID
        self.expiresAt = expiresAt
    }
}

/// The limits the server enforces on accounts.
public enum UserRules {
    /// Length of a trimmed username, in characters.
    public static let usernameLength = 1...64
    /// Length of a password in UTF-8 bytes (bcrypt reads at most 72).
    public static let passwordBytes = 1...72
    /// The fewest characters a new account's password may have (older accounts may have fewer).
    public static let passwordMinimumLength = 8
}
