import Foundation
import VIPERKit

/// Turns an article into its title, byline, date, description and address.
@MainActor
final class ArticleDetailPresenter: ArticleDetailPresenting {
    static let title = "Article"
    static let noDescription = "This article has no description."
    static let urlLabel = "Read more"

    private weak var view: (any ArticleDetailView)?
    private let interactor: any ArticleDetailInteracting
    private let router: any ArticleDetailRouting
    let timeZone: TimeZone

    init(
        view: any ArticleDetailView, interactor: any ArticleDetailInteracting, router: any ArticleDetailRouting,
        timeZone: TimeZone = .current
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    var state: ArticleDetailViewState {
        Self.makeState(for: interactor.article, timeZone: timeZone)
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: ArticleDetailAction) async {
        switch action {
        case .back: didTapBack()
        }
    }

    /// The user is done with the article.
    func didTapBack() {
        router.close()
    }

    static func makeState(for article: Article, timeZone: TimeZone) -> ArticleDetailViewState {
        let author = article.author?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let summary = article.summary?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return ArticleDetailViewState(
            title: title, headline: article.title,
            byline: author.isEmpty ? article.source : "By \(author) · \(article.source)",
            date: article.publishedAt.map { format($0, timeZone: timeZone) } ?? "",
            description: summary.isEmpty ? noDescription : summary, urlLabel: urlLabel, url: article.url ?? "",
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
