import VIPERKit

/// What the user can do on the About screen.
public enum AboutAction: String, ActionIdentifier {
    /// Opens the rates source's address in a browser.
    case openSource = "open-source"
    /// Goes back to the screen that opened About.
    case close
}

/// Everything the About screen shows, rendered in one call.
public struct AboutViewState: ScreenState {
    public var title: String
    /// The app's name, above the summary: "Currency Converter".
    public var heading: String
    /// One sentence about the rates (bundled table and its date, or the live service).
    public var summary: String
    /// What the address is: "Rates source".
    public var sourceLabel: String
    /// The address of the rates source.
    public var sourceURL: String
    /// What happened when the user asked to open the address; `nil` before.
    public var notice: String?
    /// "Open in browser".
    public var openSource: ScreenAction<AboutAction>?
    /// "Back", also run by Escape and the title bar's Back.
    public var close: ScreenAction<AboutAction>?
    /// Nothing loads on this screen.
    public var isLoading: Bool { false }

    public init(
        title: String, heading: String, summary: String, sourceLabel: String, sourceURL: String,
        notice: String? = nil, openSource: ScreenAction<AboutAction>? = nil, close: ScreenAction<AboutAction>? = nil
    ) {
        self.title = title
        self.heading = heading
        self.summary = summary
        self.sourceLabel = sourceLabel
        self.sourceURL = sourceURL
        self.notice = notice
        self.openSource = openSource
        self.close = close
    }

    /// Nothing shown yet.
    public init() {
        self.init(title: "", heading: "", summary: "", sourceLabel: "", sourceURL: "")
    }

    public var offeredActions: [ScreenAction<AboutAction>] {
        [openSource, close].compactMap(\.self)
    }
}

/// Presenter → view for the About screen.
@MainActor
public protocol AboutView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any AboutPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: AboutViewState)
}

/// View → presenter for the About screen. The first state is rendered in `viewDidLoad()`; every
/// action the state offers goes to `perform(_:)`.
@MainActor
public protocol AboutPresenting: LifecycleForwarding, ActionPerforming<AboutAction> {}

/// Presenter → interactor for the About screen.
@MainActor
protocol AboutInteracting: AnyObject {
    /// Where the rates come from.
    func source() -> RatesSource
    /// Opens the rates source's address. - Throws: ``LinkOpeningError`` when it could not.
    func openSource() async throws
}

/// Presenter → router for the About screen.
@MainActor
protocol AboutRouting: AnyObject {
    /// Goes back to the screen that opened About.
    func close()
}
