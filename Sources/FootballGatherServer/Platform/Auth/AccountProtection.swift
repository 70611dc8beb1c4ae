import Vapor

/// Starts the password hashing pool and the login and registration counters for `configuration`;
/// `app.passwords` must already name the hasher.
func startAccountProtection(_ app: Application, _ configuration: ServerConfiguration) async throws {
    let hashing = try await PasswordHashing.start(limits: configuration.passwordHashing, hasher: app.password.sync)
    app.storage[PasswordHashingKey.self] = hashing
    app.lifecycle.use(PasswordHashingLifecycle(hashing: hashing))
    app.accountThrottle = AccountThrottle(limits: configuration.accountLimits)
}
