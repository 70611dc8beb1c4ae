import Foundation
import VIPERKit

/// What the user can do on the NewsList screen.
public enum NewsListAction: NamedAction {
    /// Fetches the headlines again.
    case refresh
    /// Opens the article of the row at the index.
    case read(Int)

    public static let names = ActionNames<Self>([
        .plain("refresh", .refresh),
        .text("read", { Int($0).flatMap { $0 >= 0 ? Self.read($0) : nil } }) {
            if case .read(let index) = $0 { String(index) } else { nil }
        },
    ])
}

/// Everything the NewsList screen shows, rendered in one call.
public struct NewsListViewState: ScreenState {
    public var title: String
    /// Where the headlines come from, when that needs saying (the bundled sample feed).
    public var notice: String?
    /// The feeds that failed while the others worked, one sentence each, then "Showing the other feeds."
    public var warning: String?
    public var rows: [NewsListRow]
    /// Shown instead of the rows when there are none (and no ``failure``).
    public var emptyMessage: String?
    /// Why the last fetch failed, once the user closed the question about it; shown with ``retry``.
    public var failure: String?
    /// A request runs: show the loading indicator.
    public var isLoading: Bool
    /// "Refresh", always offered once the presenter rendered.
    public var refresh: ScreenAction<NewsListAction>?
    /// "Retry" beside the ``failure`` (it runs ``NewsListAction/refresh``).
    public var retry: ScreenAction<NewsListAction>?

    public init(
        title: String, notice: String? = nil, warning: String? = nil, rows: [NewsListRow] = [],
        emptyMessage: String? = nil, failure: String? = nil, isLoading: Bool = false,
        refresh: ScreenAction<NewsListAction>? = nil, retry: ScreenAction<NewsListAction>? = nil
    ) {
        self.title = title
        self.notice = notice
        self.warning = warning
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.failure = failure
        self.isLoading = isLoading
        self.refresh = refresh
        self.retry = retry
    }

    /// Nothing shown yet.
    public init() {
        self.init(title: "")
    }

    public var offeredActions: [ScreenAction<NewsListAction>] {
        [refresh, retry].compactMap(\.self) + rows.map(\.read)
    }
}

/// One headline: its picture, title, source, how long ago it was published ("2 h ago") and the
/// first line of its description.
public struct NewsListRow: Equatable, Sendable {
    public var title: String
    public var source: String
    /// Empty when the source gave no date.
    public var age: String
    /// The first line of the description, at most about 200 characters; empty when there is none.
    public var summary: String
    /// The thumbnail, when the article has a picture at an https address.
    public var image: ArticleImage?
    /// "Read", which opens the article.
    public var read: ScreenAction<NewsListAction>

    public init(
        title: String, source: String, age: String, summary: String = "", image: ArticleImage? = nil,
        read: ScreenAction<NewsListAction>
    ) {
        self.title = title
        self.source = source
        self.age = age
        self.summary = summary
        self.image = image
        self.read = read
    }

    /// The line under the title: "Town Times · 2 h ago", or the source alone when undated.
    public var detail: String {
        age.isEmpty ? source : "\(source) · \(age)"
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

/// View → presenter for the NewsList screen. The first load happens in `viewDidLoad()`; every
/// action the state offers goes to `perform(_:)`.
@MainActor
public protocol NewsListPresenting: LifecycleForwarding, ActionPerforming<NewsListAction> {}

/// Presenter → interactor for the NewsList screen.
@MainActor
protocol NewsListInteracting: AnyObject {
    /// Where the headlines come from, when that needs saying.
    var notice: String? { get }
    /// The current time, for the ages of the headlines.
    func now() -> Date
    /// Fetches the headlines, with the problems of the feeds that failed while others worked.
    func loadHeadlines() async throws -> Headlines
}

/// Presenter → router for the NewsList screen.
@MainActor
protocol NewsListRouting: AnyObject {
    /// Opens `article` in ArticleDetail.
    func showArticle(_ article: Article)
}
