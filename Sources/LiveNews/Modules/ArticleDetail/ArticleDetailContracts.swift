import VIPERKit

/// What the user can do on the ArticleDetail screen.
public enum ArticleDetailAction: String, ActionIdentifier {
    /// Goes back to the headlines.
    case back
}

/// Everything the ArticleDetail screen shows, rendered in one call.
public struct ArticleDetailViewState: ScreenState {
    /// The screen's title: "Article".
    public var title: String
    /// The article's title.
    public var headline: String
    /// "By <author> · <source>", or the source alone.
    public var byline: String
    /// The publication date, e.g. "23 Nov 2026 at 08:30"; empty when unknown.
    public var date: String
    public var description: String
    /// What the address leads to: "Read more".
    public var urlLabel: String
    /// Where the whole story is; empty when the source gave none.
    public var url: String
    /// "Back" to the headlines, also run by Escape and the title bar's Back.
    public var back: ScreenAction<ArticleDetailAction>?
    /// Nothing loads on this screen.
    public var isLoading: Bool { false }

    public init(
        title: String, headline: String, byline: String, date: String, description: String, urlLabel: String,
        url: String, back: ScreenAction<ArticleDetailAction>? = nil
    ) {
        self.title = title
        self.headline = headline
        self.byline = byline
        self.date = date
        self.description = description
        self.urlLabel = urlLabel
        self.url = url
        self.back = back
    }

    /// No article shown yet.
    public init() {
        self.init(title: "", headline: "", byline: "", date: "", description: "", urlLabel: "", url: "")
    }

    public var offeredActions: [ScreenAction<ArticleDetailAction>] {
        back.map { [$0] } ?? []
    }
}

/// Presenter → view for the ArticleDetail screen.
@MainActor
public protocol ArticleDetailView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any ArticleDetailPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: ArticleDetailViewState)
}

/// View → presenter for the ArticleDetail screen. `viewDidLoad` renders the article; Back goes
/// to `perform(_:)`.
@MainActor
public protocol ArticleDetailPresenting: LifecycleForwarding, ActionPerforming<ArticleDetailAction> {}

/// Presenter → interactor for the ArticleDetail screen: keeps the article shown.
@MainActor
protocol ArticleDetailInteracting: AnyObject {
    var article: Article { get }
}

/// Presenter → router for the ArticleDetail screen.
@MainActor
protocol ArticleDetailRouting: AnyObject {
    /// Goes back to the headlines.
    func close()
}
