import VIPERKit

/// Assembles the Invite module: a game seen and answered through its invite link, by anyone.
@MainActor
public struct InviteModule: ModuleAssembly {
    let factory: ModuleFactory
    let token: String

    /// - Parameter token: the invite link's token (the last part of `/games/<token>`).
    public init(factory: ModuleFactory, token: String) {
        self.factory = factory
        self.token = token
    }

    public func assemble(view: any InviteView) -> any Screen {
        let dependencies = factory.dependencies
        let interactor = InviteInteractor(
            invites: dependencies.invites, memory: InviteMemory(settings: dependencies.settings), token: token)
        let presenter = InvitePresenter(view: view, interactor: interactor, router: InviteRouter(), token: token)
        view.presenter = presenter
        return view
    }
}

extension ModuleFactory {
    /// The Invite screen of the invite link `token`, a first screen of its own (no login needed).
    public func makeInvite(token: String) -> any Screen {
        InviteModule(factory: self, token: token).assemble(view: views.makeInviteView())
    }
}
