/// Builds one VIPER module around a view and returns the screen to show.
///
/// An assembly creates the module's presenter, interactor and router with their
/// dependencies and connects them to the view it is given. Wiring is checked at compile
/// time: no reflection, no implicitly unwrapped optionals. Ownership follows one rule so
/// that a module is released with its screen: the view owns its presenter, the presenter
/// owns interactor and router and holds the view weakly, delegates are weak.
@MainActor
public protocol ModuleAssembly {
    /// The module's view protocol, implemented by each front end.
    associatedtype View

    /// Connects a new presenter, interactor and router to `view`.
    /// - Parameter view: the platform view, which must also be the returned screen.
    /// - Returns: the screen to hand to a ``Navigator``.
    func assemble(view: View) -> any Screen
}
