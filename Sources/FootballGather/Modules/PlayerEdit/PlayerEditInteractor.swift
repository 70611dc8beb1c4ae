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
            let name = Self.trimmed(text)
            guard PlayerRules.nameLength.contains(name.count), !Self.sameText(name, player.name) else { return nil }
            edited.name = name
        case (.age, .text(let text)):
            guard let age = Self.age(from: text), age != player.age else { return nil }
            edited.age = age
        case (.favouriteTeam, .text(let text)):
            let team = Self.trimmed(text)
            guard team.count <= PlayerRules.favouriteTeamMaxLength, !Self.sameText(team, player.favouriteTeam ?? "")
            else { return nil }
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
        let trimmed = Self.trimmed(text)
        switch field {
        case .name where trimmed.isEmpty:
            return "The name must not be empty."
        case .name where trimmed.count > PlayerRules.nameLength.upperBound:
            return "The name must be at most \(PlayerRules.nameLength.upperBound) characters long."
        case .age where Self.age(from: text) == nil:
            return
                "The age must be a whole number from \(PlayerRules.age.lowerBound) to \(PlayerRules.age.upperBound), or empty."
        case .favouriteTeam where trimmed.count > PlayerRules.favouriteTeamMaxLength:
            return "The favourite team must be at most \(PlayerRules.favouriteTeamMaxLength) characters long."
        default:
            return nil
        }
    }

    func updatePlayer(_ player: Player) async throws -> Player {
        try await players.updatePlayer(player)
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func sameText(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }

    /// The age typed in `text`: `.some(nil)` when blank, `nil` when not a whole number in the accepted range.
    private static func age(from text: String) -> Int?? {
        let digits = trimmed(text)
        if digits.isEmpty { return .some(nil) }
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), let age = Int(digits), PlayerRules.age.contains(age)
        else { return nil }
        return .some(age)
    }
}
