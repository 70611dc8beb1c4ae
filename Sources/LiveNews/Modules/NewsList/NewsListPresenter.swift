import Foundation
import VIPERKit

/// Shows the headlines with their ages, refreshes them, and offers a retry when fetching fails.
@MainActor
final class NewsListPresenter: NewsListPresenting {
    static let title = "Top Headlines"
    static let emptyMessage = "There are no headlines right now. Press r to refresh."
    static let failureTitle = "Problem Fetching News"

    private weak var view: (any NewsListView)?
    private let interactor: any NewsListInteracting
    private let router: any NewsListRouting
    private var articles: [Article] = []

    private(set) var state: NewsListViewState {
        didSet { view?.render(state) }
    }

    init(view: any NewsListView, interactor: any NewsListInteracting, router: any NewsListRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
        state = NewsListViewState(title: Self.title, notice: interactor.notice)
    }

    func viewDidLoad() async {
        await loadHeadlines()
    }

    func didTapRefresh() async {
        await loadHeadlines()
    }

    func didSelect(index: Int) {
        guard articles.indices.contains(index) else { return }
        router.showArticle(articles[index])
    }

    /// Fetches until it works or the user declines the retry.
    private func loadHeadlines() async {
        while true {
            state.isLoading = true
            do {
                articles = try await interactor.loadHeadlines()
                let now = interactor.now()
                state = NewsListViewState(
                    title: Self.title, notice: interactor.notice,
                    rows: articles.map { Self.row(for: $0, now: now) },
                    emptyMessage: articles.isEmpty ? Self.emptyMessage : nil)
                return
            } catch {
                state.isLoading = false
                let retry = await view?.ask(
                    Confirmation(
                        title: Self.failureTitle, message: Self.message(for: error), confirmTitle: "Retry",
                        cancelTitle: "Close"))
                guard retry == true else { return }
            }
        }
    }

    static func row(for article: Article, now: Date) -> NewsListRow {
        NewsListRow(
            title: article.title, source: article.source, age: article.publishedAt.map { age(of: $0, now: now) } ?? "")
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
        if let error = error as? NewsError { return error.description }
        return "The headlines could not be fetched. Please try again."
    }
}
