import VIPERKit

/// Presenter → view for the PlayerList screen.
@MainActor
public protocol PlayerListView: Screen {}
