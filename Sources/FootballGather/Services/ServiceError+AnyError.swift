extension ServiceError {
    /// The sentence to show for any error a service call threw; never a raw error description.
    static func message(for error: any Error) -> String {
        (error as? ServiceError)?.message ?? "Something went wrong. Please try again."
    }

    /// The sentence a screen shows when `action` failed with `error`, the same for every screen:
    /// `action` (e.g. "Unable to create player.") followed by why, or by "Please try again."
    /// when the reason would mean nothing to the user. Without an action, just why.
    static func message(for error: any Error, action: String?) -> String {
        guard let action else { return message(for: error) }
        switch error as? ServiceError {
        case .unexpectedResponse?, nil: return "\(action) Please try again."
        case let known?: return "\(action) \(known.message)"
        }
    }

    /// Whether `error` says the session is no longer valid (the user must log in again).
    static func isSessionExpired(_ error: any Error) -> Bool {
        (error as? ServiceError) == .sessionExpired
    }

    /// Whether the user cancelled the request that failed with `error`.
    static func isCancellation(_ error: any Error) -> Bool {
        (error as? ServiceError) == .cancelled || error is CancellationError
    }
}
