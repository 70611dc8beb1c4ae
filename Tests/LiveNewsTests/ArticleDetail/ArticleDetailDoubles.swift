import VIPERKit
import VIPERKitTesting

@testable import LiveNews

/// A recording ArticleDetail view (see ``RecordingView``).
final class RecordingArticleDetailView: RecordingView<ArticleDetailViewState>, ArticleDetailView {
    var presenter: (any ArticleDetailPresenting)?
}

/// Records where the ArticleDetail presenter navigates.
@MainActor
final class RecordingArticleDetailRouter: ArticleDetailRouting {
    enum Route: Equatable {
        case close
    }

    private(set) var routes: [Route] = []

    func close() { routes.append(.close) }
}

extension RecordingViewFactory {
    /// A recording ArticleDetail view, for ``ModuleFactory/makeArticleDetail(article:)``.
    func makeArticleDetailView() -> any ArticleDetailView { record(RecordingArticleDetailView()) }
}
