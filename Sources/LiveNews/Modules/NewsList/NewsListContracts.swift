import Foundation
import VIPERKit

/// Everything the NewsList screen shows, rendered in one call.
public struct NewsListViewState: Equatable, Sendable {
    public var title: String
    /// Where the headlines come from, when that needs saying (the bundled sample feed).
    public var notice: String?
    public var rows: [NewsListRow]
    /// Shown instead of the rows when there are none.
    public var emptyMessage: String?
    /// A request runs: show the loading indicator.
    public var isLoading: Bool

    public init(
        title: String, notice: String? = nil, rows: [NewsListRow] = [], emptyMessage: String? = nil,
        isLoading: Bool = false
    ) {
        self.title = title
        self.notice = notice
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.isLoading = isLoading
    }
}

/// One headline: its title, its source and how long ago it was published ("2 h ago").
public struct NewsListRow: Equatable, Sendable {
    public var title: String
    public var source: String
    /// Empty when the source gave no date.
    public var age: String

    public init(title: String, source: String, age: String) {
        self.title = title
        self.source = source
        self.age = age
    }
}

/// Presenter → view for the NewsList screen.
@MainActor
public protocol NewsListView: Screen, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any NewsListPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: NewsListViewState)
}

/// View → presenter for the NewsList screen. The first load happens in `viewDidLoad()`.
@MainActor
public protocol NewsListPresenting: LifecycleForwarding {
    /// Fetches the headlines again.
    func didTapRefresh() async
    /// Opens the article of the row at `index`.
    func didSelect(index: Int)
}

/// Presenter → interactor for the NewsList screen.
@MainActor
protocol NewsListInteracting: AnyObject {
    /// Where the headlines come from, when that needs saying.
    var notice: String? { get }
    /// The current time, for the ages of the headlines.
    func now() -> Date
    /// Fetches the headlines.
    func loadHeadlines() async throws -> [Article]
}

/// Presenter → router for the NewsList screen.
@MainActor
protocol NewsListRouting: AnyObject {
    /// Opens `article` in ArticleDetail.
    func showArticle(_ article: Article)
}
