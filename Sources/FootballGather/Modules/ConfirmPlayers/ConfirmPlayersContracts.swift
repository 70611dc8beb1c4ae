import VIPERKit

/// Presenter → view for the ConfirmPlayers screen.
@MainActor
public protocol ConfirmPlayersView: Screen {}
