import FootballGatherAPI
import Foundation

/// Validates an edited field against the player rules and saves the player.
@MainActor
final class PlayerEditInteractor: PlayerEditInteracting {
    private let players: any PlayerService

    init(players: any PlayerService) {
        self.players = players
    }

    func editedPlayer(_ player: Player, field: PlayerEditField, value: PlayerEditValue) -> Player? {
        var edited = player
        switch (field, value) {
        case (.name, .text(let text)):
            let name = PlayerInput.trimmed(text)
            guard PlayerInput.nameProblem(text) == nil, name != player.name else { return nil }
            edited.name = name
        case (.age, .text(let text)):
            guard let age = PlayerInput.age(from: text), age != player.age else { return nil }
            edited.age = age
        case (.favouriteTeam, .text(let text)):
            let team = PlayerInput.trimmed(text)
            guard PlayerInput.favouriteTeamProblem(text) == nil, team != (player.favouriteTeam ?? "") else {
                return nil
            }
            edited.favouriteTeam = team.isEmpty ? nil : team
        case (.preferredPosition, .position(let position)):
            guard position != player.preferredPosition else { return nil }
            edited.preferredPosition = position
        case (.skill, .skill(let skill)):
            guard skill != player.skill else { return nil }
            edited.skill = skill
        default:
            return nil
        }
        return edited
    }

    func problem(with value: PlayerEditValue, field: PlayerEditField) -> String? {
        guard case .text(let text) = value else { return nil }
        switch field {
        case .name: return PlayerInput.nameProblem(text)
        case .age: return PlayerInput.ageProblem(text)
        case .favouriteTeam: return PlayerInput.favouriteTeamProblem(text)
        case .preferredPosition, .skill: return nil
        }
    }

    func updatePlayer(_ player: Player, replacing original: Player) async throws -> Player {
        try await players.updatePlayer(player, replacing: original)
    }

    func reloadPlayer(id: UUID) async throws -> Player {
        try await players.player(id: id)
    }
}
