import VIPERKit

/// Runs a presenter's service calls with the one loading and failure path every screen shares.
///
/// One call runs at a time: while it runs ``isLoading`` is `true` (the screen shows its
/// loading indicator and ignores input) and a second call is refused. When a call fails, the
/// loading state ends first, then the user is told, the same way on every screen:
/// - a cancelled call (the user pressed Esc) shows nothing;
/// - an expired session returns to Login with "Your session has expired. Please log in again.";
/// - anything else is an alert: what failed, then why (``ServiceError/message(for:action:)``).
@MainActor
final class RequestRunner {
    /// Whether a call runs.
    private(set) var isLoading = false
    /// Called whenever ``isLoading`` changes, so the presenter renders its state again.
    var onLoadingChange: (@MainActor () -> Void)?
    private weak var view: (any AlertDisplaying)?
    private weak var router: (any SessionEndedRouting)?

    /// - Parameters:
    ///   - view: where failures are shown (held weakly).
    ///   - router: where an expired session leads (held weakly; the presenter owns it); `nil`
    ///     on a screen without a session (Login), where the failure is shown like any other.
    init(view: any AlertDisplaying, router: (any SessionEndedRouting)?) {
        self.view = view
        self.router = router
    }

    /// Runs `work` with the loading state on, unless a call already runs.
    /// - Parameter action: what failed, for the alert, e.g. "Unable to create player."; `nil`
    ///   shows only why.
    /// - Returns: whether `work` ran and finished without throwing.
    @discardableResult
    func run(failure action: String?, _ work: () async throws -> Void) async -> Bool {
        guard !isLoading else { return false }
        setLoading(true)
        do {
            try await work()
            setLoading(false)
            return true
        } catch {
            setLoading(false)
            report(error, action: action)
            return false
        }
    }

    /// Tells the user that `action` failed with `error`, as described above.
    func report(_ error: any Error, action: String?) {
        if ServiceError.isCancellation(error) { return }
        if ServiceError.isSessionExpired(error), let router {
            router.showLogin(notice: ServiceError.sessionExpired.message)
        } else {
            view?.show(.error(ServiceError.message(for: error, action: action)))
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        onLoadingChange?()
    }
}
