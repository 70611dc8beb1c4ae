import VIPERKit

/// Assembles the Login module.
@MainActor
public struct LoginModule: ModuleAssembly {
    let factory: ModuleFactory
    /// Shown above the form, e.g. why the user was sent back to Login.
    let notice: String?

    public init(factory: ModuleFactory, notice: String? = nil) {
        self.factory = factory
        self.notice = notice
    }

    public func assemble(view: any LoginView) -> any Screen {
        let router = LoginRouter(factory: factory)
        let interactor = LoginInteractor(
            accounts: factory.dependencies.accounts, settings: factory.dependencies.settings)
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router, notice: notice)
        view.presenter = presenter
        router.screen = view
        return view
    }
}

extension ModuleFactory {
    /// The Login screen, ready to become the root; `notice` explains why the user is there.
    public func makeLogin(notice: String? = nil) -> any Screen {
        LoginModule(factory: self, notice: notice).assemble(view: views.makeLoginView())
    }
}
