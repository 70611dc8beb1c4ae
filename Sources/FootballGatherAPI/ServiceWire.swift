/// The body of every error response: `{"error": true, "reason": "..."}`.
public struct APIErrorResponse: Codable, Sendable, Equatable {
    public var error: Bool
    /// A sentence for a person, naming what was wrong.
    public var reason: String

    public init(reason: String) {
        self.error = true
        self.reason = reason
    }
}

/// Body of `GET /health/live` and `GET /health/ready`.
public struct ProbeResponse: Codable, Sendable, Equatable {
    /// "ok" or "unavailable".
    public var status: String
    /// Why it is unavailable, as a sentence; absent when it is not.
    public var reason: String?

    public init(status: String, reason: String? = nil) {
        self.status = status
        self.reason = reason
    }

    /// The server answers.
    public static let ok = ProbeResponse(status: "ok")

    /// The server cannot take requests, for `reason`.
    public static func unavailable(_ reason: String) -> ProbeResponse {
        ProbeResponse(status: "unavailable", reason: reason)
    }
}

/// Body of `GET /health`.
public struct HealthResponse: Codable, Sendable, Equatable {
    /// "ok" or "unavailable".
    public var status: String
    /// "ok", or a sentence saying why the database cannot be reached.
    public var database: String

    public init(status: String, database: String) {
        self.status = status
        self.database = database
    }
}
