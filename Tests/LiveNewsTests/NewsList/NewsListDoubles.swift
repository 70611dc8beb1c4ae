import VIPERKit
import VIPERKitTesting

@testable import LiveNews

/// A recording NewsList view (see ``RecordingView``) that answers "no" once `answers` run out.
final class RecordingNewsListView: RecordingView<NewsListViewState>, NewsListView {
    var presenter: (any NewsListPresenting)?

    init() { super.init(unscriptedAnswer: false) }
}

/// Records where the NewsList presenter navigates.
@MainActor
final class RecordingNewsListRouter: NewsListRouting {
    enum Route: Equatable {
        case article(Article)
    }

    private(set) var routes: [Route] = []

    func showArticle(_ article: Article) { routes.append(.article(article)) }
}

extension RecordingViewFactory {
    /// A recording NewsList view, for ``ModuleFactory/makeNewsList()``.
    func makeNewsListView() -> any NewsListView { record(RecordingNewsListView()) }
}
