import FootballGather
import FootballGatherAPI
import Foundation

/// An in-memory ``InviteService`` that answers as the server does: the first answer as a name
/// claims it with a new key, In past the capacity waits at the end of the list, Out or Maybe of
/// someone in moves the first waiting in; closed answers, a replaced link and a claimed name are
/// refused with the server's sentences. Every answer tells the link's listeners.
public actor FakeInviteService: InviteService {
    /// The server's sentence for answers to a closed game.
    public static let closed = "Answers to this game are closed: ask the organiser."
    /// The server's sentence for a replaced link.
    public static let replaced = "This invite link was replaced by a newer one: ask the organiser for the new link."

    /// The server's sentence for `name` claimed by another browser.
    public static func claimed(_ name: String) -> String {
        "Someone already answered as \(name) from another browser: "
            + "pick your own name, or ask the organiser to let you answer as \(name)."
    }

    /// The game at each link.
    public private(set) var invites: [String: InviteResponse] = [:]
    /// Every answer sent, oldest first, with its link.
    public private(set) var answers: [(token: String, request: AnswerRequest)] = []
    /// The key each claimed name (by ``GameRules/nameKey(_:)``) was given, per link.
    private var keys: [String: [String: String]] = [:]
    private var endings: [String: String] = [:]
    private var listeners: [String: [UUID: AsyncStream<LinkNews>.Continuation]] = [:]
    private var issuedKeys = 0
    private var nextError: ServiceError?
    /// The answers waiting for ``releaseAnswers()`` while answers are held; `nil` when they are not.
    private var held: [CheckedContinuation<Void, Never>]?

    public init(invites: [String: InviteResponse] = [:]) {
        self.invites = invites
    }

    /// The game `game` as anyone with its link sees it.
    public static func invite(of game: GameResponse) -> InviteResponse {
        InviteResponse(
            startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, note: game.note,
            capacity: game.capacity, costPerHead: game.costPerHead, repeatsWeekly: game.repeatsWeekly,
            answersOpen: game.answersOpen,
            people: game.people.map {
                InvitedPerson(name: $0.name, standing: $0.standing, waitingPosition: $0.waitingPosition)
            })
    }

    /// Puts `invite` at `token` (or changes it there) without telling the listeners.
    public func share(_ invite: InviteResponse, at token: String) {
        invites[token] = invite
    }

    /// Changes the game at `token` (the organiser did) and tells its listeners.
    public func change(_ invite: InviteResponse, at token: String) {
        invites[token] = invite
        tell(.changed, at: token)
    }

    /// Claims `name` at `token` with `key`, as if another browser had answered as it.
    public func claim(_ name: String, key: String, at token: String) {
        keys[token, default: [:]][GameRules.nameKey(name)] = key
    }

    /// Replaces the link `token` (reads and answers are refused with ``replaced``) and tells its
    /// listeners it ended.
    public func replace(_ token: String) {
        endings[token] = Self.replaced
        tell(.ended(reason: Self.replaced), at: token)
        for continuation in listeners[token, default: [:]].values { continuation.finish() }
        listeners[token] = nil
    }

    /// Makes the next read or answer throw `error`.
    public func failNext(with error: ServiceError) {
        nextError = error
    }

    /// Makes answers wait, unanswered, until ``releaseAnswers()``.
    public func holdAnswers() {
        held = held ?? []
    }

    /// Lets every held answer through, and the next ones straight away.
    public func releaseAnswers() {
        let waiting = held ?? []
        held = nil
        for answer in waiting { answer.resume() }
    }

    /// How many answers wait for ``releaseAnswers()``.
    public var heldAnswerCount: Int { held?.count ?? 0 }

    /// How many listen to `token` now.
    public func listenerCount(at token: String) -> Int {
        listeners[token]?.count ?? 0
    }

    public func invite(atLink token: String) async throws -> InviteResponse {
        try found(at: token)
    }

    public func answer(_ request: AnswerRequest, atLink token: String) async throws -> AnswerResponse {
        answers.append((token, request))
        if held != nil { await withCheckedContinuation { held?.append($0) } }
        var invite = try found(at: token)
        let name = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let nameKey = GameRules.nameKey(name)
        // A name the game lists (a roster player's) is taken at its length; a new one within 40.
        let isListed = invite.people.contains { GameRules.nameKey($0.name) == nameKey }
        guard isListed || GameRules.nameLength.contains(name.count) else {
            throw ServiceError.rejected(reason: "A name has 1 to 40 characters.")
        }
        guard invite.answersOpen else { throw ServiceError.rejected(reason: Self.closed) }
        var people = invite.people
        let index =
            people.firstIndex { GameRules.nameKey($0.name) == nameKey }
            ?? {
                people.append(InvitedPerson(name: name, standing: .unanswered, waitingPosition: nil))
                return people.count - 1
            }()
        let person = people[index]
        let key: String
        if let claimed = keys[token]?[nameKey] {
            guard request.key == claimed else { throw ServiceError.rejected(reason: Self.claimed(person.name)) }
            key = claimed
        } else {
            issuedKeys += 1
            key = "key-\(issuedKeys)"
            keys[token, default: [:]][nameKey] = key
        }
        invite.people = Self.answering(request.answer, at: index, in: people, capacity: invite.capacity)
        invites[token] = invite
        tell(.changed, at: token)
        let now = invite.people.first { GameRules.nameKey($0.name) == nameKey }
        return AnswerResponse(
            key: key, standing: now?.standing ?? .unanswered, waitingPosition: now?.waitingPosition, invite: invite)
    }

    public nonisolated func news(atLink token: String) -> AsyncStream<LinkNews> {
        let (stream, continuation) = AsyncStream<LinkNews>.makeStream()
        let key = UUID()
        Task { await self.listen(continuation, key: key, at: token) }
        continuation.onTermination = { _ in Task { await self.forget(key, at: token) } }
        return stream
    }

    /// `people` once person `index` answered `answer`, in the server's order: in, waiting (by
    /// position), maybe, out, not answered.
    static func answering(_ answer: GameAnswer, at index: Int, in people: [InvitedPerson], capacity: Int)
        -> [InvitedPerson]
    {
        let was = people[index].standing
        let unchanged = answer == .in ? [.in, .waiting].contains(was) : was.rawValue == answer.rawValue
        if unchanged { return people }
        var others = people
        var person = others.remove(at: index)
        person.waitingPosition = nil
        var inPeople = others.filter { $0.standing == .in }
        var waiting = others.filter { $0.standing == .waiting }
        if answer == .in {
            person.standing = inPeople.count < capacity ? .in : .waiting
        } else {
            person.standing = answer == .out ? .out : .maybe
            if was == .in, !waiting.isEmpty {
                var first = waiting.removeFirst()
                first.standing = .in
                inPeople.append(first)
            }
        }
        let group = { (standing: GameStanding) in
            (others + [person]).filter { $0.standing == standing }
        }
        if person.standing == .in { inPeople.append(person) }
        if person.standing == .waiting { waiting.append(person) }
        let numbered = waiting.enumerated().map { offset, waiting in
            InvitedPerson(name: waiting.name, standing: .waiting, waitingPosition: offset + 1)
        }
        return inPeople.map { InvitedPerson(name: $0.name, standing: .in, waitingPosition: nil) } + numbered
            + group(.maybe) + group(.out) + group(.unanswered)
    }

    private func found(at token: String) throws -> InviteResponse {
        if let error = nextError {
            nextError = nil
            throw error
        }
        if let reason = endings[token] { throw ServiceError.rejected(reason: reason) }
        guard let invite = invites[token] else { throw ServiceError.notFound }
        return invite
    }

    private func tell(_ news: LinkNews, at token: String) {
        for continuation in listeners[token, default: [:]].values { continuation.yield(news) }
    }

    private func listen(_ continuation: AsyncStream<LinkNews>.Continuation, key: UUID, at token: String) {
        if endings[token] != nil { return continuation.finish() }
        listeners[token, default: [:]][key] = continuation
    }

    private func forget(_ key: UUID, at token: String) {
        listeners[token]?[key] = nil
    }
}
