import VIPERKit

/// Navigation of Gather: back, back to the player list once the gather ended, or to Login.
@MainActor
final class GatherRouter: ModuleRouter, GatherRouting {
    func close() {
        factory.navigator?.pop()
    }

    /// The delegates normally take the user back to the player list; when this screen is
    /// still on the stack afterwards (no delegate did), it returns to the root itself.
    func returnToPlayerList() {
        guard let navigator = factory.navigator, let screen,
            navigator.stack.contains(where: { $0 === screen })
        else { return }
        navigator.popToRoot()
    }
}
