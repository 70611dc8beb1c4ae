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
        #expect(try await interactor.updatePlayer(alice, replacing: PlayerFixtures.alice) == alice)
        #expect(await players.stored == [alice])
    }

    @Test("Saving over a copy changed elsewhere is refused; reloading gives the server's copy")
    func changedElsewhere() async throws {
        var renamed = PlayerFixtures.alice
        renamed.name = "Ally"
        await players.changeElsewhere(renamed)
        var older = PlayerFixtures.alice
        older.age = 50
        await #expect(throws: ServiceError.changedElsewhere) {
            try await interactor.updatePlayer(older, replacing: PlayerFixtures.alice)
        }
        #expect(try await interactor.reloadPlayer(id: renamed.id) == renamed)
        #expect(await players.stored == [renamed])
    }

    @Test("Only a name with different capitals is still a change")
    func capitals() {
        var lowercased = PlayerFixtures.alice
        lowercased.name = "alice"
        #expect(interactor.editedPlayer(lowercased, field: .name, value: .text("Alice")) == PlayerFixtures.alice)
        #expect(interactor.editedPlayer(lowercased, field: .name, value: .text(" alice ")) == nil)
    }
}
