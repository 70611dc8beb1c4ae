import Foundation
import VIPERKit

/// Keeps the typed credentials, validates them and runs login or registration.
@MainActor
final class LoginPresenter: LoginPresenting {
    static let mandatoryFieldsMessage = "Both fields are mandatory."

    private weak var view: (any LoginView)?
    private let interactor: any LoginInteracting
    private let router: any LoginRouting
    private let requests: RequestRunner
    private(set) var state: LoginViewState {
        didSet { if state != oldValue { view?.render(state) } }
    }

    init(view: any LoginView, interactor: any LoginInteracting, router: any LoginRouting, notice: String?) {
        self.view = view
        self.interactor = interactor
        self.router = router
        requests = RequestRunner(view: view, router: nil)
        state = LoginViewState(
            username: interactor.rememberedUsername ?? "",
            rememberMe: interactor.isRememberMeOn,
            notice: notice
        )
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func fieldDidChange(_ field: LoginField, to text: String) {
        switch field {
        case .username: state.username = text
        case .password: state.password = text
        }
    }

    func switchDidChange(_ toggle: LoginSwitch, isOn: Bool) {
        switch toggle {
        case .rememberMe: setRememberMe(isOn)
        }
    }

    private func setRememberMe(_ isOn: Bool) {
        state.rememberMe = isOn
        interactor.setRememberMe(isOn)
    }

    func perform(_ action: LoginAction) async {
        switch action {
        case .login: await didTapLogin()
        case .register: await didTapRegister()
        }
    }

    /// Logs in with the typed credentials and opens the player list.
    func didTapLogin() async {
        await submit(registering: false)
    }

    /// Creates an account with the typed credentials, logs in and opens the player list.
    func didTapRegister() async {
        await submit(registering: true)
    }

    /// Checks both fields, then logs in (after creating the account when `registering`) with the
    /// trimmed username while the loading indicator shows.
    private func submit(registering: Bool) async {
        guard !requests.isLoading else { return }
        let username = state.username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty, !state.password.isEmpty else {
            view?.show(.error(Self.mandatoryFieldsMessage))
            return
        }
        if registering, let problem = interactor.registrationProblem(username: username, password: state.password) {
            view?.show(.error(problem))
            return
        }
        let password = state.password
        let rememberMe = state.rememberMe
        let didLogIn = await requests.run(failure: nil) {
            if registering {
                _ = try await interactor.register(username: username, password: password, rememberMe: rememberMe)
            } else {
                _ = try await interactor.login(username: username, password: password, rememberMe: rememberMe)
            }
        }
        if didLogIn { router.showPlayerList() }
    }

    /// Shows the loading state; a request starting also hides the notice that led here.
    private func update() {
        var newState = state
        newState.isLoading = requests.isLoading
        if requests.isLoading { newState.notice = nil }
        state = newState
    }
}
