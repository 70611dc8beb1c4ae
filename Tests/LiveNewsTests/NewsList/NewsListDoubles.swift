import VIPERKit

@testable import LiveNews

/// Records every state the NewsList presenter renders and every question it asks; answers the
/// questions from `answers`, in order ("no" once they run out).
@MainActor
final class RecordingNewsListView: NewsListView {
    var presenter: (any NewsListPresenting)?
    var answers: [Bool] = []
    private(set) var states: [NewsListViewState] = []
    private(set) var questions: [Confirmation] = []

    func render(_ state: NewsListViewState) { states.append(state) }

    func ask(_ confirmation: Confirmation) async -> Bool {
        questions.append(confirmation)
        return answers.isEmpty ? false : answers.removeFirst()
    }
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
    func makeNewsListView() -> any NewsListView { RecordingNewsListView() }
}
