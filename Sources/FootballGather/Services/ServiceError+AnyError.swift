extension ServiceError {
    /// The sentence to show for any error a service call threw; never a raw error description.
    static func message(for error: any Error) -> String {
        (error as? ServiceError)?.message ?? "Something went wrong. Please try again."
    }

    /// Whether `error` says the session is no longer valid (the user must log in again).
    static func isSessionExpired(_ error: any Error) -> Bool {
        (error as? ServiceError) == .sessionExpired
    }
}
