import VIPERKit

@testable import LiveNews

/// Records every state the ArticleDetail presenter renders.
@MainActor
final class RecordingArticleDetailView: ArticleDetailView {
    var presenter: (any ArticleDetailPresenting)?
    private(set) var states: [ArticleDetailViewState] = []

    func render(_ state: ArticleDetailViewState) { states.append(state) }
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
    func makeArticleDetailView() -> any ArticleDetailView { RecordingArticleDetailView() }
}
