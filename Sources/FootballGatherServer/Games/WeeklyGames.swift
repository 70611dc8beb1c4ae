import Fluent
import FootballGatherAPI
import Foundation

/// Makes next week's game of a weekly game whose date has passed: the same place, local time,
/// time zone, capacity, note and cost, the roster's names offered again, no answers.
enum WeeklyGames {
    /// Makes the next game of each of `userID`'s weekly games that has passed and has none yet,
    /// while the account holds fewer than `limit` games.
    static func makeNext(
        for userID: UUID, now: Date, on database: any Database, feed: ChangeFeed, limit: Int = .max
    ) async throws {
        let due = try await GameModel.query(on: database)
            .filter(\.$user.$id == userID)
            .filter(\.$repeatsWeekly == true)
            .filter(\.$nextGameID == nil)
            .filter(\.$startsAt < now)
            .all()
        guard !due.isEmpty else { return }
        var held = try await GameModel.query(on: database).filter(\.$user.$id == userID).count()
        let roster = try await PlayerModel.query(on: database).filter(\.$user.$id == userID)
            .sort(\.$nameKey).range(..<GameRules.peoplePerGame).all()
        for game in due where held < limit {
            held += 1
            try await database.transaction { transaction in
                let next = GameModel(userID: userID, inviteToken: TokenDigest.makeToken(), createdAt: now)
                next.apply(
                    GameRequest(
                        startsAt: nextStart(after: game.startsAt, timeZone: game.timeZone, now: now),
                        timeZone: game.timeZone, place: game.place, capacity: game.capacity, note: game.note,
                        costPerHead: game.costPerHead, repeatsWeekly: true))
                try await next.create(on: transaction)
                var seen = Set<String>()
                for player in roster where seen.insert(GameRules.nameKey(player.name)).inserted {
                    try await GamePersonModel(gameID: try next.requireID(), name: player.name, playerID: player.id)
                        .create(on: transaction)
                }
                game.nextGameID = try next.requireID()
                try await game.save(on: transaction)
            }
        }
        feed.publish(.games, for: userID)
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
