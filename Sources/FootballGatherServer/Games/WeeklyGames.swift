import Fluent
import FootballGatherAPI
import Foundation

/// Makes next week's game of a weekly game whose date has passed: the same place, local time,
/// time zone, capacity, note and cost, the roster's names offered again, no answers. Each weekly
/// game makes its next one once, however many lists are read at once on however many instances:
/// the account's row is locked while the due games are read, counted and made, and the database
/// holds one game made from each (``AddNextGameSource``).
enum WeeklyGames {
    /// Makes the next game of each of `userID`'s weekly games that has passed and has none yet,
    /// while the account holds fewer than `limit` games. `locks` orders the lists of one account in
    /// this process (SQLite's writers would otherwise wait on each other's write lock).
    static func makeNext(
        for userID: UUID, now: Date, on database: any Database, feed: ChangeFeed, limit: Int = .max,
        locks: RowLocks = RowLocks()
    ) async throws {
        guard try await !due(of: userID, now: now, on: database).isEmpty else { return }
        let made: Int
        do {
            made = try await locks.transaction("users " + userID.uuidString, on: database) { transaction in
                try await RowLock.lock(UserModel.schema, id: userID, userID: nil, touching: "username", on: transaction)
                return try await makeDue(for: userID, now: now, on: transaction, limit: limit)
            }
        } catch  where (error as? any DatabaseError)?.isConstraintFailure == true {
            // Another request made them first, past the lock; this one's games were rolled back.
            return
        }
        if made > 0 { feed.publish(.games, for: userID) }
    }

    /// `userID`'s weekly games whose date has passed and that have made no next game yet.
    private static func due(of userID: UUID, now: Date, on database: any Database) async throws -> [GameModel] {
        try await GameModel.query(on: database)
            .filter(\.$user.$id == userID)
            .filter(\.$repeatsWeekly == true)
            .filter(\.$nextGameID == nil)
            .filter(\.$startsAt < now)
            .all()
    }

    /// Makes the next games of the due ones while the account holds fewer than `limit`, and says
    /// how many it made. Runs in a transaction that holds the account's row lock, so what it reads
    /// and counts is what it writes to.
    private static func makeDue(for userID: UUID, now: Date, on database: any Database, limit: Int) async throws
        -> Int
    {
        let due = try await due(of: userID, now: now, on: database)
        guard !due.isEmpty else { return 0 }
        var held = try await GameModel.query(on: database).filter(\.$user.$id == userID).count()
        let roster = try await PlayerModel.query(on: database).filter(\.$user.$id == userID)
            .sort(\.$nameKey).range(..<GameRules.peoplePerGame).all()
        var made = 0
        for game in due where held < limit {
            let next = GameModel(userID: userID, inviteToken: TokenDigest.makeToken(), createdAt: now)
            next.apply(
                GameRequest(
                    startsAt: nextStart(after: game.startsAt, timeZone: game.timeZone, now: now),
                    timeZone: game.timeZone, place: game.place, capacity: game.capacity, note: game.note,
                    costPerHead: game.costPerHead, repeatsWeekly: true))
            next.previousGameID = try game.requireID()
            try await next.create(on: database)
            var seen = Set<String>()
            for player in roster where seen.insert(GameRules.nameKey(player.name)).inserted {
                try await GamePersonModel(gameID: try next.requireID(), name: player.name, playerID: player.id)
                    .create(on: database)
            }
            game.nextGameID = try next.requireID()
            try await game.save(on: database)
            held += 1
            made += 1
        }
        return made
    }

    /// The first date a whole number of weeks after `start`, at the same local time in
    /// `timeZone`, that is not before `now`.
    static func nextStart(after start: Date, timeZone: String, now: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? .gmt
        var weeks = 1
        var next = calendar.date(byAdding: .weekOfYear, value: weeks, to: start) ?? start
        while next < now, weeks < 520 {
            weeks += 1
            next = calendar.date(byAdding: .weekOfYear, value: weeks, to: start) ?? next
        }
        return next
    }
}
