import Foundation
import VIPERKit

/// Keeps the typed credentials, validates them and runs login or registration.
@MainActor
final class LoginPresenter: LoginPresenting {
    static let mandatoryFieldsMessage = "Both fields are mandatory."

    private weak var view: (any LoginView)?
    private let interactor: any LoginInteracting
    private let router: any LoginRouting
    private(set) var state: LoginViewState {
        didSet { if state != oldValue { view?.render(state) } }
    }

    init(view: any LoginView, interactor: any LoginInteracting, router: any LoginRouting, notice: String?) {
        self.view = view
        self.interactor = interactor
        self.router = router
        state = LoginViewState(
            username: interactor.rememberedUsername ?? "",
            rememberMe: interactor.isRememberMeOn,
            notice: notice
        )
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func usernameDidChange(_ username: String) {
        state.username = username
    }

    func passwordDidChange(_ password: String) {
        state.password = password
    }

    func rememberMeDidChange(_ isOn: Bool) {
        state.rememberMe = isOn
        interactor.setRememberMe(isOn)
    }

    func didTapLogin() async {
        await submit(registering: false)
    }

    func didTapRegister() async {
        await submit(registering: true)
    }

    /// Checks both fields, then logs in (after creating the account when `registering`) with the
    /// trimmed username while the loading indicator shows.
    private func submit(registering: Bool) async {
        guard !state.isLoading else { return }
        let username = state.username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty, !state.password.isEmpty else {
            view?.show(.error(Self.mandatoryFieldsMessage))
            return
        }
        var loading = state
        loading.notice = nil
        loading.isLoading = true
        state = loading
        do {
            let password = state.password
            let rememberMe = state.rememberMe
            if registering {
                _ = try await interactor.register(username: username, password: password, rememberMe: rememberMe)
            } else {
                _ = try await interactor.login(username: username, password: password, rememberMe: rememberMe)
            }
            state.isLoading = false
            router.showPlayerList()
        } catch {
            state.isLoading = false
            view?.show(.error(ServiceError.message(for: error)))
        }
    }
}
