import Foundation
import VIPERKit

/// What the user can do on the ArticleDetail screen.
public enum ArticleDetailAction: String, ActionIdentifier {
    /// Opens the whole story at its address (in a browser).
    case open
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
    /// The author alone; `nil` when the source named none.
    public var author: String?
    /// The publication date, e.g. "23 Nov 2026 at 08:30"; empty when unknown.
    public var date: String
    /// The whole description, or a sentence saying there is none.
    public var description: String
    /// The article's picture, when it has one at an https address.
    public var image: ArticleImage?
    /// What the address leads to: "Read more".
    public var urlLabel: String
    /// Where the whole story is; empty when the source gave none.
    public var url: String
    /// What happened when the user asked to open the article; `nil` before.
    public var notice: String?
    /// "Open article", offered when the article has an http or https address.
    public var openArticle: ScreenAction<ArticleDetailAction>?
    /// "Back" to the headlines, also run by Escape and the title bar's Back.
    public var back: ScreenAction<ArticleDetailAction>?
    /// Nothing loads on this screen.
    public var isLoading: Bool { false }

    public init(
        title: String, headline: String, byline: String, author: String? = nil, date: String, description: String,
        image: ArticleImage? = nil, urlLabel: String, url: String, notice: String? = nil,
        openArticle: ScreenAction<ArticleDetailAction>? = nil, back: ScreenAction<ArticleDetailAction>? = nil
    ) {
        self.title = title
        self.headline = headline
        self.byline = byline
        self.author = author
        self.date = date
        self.description = description
        self.image = image
        self.urlLabel = urlLabel
        self.url = url
        self.notice = notice
        self.openArticle = openArticle
        self.back = back
    }

    /// No article shown yet.
    public init() {
        self.init(title: "", headline: "", byline: "", date: "", description: "", urlLabel: "", url: "")
    }

    public var offeredActions: [ScreenAction<ArticleDetailAction>] {
        [openArticle, back].compactMap(\.self)
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

/// View → presenter for the ArticleDetail screen. `viewDidLoad` renders the article; Open and
/// Back go to `perform(_:)`.
@MainActor
public protocol ArticleDetailPresenting: LifecycleForwarding, ActionPerforming<ArticleDetailAction> {}

/// Presenter → interactor for the ArticleDetail screen: keeps the article shown and opens it.
@MainActor
protocol ArticleDetailInteracting: AnyObject {
    var article: Article { get }
    /// The article's http or https address; `nil` when it has none.
    var articleURL: URL? { get }
    /// Opens the article's address. - Throws: ``LinkOpeningError`` when it could not.
    func openArticle() async throws
}

/// Presenter → router for the ArticleDetail screen.
@MainActor
protocol ArticleDetailRouting: AnyObject {
    /// Goes back to the headlines.
    func close()
}
