import VIPERKit

/// Everything the ArticleDetail screen shows, rendered in one call.
public struct ArticleDetailViewState: Equatable, Sendable {
    public var title: String
    /// "By <author> · <source>", or the source alone.
    public var byline: String
    /// The publication date, e.g. "23 Nov 2026 at 08:30"; empty when unknown.
    public var date: String
    public var description: String
    /// Where the whole story is; empty when the source gave none.
    public var url: String

    public init(title: String, byline: String, date: String, description: String, url: String) {
        self.title = title
        self.byline = byline
        self.date = date
        self.description = description
        self.url = url
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

/// View → presenter for the ArticleDetail screen. `viewDidLoad` renders the article.
@MainActor
public protocol ArticleDetailPresenting: LifecycleForwarding {
    /// The user is done with the article.
    func didTapBack()
}

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
