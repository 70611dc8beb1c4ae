import FootballGatherAPI
import Foundation

/// Reads the game at one invite link, answers it as a name with the key this device was given for
/// that name, and remembers the name and key; knows nothing about display.
@MainActor
final class InviteInteractor: InviteInteracting {
    private let invites: any InviteService
    private let memory: InviteMemory
    private let token: String

    init(invites: any InviteService, memory: InviteMemory, token: String) {
        self.invites = invites
        self.memory = memory
        self.token = token
    }

    func invite() async throws -> InviteResponse {
        try await invites.invite(atLink: token)
    }

    func answer(_ answer: GameAnswer, as name: String) async throws -> AnswerResponse {
        let nameKey = GameRules.nameKey(name)
        let remembered = memory.answer(atLink: token).flatMap { GameRules.nameKey($0.name) == nameKey ? $0 : nil }
        let response = try await invites.answer(
            AnswerRequest(name: name, answer: answer, key: remembered?.key), atLink: token)
        // The name as the game lists it ("Ana Lopez" for "ana lopez").
        let listed = response.invite.people.first { GameRules.nameKey($0.name) == nameKey }?.name ?? name
        try? memory.remember(RememberedAnswer(name: listed, key: response.key), atLink: token)
        return response
    }

    func rememberedName() -> String? {
        memory.answer(atLink: token)?.name
    }

    func news() -> AsyncStream<LinkNews> {
        invites.news(atLink: token)
    }
}
