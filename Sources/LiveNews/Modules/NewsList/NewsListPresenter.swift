import Foundation
import VIPERKit

/// Shows the headlines with their ages, refreshes them, and offers a retry when fetching fails.
@MainActor
final class NewsListPresenter: NewsListPresenting {
    static let title = "Top Headlines"
    static let emptyMessage = "There are no headlines right now."
    static let failureTitle = "Problem Fetching News"
    /// Refresh, offered at all times.
    static let refresh = ScreenAction(NewsListAction.refresh, "Refresh")
    /// Retry, offered beside the reason of a failed fetch.
    static let retry = ScreenAction(NewsListAction.refresh, "Retry", role: .primary)
    /// Ends the warning about feeds that failed.
    static let otherFeeds = "Showing the other feeds."

    private weak var view: (any NewsListView)?
    private let interactor: any NewsListInteracting
    private let router: any NewsListRouting
    private let requests: RequestRunner
    private var articles: [Article] = []
    /// What the screen shows, but for the loading indicator, which ``requests`` adds.
    private var shown: NewsListViewState

    private(set) var state: NewsListViewState {
        didSet { view?.render(state) }
    }

    init(view: any NewsListView, interactor: any NewsListInteracting, router: any NewsListRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
        // No alerts: a failure is a question (Retry or Close), asked by `loadHeadlines()`.
        requests = RequestRunner(view: nil, failures: .liveNews)
        shown = NewsListViewState(title: Self.title, notice: interactor.notice, refresh: Self.refresh)
        state = shown
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        await loadHeadlines()
    }

    func perform(_ action: NewsListAction) async {
        switch action {
        case .refresh: await didTapRefresh()
        case .read(let index): didSelect(index: index)
        }
    }

    /// Fetches the headlines again.
    func didTapRefresh() async {
        await loadHeadlines()
    }

    /// Opens the article of the row at `index`; nothing when there is no such row.
    func didSelect(index: Int) {
        guard articles.indices.contains(index) else { return }
        router.showArticle(articles[index])
    }

    /// Fetches until it works or the user declines the retry; then the reason stays on the
    /// screen with Retry, beside the rows of an earlier fetch if there are any.
    private func loadHeadlines() async {
        while true {
            let outcome = await requests.attempt(failure: nil) {
                let headlines = try await interactor.loadHeadlines()
                articles = headlines.articles
                let now = interactor.now()
                shown = NewsListViewState(
                    title: Self.title, notice: interactor.notice, warning: Self.warning(for: headlines.problems),
                    rows: articles.enumerated().map { Self.row(for: $1, at: $0, now: now) },
                    emptyMessage: articles.isEmpty ? Self.emptyMessage : nil, refresh: Self.refresh)
            }
            guard case .failed(let message?) = outcome else { return }
            let retry = await view?.ask(
                Confirmation(title: Self.failureTitle, message: message, confirmTitle: "Retry", cancelTitle: "Close"))
            guard retry == true else {
                shown.failure = message
                shown.retry = Self.retry
                shown.emptyMessage = nil
                update()
                return
            }
        }
    }

    private func update() {
        var newState = shown
        newState.isLoading = requests.isLoading
        state = newState
    }

    /// The warning about the feeds that failed while others worked; `nil` when none did.
    static func warning(for problems: [String]) -> String? {
        problems.isEmpty ? nil : (problems + [otherFeeds]).joined(separator: " ")
    }

    /// The headline of `article`, the row at `index`.
    static func row(for article: Article, at index: Int, now: Date) -> NewsListRow {
        NewsListRow(
            title: article.title, source: article.source, age: article.publishedAt.map { age(of: $0, now: now) } ?? "",
            summary: SummaryLine.of(article.summary), image: ArticleImage(of: article),
            read: ScreenAction(.read(index), "Read", label: "Read \(article.title)"))
    }

    /// How long before `now` `date` was: "just now", "5 min ago", "2 h ago", "3 d ago".
    static func age(of date: Date, now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(date) / 60)
        switch minutes {
        case ..<1: return "just now"
        case ..<60: return "\(minutes) min ago"
        case ..<(24 * 60): return "\(minutes / 60) h ago"
        default: return "\(minutes / (24 * 60)) d ago"
        }
    }

    static func message(for error: any Error) -> String {
        NewsError.sentence(for: error)
    }
}
