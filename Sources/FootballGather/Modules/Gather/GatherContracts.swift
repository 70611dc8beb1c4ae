import VIPERKit

/// Presenter → view for the Gather screen.
@MainActor
public protocol GatherView: Screen {}
