import VIPERKit

extension RequestFailures {
    /// How LiveNews tells the user that fetching failed: the reason
    /// (``NewsListPresenter/message(for:)``); nothing when the user cancelled.
    static var liveNews: RequestFailures {
        RequestFailures { error, _ in
            error is CancellationError ? nil : NewsListPresenter.message(for: error)
        }
    }
}
