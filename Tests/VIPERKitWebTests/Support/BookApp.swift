import VIPERKit
import VIPERKitWeb

/// A routed app for the kit's address tests: a gate at `/gate` (the browser enters once), then a
/// book of five pages at `/pages/{n}`, each opening the next.
@MainActor
final class BookApp: WebApp {
    nonisolated let appName = "Book"
    nonisolated var routeRoots: [String] { ["gate", "pages"] }
    /// Whether browsers made from now on have entered already.
    var entersAtOnce = true

    final class Browser {
        var hasEntered: Bool
        init(hasEntered: Bool) { self.hasEntered = hasEntered }
    }

    func makeBrowser(_ handle: WebBrowserHandle) -> Browser {
        Browser(hasEntered: entersAtOnce)
    }

    func start(_ tab: WebTab, in browser: Browser) {
        tab.navigator.setRoot(Self.screen(page: browser.hasEntered ? 1 : nil, in: tab, browser: browser))
    }

    /// Page `page`, or the gate when `nil`.
    static func screen(page: Int?, in tab: WebTab, browser: Browser) -> BookView {
        let view = BookView(tasks: tab.tasks)
        let presenter = BookPresenter(page: page, tab: tab, browser: browser)
        presenter.view = view
        view.presenter = presenter
        view.render(BookState(page: page))
        return view
    }
}

enum BookAction: String, ActionIdentifier {
    case enter
    case next
}

/// The gate (no page) or a page: its route, and the way on to later pages.
struct BookState: ScreenState {
    static let pages = 5
    var page: Int?

    init() { page = nil }
    init(page: Int?) { self.page = page }

    var title: String { page.map { "Page \($0)" } ?? "Gate" }
    var isLoading: Bool { false }
    var offeredActions: [ScreenAction<BookAction>] {
        guard let page else { return [ScreenAction(.enter, "Enter")] }
        return page < Self.pages ? [ScreenAction(.next, "Next")] : []
    }
    var routes: [Route] { [page.map { Route("pages", String($0)) } ?? Route("gate")] }

    func step(toward route: Route) -> RouteStep<BookAction>? {
        guard route.components.count == 2, route.components[0] == "pages", let target = Int(route.components[1])
        else { return nil }
        guard let page else { return .afterThisScreen }
        guard target <= Self.pages else { return .unavailable("This book has \(Self.pages) pages.") }
        return target > page ? .perform(.next) : nil
    }
}

@MainActor
final class BookView: ModuleWebView<BookState, BookPresenter> {
    override func renderContent() -> HTML { HTML.actions(state.offeredActions) }
}

@MainActor
final class BookPresenter: ActionPerforming {
    weak var view: BookView?
    private let page: Int?
    private weak var tab: WebTab?
    private let browser: BookApp.Browser

    init(page: Int?, tab: WebTab, browser: BookApp.Browser) {
        self.page = page
        self.tab = tab
        self.browser = browser
    }

    func perform(_ action: BookAction) async {
        guard let tab else { return }
        switch action {
        case .enter:
            browser.hasEntered = true
            tab.navigator.setRoot(BookApp.screen(page: 1, in: tab, browser: browser))
        case .next:
            tab.navigator.push(BookApp.screen(page: (page ?? 0) + 1, in: tab, browser: browser))
        }
    }
}
