import VIPERKit

/// Presenter → view for the PlayerEdit screen.
@MainActor
public protocol PlayerEditView: Screen {}
