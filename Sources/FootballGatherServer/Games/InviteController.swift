import Crypto
import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// What anyone with a game's invite link may do, without an account: read the game (names and
/// standings only) and answer In, Out or Maybe as one of the offered names or as a guest.
struct InviteController: RouteCollection {
    let heartbeat: Duration

    func boot(routes: any RoutesBuilder) throws {
        routes.on(.showInvite, use: show)
        routes.grouped(IdempotentRequests(caller: .inviteLink)).on(.answerInvite, use: answer)
        routes.on(.inviteChanges, use: changes)
    }

    /// The game's changes as they happen (Server-Sent Events): `event: change` each time an answer
    /// or the organiser changed it, and `event: ended` with the reason when the link is replaced or
    /// the game deleted. Bounded as the live links' watchers are (and counted with them).
    func changes(request: Request) async throws -> Response {
        try await LinkStream.response(to: request, kind: .invite, token: try Self.token(request), heartbeat: heartbeat)
    }

    func show(request: Request) async throws -> Response {
        let game = try await GameStore.find(token: try Self.token(request), on: request.db)
        return try jsonResponse(
            GameStore.invite(game, people: try await GameStore.people(of: game.requireID(), on: request.db)))
    }

    /// Records an answer. The first answer as a name claims it for the browser that sent it (the
    /// key in the answer); another browser cannot answer as that name until the organiser
    /// releases it.
    func answer(request: Request) async throws -> Response {
        let token = try Self.token(request)
        let throttle = request.application.answerThrottle
        try throttle.take(address: request.clientAddress)
        let body = try await request.decodeBody(AnswerRequest.self)
        let name = try GameRules.answeringName(body.name)
        let found = try await GameStore.find(token: token, on: request.db)
        try throttle.take(link: token)
        let gameID = try found.requireID()
        let client = Client(
            digest: TokenDigest.digest(of: ClientAddressKey.of(request.clientAddress)), limits: throttle.limits)
        let response = try await GameStore.change(
            gameID, userID: nil, on: request.db, locks: request.application.rowLocks,
            feed: request.application.changeFeed
        ) {
            game, list, people, _, _ in
            guard game.inviteToken == token else { throw GameStore.noSuchLink }
            guard game.answersOpen else {
                throw Abort(.conflict, reason: "Answers to this game are closed: ask the organiser.")
            }
            let person = try Self.person(named: name, from: client, in: game, people: &people, list: &list)
            let key = try Self.claim(person, with: body.key, from: client, people: people)
            list.answer(body.answer, by: person.id!)
            person.answeredAt = Date().roundedToMicroseconds
            let invite = GameStore.invite(game, people: GameController.applying(list, to: people))
            let seat = list.seats.first { $0.id == person.id }
            return AnswerResponse(
                key: key, standing: seat?.standing ?? .unanswered,
                waitingPosition: list.waitingPosition(of: person.id!),
                invite: invite)
        }
        return try jsonResponse(response)
    }

    /// The client answering: the digest of its address (an IPv6 address by its /64) and what it may add and claim.
    private struct Client {
        let digest: String
        let limits: AnswerLimits
    }

    /// The person answering as `name`: an offered name, or a new guest while the game has room and
    /// the client has added fewer guests than it may.
    private static func person(
        named name: String, from client: Client, in game: GameModel,
        people: inout [GamePersonModel], list: inout WaitingList
    ) throws -> GamePersonModel {
        let key = GameRules.nameKey(name)
        if let person = people.first(where: { $0.nameKey == key }) { return person }
        _ = try GameRules.validatedName(name)
        guard people.count < GameRules.peoplePerGame else {
            throw Abort(
                .conflict,
                reason: "This game has \(GameRules.peoplePerGame) names already: ask the organiser to add you.")
        }
        guard people.count { $0.playerID == nil } < GameRules.guestsPerGame else {
            throw Abort(
                .conflict,
                reason: "This game has \(GameRules.guestsPerGame) guests already: ask the organiser to add you.")
        }
        let most = client.limits.guestsPerAddress
        guard people.count(where: { $0.guestAddressDigest == client.digest }) < most else {
            throw Abort(
                .conflict,
                reason:
                    "\(most) guests were added to this game from your network already: ask the organiser to add you.")
        }
        let person = GamePersonModel(gameID: try game.requireID(), name: name, playerID: nil)
        person.guestAddressDigest = client.digest
        people.append(person)
        list.add(person.id!)
        return person
    }

    /// The key this browser answers `person` with: the one it showed, a new one for a name nobody
    /// claimed while the client has claimed fewer names than it may, or 409 for a name another
    /// browser claimed.
    private static func claim(
        _ person: GamePersonModel, with key: String?, from client: Client, people: [GamePersonModel]
    ) throws -> String {
        if let claimed = person.claimDigest {
            guard let key, TokenDigest.digest(of: key) == claimed else {
                throw Abort(
                    .conflict,
                    reason: "Someone already answered as \(person.name) from another browser: "
                        + "pick your own name, or ask the organiser to let you answer as \(person.name).")
            }
            return key
        }
        let most = client.limits.claimsPerAddress
        guard people.count(where: { $0.claimDigest != nil && $0.claimAddressDigest == client.digest }) < most else {
            throw Abort(
                .conflict,
                reason: "\(most) names of this game were answered from your network already: "
                    + "ask the organiser to release one, or to answer for \(person.name).")
        }
        let newKey = TokenDigest.makeToken()
        person.claimDigest = TokenDigest.digest(of: newKey)
        person.claimAddressDigest = client.digest
        return newKey
    }

    private static func token(_ request: Request) throws -> String {
        guard let token = request.parameters.get("token"), GameRules.isWellFormed(token) else {
            throw GameStore.noSuchLink
        }
        return token
    }
}
