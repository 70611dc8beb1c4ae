/// Keeps the player the details show, replaced after each successful edit.
@MainActor
final class PlayerDetailInteractor: PlayerDetailInteracting {
    private(set) var player: Player

    init(player: Player) {
        self.player = player
    }

    func replacePlayer(with player: Player) {
        self.player = player
    }
}
