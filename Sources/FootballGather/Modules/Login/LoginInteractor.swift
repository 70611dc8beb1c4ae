import FootballGatherAPI

/// Logs in or registers through the account service and remembers the username when asked.
///
/// Remembering is best effort: a settings file that cannot be written never blocks a login.
@MainActor
final class LoginInteractor: LoginInteracting {
    /// Keys of the values Login keeps in the settings store.
    enum Key {
        static let username = "login.username"
        static let rememberMe = "login.rememberMe"
    }

    private let accounts: any AccountService
    private let settings: any KeyValueStore

    init(accounts: any AccountService, settings: any KeyValueStore) {
        self.accounts = accounts
        self.settings = settings
    }

    var rememberedUsername: String? {
        settings.string(forKey: Key.username)
    }

    var isRememberMeOn: Bool {
        settings.bool(forKey: Key.rememberMe) ?? true
    }

    func setRememberMe(_ isOn: Bool) {
        try? settings.set(isOn, forKey: Key.rememberMe)
        if !isOn { try? settings.set(nil as String?, forKey: Key.username) }
    }

    func login(username: String, password: String, rememberMe: Bool) async throws -> Session {
        let session = try await accounts.login(username: username, password: password, keepingSession: rememberMe)
        setRememberMe(rememberMe)
        if rememberMe { try? settings.set(username, forKey: Key.username) }
        return session
    }

    func registrationProblem(username: String, password: String) -> String? {
        (FieldRules.username.problem(with: username) ?? FieldRules.newPassword.problem(with: password))?.message
    }

    func register(username: String, password: String, rememberMe: Bool) async throws -> Session {
        try await accounts.register(username: username, password: password)
        return try await login(username: username, password: password, rememberMe: rememberMe)
    }
}
