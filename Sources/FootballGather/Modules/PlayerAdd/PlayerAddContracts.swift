import VIPERKit

/// Presenter → view for the PlayerAdd screen.
@MainActor
public protocol PlayerAddView: Screen {}
