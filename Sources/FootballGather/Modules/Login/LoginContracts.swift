import VIPERKit

/// Presenter → view for the Login screen.
@MainActor
public protocol LoginView: Screen {}
