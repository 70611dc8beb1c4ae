import VIPERKit

/// Everything the About screen shows, rendered in one call.
public struct AboutViewState: Equatable, Sendable {
    public var title: String
    /// One sentence about the rates (bundled table and its date, or the live service).
    public var summary: String
    /// The address of the rates source.
    public var sourceURL: String
    /// What happened when the user asked to open the address; `nil` before.
    public var notice: String?

    public init(title: String = "About", summary: String, sourceURL: String, notice: String? = nil) {
        self.title = title
        self.summary = summary
        self.sourceURL = sourceURL
        self.notice = notice
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

/// View → presenter for the About screen. The first state is rendered in `viewDidLoad()`.
@MainActor
public protocol AboutPresenting: LifecycleForwarding {
    /// Opens the rates source's address.
    func didTapOpenSource() async
    /// The user is done with the screen.
    func didTapClose()
}

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
