import VIPERKit

extension RequestFailures {
    /// How Football Gather tells the user that a request failed, the same way on every screen:
    /// - a cancelled call (the user pressed Esc) shows nothing;
    /// - an expired session returns to Login with "Your session has expired. Please log in again.";
    /// - anything else is an alert: what failed, then why (``ServiceError/message(for:action:)``).
    /// - Parameter router: where an expired session leads (held weakly; the presenter owns it);
    ///   `nil` on a screen without a session (Login), where the failure is shown like any other.
    static func footballGather(router: (any SessionEndedRouting)?) -> RequestFailures {
        RequestFailures(
            sentence: { error, action in
                ServiceError.isCancellation(error) ? nil : ServiceError.message(for: error, action: action)
            },
            leadElsewhere: { [weak router] error in
                guard ServiceError.isSessionExpired(error), let router else { return false }
                router.showLogin(notice: ServiceError.sessionExpired.message)
                return true
            })
    }
}

extension RequestRunner {
    /// A runner that tells the user of failures the Football Gather way
    /// (``RequestFailures/footballGather(router:)``).
    /// - Parameters:
    ///   - view: where failures are shown (held weakly).
    ///   - router: where an expired session leads; `nil` on a screen without a session (Login).
    convenience init(view: any AlertDisplaying, router: (any SessionEndedRouting)?) {
        self.init(view: view, failures: .footballGather(router: router))
    }
}
