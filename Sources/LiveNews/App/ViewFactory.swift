/// Makes the platform view of each LiveNews module; every front end (and the tests) implements it.
@MainActor
public protocol ViewFactory: AnyObject {
    func makeNewsListView() -> any NewsListView
    func makeArticleDetailView() -> any ArticleDetailView
}
