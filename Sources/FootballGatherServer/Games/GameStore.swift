import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// Reads and writes a game with its people, and shows them as the organiser and as a link's
/// visitor see them.
enum GameStore {
    /// The caller's game `id`, or 404.
    static func find(_ id: UUID, userID: UUID, on database: any Database) async throws -> GameModel {
        guard
            let game = try await GameModel.query(on: database).filter(\.$id == id).filter(\.$user.$id == userID).first()
        else {
            throw Abort(.notFound, reason: "No game with id \(id) among your games.")
        }
        return game
    }

    /// The game whose invite token is `token`: 404 for none, 410 for a link replaced by a newer one.
    static func find(token: String, on database: any Database) async throws -> GameModel {
        guard GameRules.isWellFormed(token) else { throw noSuchLink }
        if let game = try await GameModel.query(on: database).filter(\.$inviteToken == token).first() {
            return game
        }
        if try await RetiredInviteModel.query(on: database).filter(\.$token == token).first() != nil {
            throw Abort(
                .gone, reason: "This invite link was replaced by a newer one: ask the organiser for the new link.")
        }
        throw noSuchLink
    }

    static let noSuchLink = Abort(.notFound, reason: "There is no game at this link.")

    static func people(of gameID: UUID, on database: any Database) async throws -> [GamePersonModel] {
        try await GamePersonModel.query(on: database).filter(\.$game.$id == gameID).all()
    }

    /// Runs `change` on the game, its people and its waiting list in one transaction holding the
    /// game's row (answers to one game are taken one at a time, in the order they arrive), saves
    /// what changed, and once it is written tells `feed` that the organiser's games and this game
    /// changed, and the topics `change` adds to its last argument besides (the roster, when it
    /// made players).
    static func change<T: Sendable>(
        _ gameID: UUID, userID: UUID?, on database: any Database, locks: RowLocks, feed: ChangeFeed,
        _ change:
            @escaping @Sendable (
                GameModel, inout WaitingList, inout [GamePersonModel], any Database, inout [ChangeTopic]
            ) async throws -> T
    ) async throws -> T {
        let (result, organiser, touched) = try await locks.transaction(RowLocks.game(gameID), on: database) {
            transaction in
            try await RowLock.lock(
                GameModel.schema, id: gameID, userID: userID, touching: "next_sequence", on: transaction)
            var query = GameModel.query(on: transaction).filter(\.$id == gameID)
            if let userID { query = query.filter(\.$user.$id == userID) }
            guard let game = try await query.first() else {
                throw Abort(.notFound, reason: "No game with id \(gameID) among your games.")
            }
            var people = try await Self.people(of: gameID, on: transaction)
            var list = WaitingList(
                capacity: game.capacity, seats: people.map(\.seat), nextSequence: game.nextSequence)
            var touched: [ChangeTopic] = []
            let result = try await change(game, &list, &people, transaction, &touched)
            try await save(list, of: game, people: people, on: transaction)
            return (result, game.$user.id, touched)
        }
        feed.publish(touched + [.games, .game(gameID)], for: organiser)
        return result
    }

    /// Creates `game` with a person for each of `roster`'s players (a name once, case aside), and
    /// tells `feed` that the organiser's games changed.
    static func create(
        _ game: GameModel, offering roster: [PlayerModel], on database: any Database, feed: ChangeFeed
    ) async throws -> [GamePersonModel] {
        let people = try await database.transaction { transaction in
            try await game.create(on: transaction)
            var seen = Set<String>()
            var people: [GamePersonModel] = []
            for player in roster where seen.insert(GameRules.nameKey(player.name)).inserted {
                let person = GamePersonModel(gameID: try game.requireID(), name: player.name, playerID: player.id)
                try await person.create(on: transaction)
                people.append(person)
            }
            return people
        }
        feed.publish(.games, for: game.$user.id)
        return people
    }

    /// Deletes `game` and tells `feed`: the organiser's games and the game changed, and the
    /// watchers of its invite link are ended.
    static func delete(_ game: GameModel, on database: any Database, feed: ChangeFeed) async throws {
        let id = try game.requireID()
        try await game.delete(on: database)
        feed.publish(.games, .game(id), for: game.$user.id)
        feed.end(watchLink: id)
    }

    /// Writes the standings and sequences `list` changed, and the game's next sequence.
    private static func save(
        _ list: WaitingList, of game: GameModel, people: [GamePersonModel], on database: any Database
    ) async throws {
        let seats = Dictionary(uniqueKeysWithValues: list.seats.map { ($0.id, $0) })
        for person in people {
            guard let id = person.id, let seat = seats[id] else { continue }
            if person.standing != seat.standing.rawValue || person.sequence != seat.sequence {
                person.standing = seat.standing.rawValue
                person.sequence = seat.sequence
            }
            if person.hasChanges || !person.$id.exists { try await person.save(on: database) }
        }
        game.capacity = list.capacity
        game.nextSequence = list.nextSequence
        if game.hasChanges { try await game.save(on: database) }
    }

    /// The organiser's view.
    static func response(_ game: GameModel, people: [GamePersonModel]) throws -> GameResponse {
        let list = WaitingList(capacity: game.capacity, seats: people.map(\.seat), nextSequence: game.nextSequence)
        return GameResponse(
            id: try game.requireID(), startsAt: game.startsAt, timeZone: game.timeZone, place: game.place,
            capacity: game.capacity, note: game.note, costPerHead: game.costPerHead,
            repeatsWeekly: game.repeatsWeekly, answersOpen: game.answersOpen, inviteToken: game.inviteToken,
            people: ordered(people).map { person in
                GamePerson(
                    id: person.id!, name: person.name, playerID: person.playerID, standing: person.seat.standing,
                    waitingPosition: list.waitingPosition(of: person.id!), answeredAt: person.answeredAt,
                    paid: person.paid)
            },
            gatherID: game.gatherID)
    }

    /// What anyone with the link sees: names and standings only.
    static func invite(_ game: GameModel, people: [GamePersonModel]) -> InviteResponse {
        let list = WaitingList(capacity: game.capacity, seats: people.map(\.seat), nextSequence: game.nextSequence)
        return InviteResponse(
            startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, note: game.note,
            capacity: game.capacity, costPerHead: game.costPerHead, repeatsWeekly: game.repeatsWeekly,
            answersOpen: game.answersOpen,
            people: ordered(people).map { person in
                InvitedPerson(
                    name: person.name, standing: person.seat.standing,
                    waitingPosition: list.waitingPosition(of: person.id!))
            })
    }

    /// In (by answer), waiting (by position), maybe, out, then those who have not answered, each
    /// group after the first two by name.
    static func ordered(_ people: [GamePersonModel]) -> [GamePersonModel] {
        let rank: [GameStanding: Int] = [.in: 0, .waiting: 1, .maybe: 2, .out: 3, .unanswered: 4]
        return people.sorted { left, right in
            let (a, b) = (left.seat, right.seat)
            if a.standing != b.standing { return rank[a.standing, default: 5] < rank[b.standing, default: 5] }
            if let first = a.sequence, let second = b.sequence, first != second { return first < second }
            return (left.nameKey, left.id!.uuidString) < (right.nameKey, right.id!.uuidString)
        }
    }
}
