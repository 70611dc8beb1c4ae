import VIPERKit

/// Presenter → view for the History screen.
@MainActor
public protocol HistoryView: Screen {}
