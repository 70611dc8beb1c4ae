import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// The organiser's games: create, list, read, change, delete, a new invite link, and moves by
/// hand. Another account's game answers 404.
struct GameController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.listGames, use: list)
        routes.grouped(IdempotentRequests(caller: .account)).on(.createGame, use: create)
        routes.on(.getGame, use: show)
        routes.on(.replaceGame, use: replace)
        routes.on(.deleteGame, use: delete)
        routes.on(.renewInviteLink, use: newLink)
        routes.on(.changeGamePerson, use: changePerson)
        routes.on(.pickGameTeams, use: pickTeams)
    }

    /// A page of the caller's games (``GamePage``): upcoming ones first (soonest first), then past
    /// ones (latest first): those whose time has passed or whose gather has ended. Listing from
    /// the first page makes the next game of each weekly game whose date has passed.
    func list(request: Request) async throws -> Response {
        let userID = try request.userID()
        let now = Date()
        if request.queryParameter(PageRules.cursorParameter) == nil {
            try await WeeklyGames.makeNext(
                for: userID, now: now, on: request.db, feed: request.application.changeFeed,
                limit: request.application.accountHoldings.games, locks: request.application.rowLocks)
        }
        return try await GamePage.response(to: request, userID: userID, now: now)
    }

    /// A new game, offering the roster's names (the first ``GameRules/peoplePerGame`` by name).
    func create(request: Request) async throws -> Response {
        let body = try await request.decodeBody(GameRequest.self)
        try body.validate()
        let userID = try request.userID()
        try AccountHoldings.refuse(
            holding: try await GameModel.query(on: request.db).filter(\.$user.$id == userID).count(),
            of: request.application.accountHoldings.games, "games", advice: "delete past games before making more.")
        let game = GameModel(userID: userID, inviteToken: TokenDigest.makeToken(), createdAt: Date())
        game.apply(body)
        let roster = try await PlayerModel.query(on: request.db).filter(\.$user.$id == userID)
            .sort(\.$nameKey).range(..<GameRules.peoplePerGame).all()
        let people = try await GameStore.create(
            game, offering: roster, on: request.db, feed: request.application.changeFeed)
        let response = try GameStore.response(game, people: people)
        return try jsonResponse(response, status: .created, location: APIPath.game(response.id))
    }

    func show(request: Request) async throws -> Response {
        let game = try await GameStore.find(try Self.id(request), userID: try request.userID(), on: request.db)
        return try jsonResponse(
            GameStore.response(game, people: try await GameStore.people(of: game.requireID(), on: request.db)))
    }

    /// Changes every field; a new capacity moves people between in and waiting by the rules.
    func replace(request: Request) async throws -> Response {
        let body = try await request.decodeBody(GameRequest.self)
        try body.validate()
        let userID = try request.userID()
        let id = try Self.id(request)
        let response = try await GameStore.change(
            id, userID: userID, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed
        ) { game, list, people, _, _ in
            game.apply(body)
            list.setCapacity(body.capacity)
            return try GameStore.response(game, people: Self.applying(list, to: people))
        }
        return try jsonResponse(response)
    }

    func delete(request: Request) async throws -> HTTPStatus {
        let userID = try request.userID()
        let game = try await GameStore.find(try Self.id(request), userID: userID, on: request.db)
        try await GameStore.delete(game, on: request.db, feed: request.application.changeFeed)
        return .noContent
    }

    /// A new invite link; the old one answers 410 from now on (the last 9 replaced are remembered).
    func newLink(request: Request) async throws -> Response {
        let userID = try request.userID()
        let id = try Self.id(request)
        let response = try await GameStore.change(
            id, userID: userID, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed
        ) { game, list, people, db, _ in
            try await RetiredInviteModel(gameID: id, token: game.inviteToken, retiredAt: Date()).create(on: db)
            let kept = try await RetiredInviteModel.query(on: db).filter(\.$game.$id == id)
                .sort(\.$retiredAt, .descending).range(9..<1_000).all()
            if !kept.isEmpty {
                try await RetiredInviteModel.query(on: db).filter(\.$id ~~ kept.compactMap(\.id)).delete()
            }
            game.inviteToken = TokenDigest.makeToken()
            return try GameStore.response(game, people: Self.applying(list, to: people))
        }
        // Those watching the old link are told it was replaced.
        request.application.changeFeed.end(watchLink: id)
        return try jsonResponse(response)
    }

    /// Moves one person in, out or to the waiting list, ticks them paid, or releases their name.
    func changePerson(request: Request) async throws -> Response {
        let body = try await request.decodeBody(GamePersonChange.self)
        let userID = try request.userID()
        let id = try Self.id(request)
        guard let personID = request.parameters.get("personID", as: UUID.self) else {
            throw Abort(.notFound, reason: "No such person in this game.")
        }
        let response = try await GameStore.change(
            id, userID: userID, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed
        ) { game, list, people, _, _ in
            guard let person = people.first(where: { $0.id == personID }) else {
                throw Abort(.notFound, reason: "No person with id \(personID) in this game.")
            }
            if let standing = body.standing { list.move(personID, to: standing) }
            if let paid = body.paid { person.paid = paid }
            if body.releasesClaim == true {
                person.claimDigest = nil
                person.claimAddressDigest = nil
            }
            return try GameStore.response(game, people: Self.applying(list, to: people))
        }
        return try jsonResponse(response)
    }

    /// Pick teams: everyone in, as roster players in the order they answered. A guest who is in
    /// becomes the roster's player of the same name (case aside), or a new player of the roster.
    func pickTeams(request: Request) async throws -> Response {
        let userID = try request.userID()
        let id = try Self.id(request)
        let rosterLimit = request.application.accountHoldings.players
        let pick = try await GameStore.change(
            id, userID: userID, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed
        ) { game, list, people, db, touched in
            let playing = GameStore.ordered(Self.applying(list, to: people)).filter { $0.seat.standing == .in }
            let guests = playing.count { $0.playerID == nil }
            if guests > 0 {
                let roster = try await PlayerModel.query(on: db).filter(\.$user.$id == userID).count()
                try AccountHoldings.refuse(
                    holding: roster + guests - 1, of: rosterLimit, "players",
                    advice: "delete players who no longer play before the guests who are in join the roster.")
            }
            for person in playing where person.playerID == nil {
                person.playerID = try await Self.rosterPlayer(named: person.name, userID: userID, on: db).requireID()
                if !touched.contains(.players) { touched.append(.players) }
            }
            let ids = playing.compactMap(\.playerID)
            let players = try await PlayerModel.query(on: db).filter(\.$user.$id == userID).filter(\.$id ~~ ids).all()
            let byID = Dictionary(players.map { ($0.id!, $0) }, uniquingKeysWith: { first, _ in first })
            let pick = GameTeamPick(
                players: try ids.compactMap { try byID[$0]?.response() },
                game: try GameStore.response(game, people: people))
            return pick
        }
        return try jsonResponse(pick)
    }

    /// The roster's player named `name` (case aside), or a new one with that name.
    private static func rosterPlayer(named name: String, userID: UUID, on db: any Database) async throws
        -> PlayerModel
    {
        if let player = try await PlayerModel.query(on: db).filter(\.$user.$id == userID)
            .filter(\.$nameKey == PlayerModel.sortKey(forName: name)).sort(\.$id).first()
        {
            return player
        }
        let player = PlayerModel(userID: userID)
        try player.apply(PlayerRequest(name: name))
        try await player.create(on: db)
        return player
    }

    /// `people` with the standings `list` gives them (before they are saved).
    static func applying(_ list: WaitingList, to people: [GamePersonModel]) -> [GamePersonModel] {
        let seats = Dictionary(uniqueKeysWithValues: list.seats.map { ($0.id, $0) })
        for person in people {
            guard let seat = seats[person.id!] else { continue }
            person.standing = seat.standing.rawValue
            person.sequence = seat.sequence
        }
        return people
    }

    private static func id(_ request: Request) throws -> UUID {
        guard let id = request.parameters.get("id", as: UUID.self) else {
            throw Abort(.notFound, reason: "No game with this id among your games.")
        }
        return id
    }
}
