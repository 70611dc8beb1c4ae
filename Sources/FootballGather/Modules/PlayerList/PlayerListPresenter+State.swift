import Foundation
import VIPERKit

/// What the PlayerList screen offers: its toolbars and its rows.
extension PlayerListPresenter {
    /// What the empty list offers: Retry until a first load succeeded, then adding a player.
    var emptyAction: ScreenAction<PlayerListAction> {
        hasLoaded
            ? ScreenAction(.add, Self.addFirstPlayer, role: .primary) : ScreenAction(.retry, "Retry", role: .primary)
    }

    var listToolbar: [ScreenAction<PlayerListAction>] {
        var actions: [ScreenAction<PlayerListAction>] = [
            ScreenAction(.add, "Add", role: .primary, label: "Add player"),
            ScreenAction(.select, "Select", isEnabled: !players.isEmpty),
        ]
        if !players.isEmpty { actions.append(ScreenAction(.refresh, "Refresh")) }
        actions.append(ScreenAction(.history, "History"))
        actions.append(ScreenAction(.games, "Games", label: "Games players answer from a link"))
        actions.append(ScreenAction(.logout, "Log out"))
        return actions
    }

    var selectionToolbar: [ScreenAction<PlayerListAction>] {
        [
            ScreenAction(.confirm, "Confirm players", role: .primary, isEnabled: ticked.count >= 2),
            ScreenAction(.select, "Cancel", role: .cancel),
        ]
    }

    static func row(for player: Player, mode: PlayerListViewState.Mode = .list, isTicked: Bool = false)
        -> PlayerListRow
    {
        PlayerListRow(
            id: player.id,
            name: player.name,
            position: "Position: \(player.preferredPosition?.title ?? "-")",
            skill: "Skill: \(player.skill?.title ?? "-")",
            isTicked: isTicked,
            primary: mode == .selection
                ? ScreenAction(.tick(player.id), "Tick") : ScreenAction(.open(player.id), "Details"),
            delete: mode == .selection
                ? nil : ScreenAction(.delete(player.id), "Delete", role: .destructive, label: "Delete \(player.name)")
        )
    }
}
