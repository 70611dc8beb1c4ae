import FootballGatherTestSupport
import Testing

@testable import FootballGather

@MainActor
@Suite("PlayerEdit interactor")
struct PlayerEditInteractorTests {
    let players = FakePlayerService(players: [PlayerFixtures.alice])
    var interactor: PlayerEditInteractor { PlayerEditInteractor(players: players) }

    @Test("A valid change gives the edited player")
    func validChanges() {
        let alice = PlayerFixtures.alice
        var renamed = alice
        renamed.name = "Alicia"
        var older = alice
        older.age = 31
        var beginner = alice
        beginner.skill = .beginner
        var winger = alice
        winger.preferredPosition = .winger
        #expect(interactor.editedPlayer(alice, field: .name, value: .text(" Alicia ")) == renamed)
        #expect(interactor.editedPlayer(alice, field: .age, value: .text("31")) == older)
        #expect(interactor.editedPlayer(alice, field: .skill, value: .skill(.beginner)) == beginner)
        #expect(interactor.editedPlayer(alice, field: .preferredPosition, value: .position(.winger)) == winger)
    }

    @Test("A value that does not belong to the field gives nothing")
    func mismatchedValue() {
        #expect(interactor.editedPlayer(PlayerFixtures.alice, field: .name, value: .skill(.beginner)) == nil)
        #expect(interactor.editedPlayer(PlayerFixtures.alice, field: .skill, value: .text("Beginner")) == nil)
    }

    @Test("Names and favourite teams over 100 characters are refused")
    func tooLong() {
        let long = String(repeating: "x", count: 101)
        #expect(interactor.editedPlayer(PlayerFixtures.alice, field: .name, value: .text(long)) == nil)
        #expect(interactor.editedPlayer(PlayerFixtures.alice, field: .favouriteTeam, value: .text(long)) == nil)
    }

    @Test("Saving returns what the service stored")
    func saves() async throws {
        var alice = PlayerFixtures.alice
        alice.age = 50
        #expect(try await interactor.updatePlayer(alice) == alice)
        #expect(await players.stored == [alice])
    }
}
