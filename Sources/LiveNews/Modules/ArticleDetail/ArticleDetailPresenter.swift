import Foundation
import VIPERKit

/// Turns an article into its title, byline, date, picture, description and address, and opens
/// the address on request.
@MainActor
final class ArticleDetailPresenter: ArticleDetailPresenting {
    static let title = "Article"
    static let noDescription = "This article has no description."
    static let urlLabel = "Read more"
    /// Open article, offered when the article has a web address.
    static let open = ScreenAction(ArticleDetailAction.open, "Open article", role: .primary)

    private weak var view: (any ArticleDetailView)?
    private let interactor: any ArticleDetailInteracting
    private let router: any ArticleDetailRouting

    private(set) var state: ArticleDetailViewState {
        didSet { view?.render(state) }
    }

    init(
        view: any ArticleDetailView, interactor: any ArticleDetailInteracting, router: any ArticleDetailRouting,
        timeZone: TimeZone = .current
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        state = Self.makeState(
            for: interactor.article, canOpen: interactor.articleURL != nil, timeZone: timeZone)
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: ArticleDetailAction) async {
        switch action {
        case .open: await didTapOpen()
        case .back: didTapBack()
        }
    }

    /// Opens the article's address and says what happened.
    func didTapOpen() async {
        guard state.openArticle != nil else { return }
        do {
            try await interactor.openArticle()
            state.notice = "Opened \(state.url) in your browser."
        } catch let error as LinkOpeningError {
            state.notice = "\(error.message) Copy the address above into a browser."
        } catch {
            state.notice = "The address could not be opened. Copy it into a browser."
        }
    }

    /// The user is done with the article.
    func didTapBack() {
        router.close()
    }

    static func makeState(for article: Article, canOpen: Bool, timeZone: TimeZone) -> ArticleDetailViewState {
        let author = article.author?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let summary = article.summary?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return ArticleDetailViewState(
            title: title, headline: article.title,
            byline: author.isEmpty ? article.source : "By \(author) · \(article.source)",
            author: author.isEmpty ? nil : author,
            date: article.publishedAt.map { format($0, timeZone: timeZone) } ?? "",
            description: summary.isEmpty ? noDescription : summary, image: ArticleImage(of: article),
            urlLabel: urlLabel, url: article.url ?? "", openArticle: canOpen ? open : nil,
            back: ScreenAction(.back, "Back", role: .cancel))
    }

    /// `date` as "23 Nov 2026 at 08:30" in `timeZone`.
    static func format(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMM yyyy 'at' HH:mm"
        return formatter.string(from: date)
    }
}
