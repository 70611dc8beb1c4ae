/// The route every screen with a session takes when the server no longer accepts it.
@MainActor
protocol SessionEndedRouting: AnyObject {
    /// Replaces the stack with Login, showing `notice`.
    func showLogin(notice: String)
}

/// A router built on ``ModuleRouter`` takes the route through the module factory.
extension SessionEndedRouting where Self: ModuleRouter {
    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
