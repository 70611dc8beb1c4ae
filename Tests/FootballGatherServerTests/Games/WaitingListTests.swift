import FootballGatherAPI
import Foundation
import Testing

@testable import FootballGatherServer

@Suite("Who's in: the first to answer In take the places, the rest wait their turn")
struct WaitingListTests {
    let people = (0..<6).map { _ in UUID() }

    func list(capacity: Int) -> WaitingList {
        WaitingList(
            capacity: capacity, seats: people.map { GameSeat(id: $0, standing: .unanswered, sequence: nil) },
            nextSequence: 1)
    }

    func standings(_ list: WaitingList) -> [GameStanding] {
        people.map { id in list.seats.first { $0.id == id }!.standing }
    }

    @Test("In until the game is full, then the waiting list, in the order the answers arrived")
    func fillsThenWaits() {
        var game = list(capacity: 2)
        for id in people.prefix(4) { game.answer(.in, by: id) }
        #expect(standings(game) == [.in, .in, .waiting, .waiting, .unanswered, .unanswered])
        #expect(game.waitingPosition(of: people[2]) == 1)
        #expect(game.waitingPosition(of: people[3]) == 2)
        #expect(game.waitingPosition(of: people[0]) == nil)
    }

    @Test("Someone in drops out while full: the first waiting is moved in at once, the next moves up")
    func dropOutPromotes() {
        var game = list(capacity: 2)
        for id in people.prefix(4) { game.answer(.in, by: id) }
        game.answer(.out, by: people[0])
        #expect(standings(game) == [.out, .in, .in, .waiting, .unanswered, .unanswered])
        #expect(game.waitingPosition(of: people[3]) == 1)
        game.answer(.maybe, by: people[1])
        #expect(standings(game) == [.out, .maybe, .in, .in, .unanswered, .unanswered])
    }

    @Test("Answering In again keeps one's place; coming back after Out goes to the end")
    func answeringAgain() {
        var game = list(capacity: 1)
        for id in people.prefix(3) { game.answer(.in, by: id) }
        game.answer(.in, by: people[1])
        #expect(game.waitingPosition(of: people[1]) == 1)
        game.answer(.out, by: people[1])
        game.answer(.in, by: people[1])
        #expect(game.waitingPosition(of: people[2]) == 1)
        #expect(game.waitingPosition(of: people[1]) == 2)
    }

    @Test("A smaller capacity moves the last to answer In onto the waiting list, ahead of those who answered after")
    func smallerCapacity() {
        var game = list(capacity: 4)
        for id in people.prefix(5) { game.answer(.in, by: id) }
        game.setCapacity(2)
        #expect(standings(game) == [.in, .in, .waiting, .waiting, .waiting, .unanswered])
        #expect(game.waiting.map(\.id) == [people[2], people[3], people[4]])
        game.setCapacity(3)
        #expect(standings(game) == [.in, .in, .in, .waiting, .waiting, .unanswered])
    }

    @Test("The organiser moves someone in past the capacity; moving someone out frees nothing while still over")
    func byHand() {
        var game = list(capacity: 2)
        for id in people.prefix(3) { game.answer(.in, by: id) }
        game.move(people[4], to: .in)
        #expect(standings(game) == [.in, .in, .waiting, .unanswered, .in, .unanswered])
        game.move(people[0], to: .out)
        #expect(standings(game) == [.out, .in, .waiting, .unanswered, .in, .unanswered])
        game.move(people[1], to: .out)
        #expect(standings(game) == [.out, .out, .in, .unanswered, .in, .unanswered])
    }

    @Test("Moved to the waiting list by hand, one goes to its end; unanswered gives the place up")
    func toWaitingByHand() {
        var game = list(capacity: 1)
        for id in people.prefix(3) { game.answer(.in, by: id) }
        game.move(people[0], to: .waiting)
        #expect(standings(game) == [.waiting, .in, .waiting, .unanswered, .unanswered, .unanswered])
        #expect(game.waitingPosition(of: people[0]) == 2)
        game.move(people[1], to: .unanswered)
        #expect(standings(game) == [.waiting, .unanswered, .in, .unanswered, .unanswered, .unanswered])
    }

    @Test("Ties cannot happen: every In takes the next number, whoever sends it")
    func sequencesAreDistinct() {
        var game = list(capacity: 3)
        for id in people { game.answer(.in, by: id) }
        let sequences = game.seats.compactMap(\.sequence)
        #expect(Set(sequences).count == people.count)
        #expect(game.nextSequence == Int64(people.count + 1))
    }
}
