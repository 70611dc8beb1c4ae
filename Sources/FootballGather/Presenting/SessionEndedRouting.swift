/// The route every screen with a session takes when the server no longer accepts it.
@MainActor
protocol SessionEndedRouting: AnyObject {
    /// Replaces the stack with Login, showing `notice`.
    func showLogin(notice: String)
}
