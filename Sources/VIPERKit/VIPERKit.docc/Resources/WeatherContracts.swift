import VIPERKit

/// What the user can do on the Weather screen.
public enum WeatherAction: NamedAction {
    /// Loads the items again, for example after a failure.
    case retry
    /// Leaves the screen.
    case close

    /// Each action's name on a web page, read back from the same table.
    public static let names = ActionNames<Self>([.plain("retry", .retry), .plain("close", .close)])
}

/// The text fields of the Weather screen, by the ids front ends bind them with.
public enum WeatherField: String, CaseIterable, Sendable {
    /// Narrows the list to the items that contain it.
    case filter
}

/// Everything the Weather screen shows, rendered in one call.
public struct WeatherViewState: ScreenState {
    public var title: String
    /// What the screen lists: the items that contain the filter.
    public var items: [String]
    /// What the filter field is: "Filter".
    public var filterLabel = "Filter"
    /// The filter as typed.
    public var filter: String
    /// What the user can do, in order: Retry, then Close (the cancel action, which Escape runs too).
    public var actions: [ScreenAction<WeatherAction>]
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String, items: [String] = [], filter: String = "",
        actions: [ScreenAction<WeatherAction>] = [], isLoading: Bool = false
    ) {
        self.title = title
        self.items = items
        self.filter = filter
        self.actions = actions
        self.isLoading = isLoading
    }

    /// The empty screen, before the first load.
    public init() {
        self.init(title: "Weather")
    }

    public var offeredActions: [ScreenAction<WeatherAction>] { actions }
}

/// Presenter → view.
@MainActor
public protocol WeatherView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any WeatherPresenting)? { get set }
    /// Shows `state` in full.
    func render(_ state: WeatherViewState)
}

/// View → presenter. `viewDidLoad` loads the items; every action the state offers goes to `perform(_:)`,
/// which the platform view wraps in a task.
@MainActor
public protocol WeatherPresenting: LifecycleForwarding, ActionPerforming<WeatherAction> {
    /// The user edited `field`, which now reads `text`.
    func fieldDidChange(_ field: WeatherField, to text: String)
}

/// Presenter → interactor: business rules and service calls, returning their results.
@MainActor
protocol WeatherInteracting: AnyObject {
    /// The items the screen lists.
    func loadItems() async throws -> [String]
}

/// Presenter → router: navigation only.
@MainActor
protocol WeatherRouting: AnyObject {
    /// Leaves the screen.
    func close()
}

/// Module output, held weakly by the presenter.
@MainActor
public protocol WeatherDelegate: AnyObject {
    /// The user left the Weather screen.
    func weatherDidClose()
}
