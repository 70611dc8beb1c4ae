import VIPERKit

/// What the user can do on the Login screen.
public enum LoginAction: String, ActionIdentifier {
    /// Logs in with the typed credentials.
    case login
    /// Creates an account with the typed credentials and logs in.
    case register
}

/// Everything the Login screen shows, rendered in one call.
public struct LoginViewState: ScreenState {
    public var title = "Log in"
    /// The line under the app's name.
    public var lead = "Organise casual football matches with friends."
    public var usernameLabel = "Username"
    public var passwordLabel = "Password"
    public var rememberMeLabel = "Remember me"
    /// Log in (the main action, also run by Enter in a field) and Register.
    public var actions = [
        ScreenAction(LoginAction.login, "Log in", role: .primary), ScreenAction(LoginAction.register, "Register"),
    ]
    /// The username field.
    public var username: String
    /// The password field; a view shows it masked.
    public var password: String
    /// The "Remember me" switch.
    public var rememberMe: Bool
    /// A message shown above the form, e.g. why the user was sent back to Login.
    public var notice: String?
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        username: String = "", password: String = "", rememberMe: Bool = true, notice: String? = nil,
        isLoading: Bool = false
    ) {
        self.username = username
        self.password = password
        self.rememberMe = rememberMe
        self.notice = notice
        self.isLoading = isLoading
    }

    /// Empty fields, Remember me on.
    public init() {
        self.init(username: "")
    }

    public var offeredActions: [ScreenAction<LoginAction>] { actions }
}

/// Presenter → view for the Login screen.
@MainActor
public protocol LoginView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any LoginPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: LoginViewState)
}

/// The text fields of the Login screen; a front end binds its fields by these ids (the raw value
/// names the field on a web page).
public enum LoginField: String, CaseIterable, Sendable {
    case username
    case password
}

/// The switches of the Login screen, by the ids front ends bind them with.
public enum LoginSwitch: String, CaseIterable, Sendable {
    /// "Remember me": keep the session (and the username) for the next launch.
    case rememberMe
}

/// View → presenter for the Login screen. `viewDidLoad` renders the first state; Log in and
/// Register go to `perform(_:)`, typing to `fieldDidChange(_:to:)`, a switch to
/// `switchDidChange(_:isOn:)`.
@MainActor
public protocol LoginPresenting: LifecycleForwarding, ActionPerforming<LoginAction> {
    /// The user edited `field`, which now reads `text`.
    func fieldDidChange(_ field: LoginField, to text: String)
    /// The user flipped `toggle`, which is now on or off.
    func switchDidChange(_ toggle: LoginSwitch, isOn: Bool)
}

/// Presenter → interactor for the Login screen.
@MainActor
protocol LoginInteracting: AnyObject {
    /// The username remembered at the last successful login, if "Remember me" was on.
    var rememberedUsername: String? { get }
    /// The last state of the "Remember me" switch (on when never set).
    var isRememberMeOn: Bool { get }
    /// Remembers the switch state; switching off forgets the remembered username.
    func setRememberMe(_ isOn: Bool)
    /// Logs in; with `rememberMe` on, remembers the username and keeps the session for the
    /// next launch, else the session lasts until the app quits.
    func login(username: String, password: String, rememberMe: Bool) async throws -> Session
    /// Why the server would refuse an account with `username` and `password`, as a sentence
    /// about the first field at fault; `nil` when it would not.
    func registrationProblem(username: String, password: String) -> String?
    /// Creates the account, then logs in like ``login(username:password:rememberMe:)``.
    func register(username: String, password: String, rememberMe: Bool) async throws -> Session
}

/// Presenter → router for the Login screen.
@MainActor
protocol LoginRouting: AnyObject {
    /// Replaces the stack with the player list.
    func showPlayerList()
}
