import Foundation
import VIPERKit

extension PlayerListPresenter: PlayerAddDelegate {
    func playerAddDidCreate(_ player: Player) {
        players = Player.inServerOrder(players + [player])
        hasLoaded = true
        updateState()
    }
}

extension PlayerListPresenter: PlayerDetailDelegate {
    func playerDetailDidUpdate(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
        players = Player.inServerOrder(players)
        updateState()
    }
}

extension PlayerListPresenter: ConfirmPlayersDelegate, GatherDelegate {
    /// A resumed gather ended: back to the list, reloaded.
    func gatherDidEnd() {
        confirmPlayersDidEndGather()
    }

    /// A gather opened from here ended on another device: back to the list, saying how it ended.
    func gatherDidEnd(elsewhere notice: Alert) {
        confirmPlayersDidEndGather(elsewhere: notice)
    }

    /// A gather opened from here was discarded on another device: back on the list, saying so.
    func gatherWasDiscarded(elsewhere notice: Alert) {
        show(notice)
        reloadTask = Task { await self.reloadMatch() }
    }

    func confirmPlayersDidEndGather() {
        mode = .list
        ticked = []
        updateState()
        returnToList()
        reloadTask = Task {
            await self.load()
            await self.reloadMatch()
        }
    }

    func confirmPlayersDidEndGather(elsewhere notice: Alert) {
        confirmPlayersDidEndGather()
        show(notice)
    }
}
