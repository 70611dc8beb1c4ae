import VIPERKit

/// Starts the app: shows the player list when a stored session is still valid, else Login.
@MainActor
public final class AppLauncher {
    private let factory: ModuleFactory

    /// - Parameter factory: builds the first screen and holds the navigator it is shown in.
    public init(factory: ModuleFactory) {
        self.factory = factory
    }

    /// Restores the session and sets the navigator's root to the matching first screen.
    public func start() async {
        let session = await factory.dependencies.accounts.restoreSession()
        let root = session == nil ? factory.makeLogin() : factory.makePlayerList()
        factory.navigator?.setRoot(root)
    }
}
