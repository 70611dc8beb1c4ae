import FootballGather
import FootballGatherAPI
import Foundation

/// An in-memory ``GameService`` that records every call and can be told to fail the next one.
///
/// It keeps the server's rules that screens rely on: the capacity and place are checked
/// (``GameRules``), moving someone out promotes the first waiting while there is room, waiting
/// positions count from 1, and people come in the server's order (in, waiting, maybe, out, not
/// answered). New games get ids `00000005-0000-0000-0000-000000000001`, … and tokens `game1xxx…`.
public actor FakeGameService: GameService {
    /// One call made to the service.
    public enum Call: Equatable, Sendable {
        case games
        case game(id: UUID)
        case createGame(GameRequest)
        case updateGame(id: UUID, GameRequest)
        case deleteGame(id: UUID)
        case renewInviteLink(id: UUID)
        case change(person: UUID, game: UUID, GamePersonChange)
        case pickTeams(id: UUID)
    }

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// The stored games, in the order they were created.
    public private(set) var stored: [GameResponse]
    private let now: Date
    private var nextError: ServiceError?
    private var createdCount = 0
    private var linksMade = 0
    private var guestsJoined = 0
    /// When the gather played from each game ended, by game (``markPlayed(_:at:)``).
    private var playedAt: [UUID: Date] = [:]

    /// - Parameters:
    ///   - games: games already stored.
    ///   - now: the moment that splits upcoming games from past ones in ``games()``.
    public init(games: [GameResponse] = [], now: Date = Date(timeIntervalSince1970: 1_795_521_600)) {
        self.stored = games
        self.now = now
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: ServiceError) {
        nextError = error
    }

    /// Changes or adds `game` without a call, as another device would.
    public func store(_ game: GameResponse) {
        if let index = stored.firstIndex(where: { $0.id == game.id }) {
            stored[index] = game
        } else {
            stored.append(game)
        }
    }

    /// The id the `n`th game created by this fake gets (1 for the first): `UUID(fake: n, kind: 5)`.
    public static func id(ofCreated n: Int) -> UUID {
        UUID(fake: n, kind: 5)
    }

    /// An invite token of the right length: `prefix` padded with "x".
    public static func token(_ prefix: String) -> String {
        prefix + String(repeating: "x", count: max(0, GameRules.tokenLength - prefix.count))
    }

    public func games() async throws -> [GameSummary] {
        calls.append(.games)
        try throwPendingError()
        let summaries = stored.map { game in
            var summary = GameSummary(game)
            summary.playedAt = playedAt[game.id]
            return summary
        }
        let upcoming = summaries.filter { !$0.isPast(at: now) }.sorted { $0.startsAt < $1.startsAt }
        let past = summaries.filter { $0.isPast(at: now) }.sorted { $0.startsAt > $1.startsAt }
        return upcoming + past
    }

    /// The gather played from game `id` ended at `date`, as the server lists it then.
    public func markPlayed(_ id: UUID, at date: Date) {
        playedAt[id] = date
    }

    public func game(id: UUID) async throws -> GameResponse {
        calls.append(.game(id: id))
        try throwPendingError()
        return try stored[index(of: id)]
    }

    public func createGame(_ request: GameRequest) async throws -> GameResponse {
        calls.append(.createGame(request))
        try throwPendingError()
        try Self.check(request)
        createdCount += 1
        let game = GameResponse(
            id: Self.id(ofCreated: createdCount), startsAt: request.startsAt, timeZone: request.timeZone,
            place: request.place, capacity: request.capacity, note: request.note, costPerHead: request.costPerHead,
            repeatsWeekly: request.repeatsWeekly, answersOpen: request.answersOpen,
            inviteToken: Self.token("game\(createdCount)"), people: [], gatherID: nil)
        stored.append(game)
        return game
    }

    public func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse {
        calls.append(.updateGame(id: id, request))
        try throwPendingError()
        let index = try index(of: id)
        try Self.check(request)
        var game = stored[index]
        game.startsAt = request.startsAt
        game.timeZone = request.timeZone
        game.place = request.place
        game.capacity = request.capacity
        game.note = request.note
        game.costPerHead = request.costPerHead
        game.repeatsWeekly = request.repeatsWeekly
        game.answersOpen = request.answersOpen
        stored[index] = Self.settled(game)
        return stored[index]
    }

    public func deleteGame(id: UUID) async throws {
        calls.append(.deleteGame(id: id))
        try throwPendingError()
        stored.remove(at: try index(of: id))
    }

    public func renewInviteLink(ofGame id: UUID) async throws -> GameResponse {
        calls.append(.renewInviteLink(id: id))
        try throwPendingError()
        let index = try index(of: id)
        linksMade += 1
        stored[index].inviteToken = Self.token("link\(linksMade)")
        stored[index].invitePath = GamePath.invitePage(stored[index].inviteToken)
        return stored[index]
    }

    public func change(person personID: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws
        -> GameResponse
    {
        calls.append(.change(person: personID, game: id, change))
        try throwPendingError()
        let index = try index(of: id)
        var game = stored[index]
        guard let person = game.people.firstIndex(where: { $0.id == personID }) else { throw ServiceError.notFound }
        if let standing = change.standing {
            game.people[person].standing = standing
            game.people[person].waitingPosition = standing == .waiting ? Int.max : nil
            game.people[person].answeredAt = game.people[person].answeredAt ?? now
        }
        if let paid = change.paid { game.people[person].paid = paid }
        stored[index] = Self.settled(game)
        return stored[index]
    }

    /// Everyone in, as players; a guest becomes a player with id `UUID(fake: n, kind: 6)`, the
    /// `n`th guest so joined.
    public func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse) {
        calls.append(.pickTeams(id: id))
        try throwPendingError()
        let index = try index(of: id)
        for person in stored[index].people.indices where stored[index].people[person].playerID == nil {
            guard stored[index].people[person].standing == .in else { continue }
            guestsJoined += 1
            stored[index].people[person].playerID = UUID(fake: guestsJoined, kind: 6)
        }
        let playing = stored[index].people.filter { $0.standing == .in }
        return (playing.map { Player(id: $0.playerID!, name: $0.name) }, stored[index])
    }

    private func index(of id: UUID) throws -> Int {
        guard let index = stored.firstIndex(where: { $0.id == id }) else { throw ServiceError.notFound }
        return index
    }

    private func throwPendingError() throws {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }

    private static func check(_ request: GameRequest) throws {
        guard GameRules.capacity.contains(request.capacity) else {
            throw ServiceError.rejected(reason: "The capacity must be from 2 to 50 players.")
        }
        guard GameRules.placeLength.contains(request.place.trimmingCharacters(in: .whitespaces).count) else {
            throw ServiceError.rejected(reason: "The place must have 1 to 120 characters.")
        }
    }

    /// `game` with the first waiting promoted while there is room, positions renumbered and
    /// its people in the server's order.
    private static func settled(_ game: GameResponse) -> GameResponse {
        var game = game
        var waiting = game.people.filter { $0.standing == .waiting }
            .sorted { ($0.waitingPosition ?? 0) < ($1.waitingPosition ?? 0) }
        var inPeople = game.people.filter { $0.standing == .in }
        while inPeople.count < game.capacity, !waiting.isEmpty {
            var promoted = waiting.removeFirst()
            promoted.standing = .in
            promoted.waitingPosition = nil
            inPeople.append(promoted)
        }
        for position in waiting.indices { waiting[position].waitingPosition = position + 1 }
        let others = { (standing: GameStanding) in game.people.filter { $0.standing == standing } }
        game.people = inPeople + waiting + others(.maybe) + others(.out) + others(.unanswered)
        return game
    }
}
