import VIPERKit

/// Presenter → view for the PlayerDetail screen.
@MainActor
public protocol PlayerDetailView: Screen {}
