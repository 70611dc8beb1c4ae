import VIPERKitTesting

/// The routes of a screen with a session: an enum with `case login(notice: String)` adopts it as it is.
protocol LoginRoute: Equatable {
    /// Login, replacing the stack, showing `notice`.
    static func login(notice: String) -> Self
}

/// A recording router whose routes include Login records ``SessionEndedRouting``'s route.
extension RecordingRouter where Route: LoginRoute {
    func showLogin(notice: String) {
        record(.login(notice: notice))
    }
}
