/// The lifecycle events a platform view forwards to its presenter.
///
/// A view calls these at the matching moments (`viewDidLoad`, `viewWillAppear` on iOS;
/// first draw and return to the top of the stack in the terminal). Every method has a
/// default that does nothing, so a presenter implements only the events it needs.
@MainActor
public protocol LifecycleForwarding: AnyObject {
    /// The view was created and is about to be shown for the first time.
    func viewDidLoad() async

    /// The view is about to become visible (first time, or again after the screen above it left).
    func viewWillAppear() async

    /// The view stopped being visible.
    func viewDidDisappear()
}

extension LifecycleForwarding {
    public func viewDidLoad() async {}
    public func viewWillAppear() async {}
    public func viewDidDisappear() {}
}
