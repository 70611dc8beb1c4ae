/// A presenter that runs its screen's actions: the one entry for everything a user taps.
///
/// A module's presenting protocol refines it with its own action enum, for example
/// `protocol PlayerListPresenting: LifecycleForwarding, ActionPerforming<PlayerListAction>`, and
/// the presenter's `perform(_:)` switches over every case.
@MainActor
public protocol ActionPerforming<Action>: AnyObject {
    /// The module's actions: the enum its state's ``ScreenAction``s name.
    associatedtype Action: ActionIdentifier
    /// Runs `action`, which the view found offered and enabled in the state it last rendered.
    func perform(_ action: Action) async
}
