/// Makes the platform view of each module; every front end (terminal, tests) implements it.
@MainActor
public protocol ViewFactory: AnyObject {
    func makeMainView() -> any MainView
    func makeAboutView() -> any AboutView
}
