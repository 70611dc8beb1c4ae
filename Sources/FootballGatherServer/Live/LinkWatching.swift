import Fluent
import FootballGatherAPI
import Foundation
import Vapor

/// The links anyone may follow without an account, and how each is opened: one mechanism for the
/// watchers of a match's live link and of a game's invite link, over HTTP (``LinkStream``) and in
/// process (``Application/watchLink(_:token:address:)``).
public enum LinkKind: Sendable {
    /// A match's live link (`/watch/<token>`): the gather's changes, until the link stops or ends.
    case live
    /// A game's invite link (`/games/<token>`): the game's changes, until the link is replaced.
    case invite

    /// The link `token` as its watchers open on it. Throws 404 for no such link, 410 (with why)
    /// for one that shows nothing any more.
    func opening(token: String, on database: any Database, limits: ChangeStreamLimits) async throws -> LinkOpening {
        switch self {
        case .live:
            let (link, gather) = try await WatchController.goingLink(token: token, on: database, withPlayers: false)
            return LinkOpening(
                kind: self, token: token, linkID: try link.requireID(), topic: .gather(try gather.requireID()),
                owner: gather.$user.id, lifetime: WatchController.lifetime(of: link, gather: gather, limits: limits))
        case .invite:
            guard GameRules.isWellFormed(token) else { throw GameStore.noSuchLink }
            let game = try await GameStore.find(token: token, on: database)
            let id = try game.requireID()
            return LinkOpening(
                kind: self, token: token, linkID: id, topic: .game(id), owner: game.$user.id, lifetime: limits.lifetime)
        }
    }

    /// Why the link `token` shows nothing any more (stopped, ended, replaced, its match or game
    /// deleted), read on `database`; `nil` while it goes on, or when the database could not tell.
    func endReason(token: String, on database: any Database) async -> String? {
        switch self {
        case .live: return await WatchController.endReason(token: token, on: database)
        case .invite:
            do {
                _ = try await GameStore.find(token: token, on: database)
                return nil
            } catch let abort as Abort where abort.status == .gone {
                return abort.reason
            } catch let abort as Abort where abort.status == .notFound {
                return "This game was deleted by its organiser."
            } catch {
                return nil
            }
        }
    }
}

/// A going link, as its watchers open on it: the id its stream is numbered and ended by, the one
/// topic of its owner's it hears, and how long a watcher stays open.
struct LinkOpening: Sendable {
    var kind: LinkKind
    var token: String
    var linkID: UUID
    var topic: ChangeTopic
    var owner: UUID
    var lifetime: Duration

    /// A watcher of the link in `feed` for a client at `address`, owed what came after
    /// `lastEventID`. Throws 429 with a sentence at a watcher limit.
    func watcher(in feed: ChangeFeed, address: String, after lastEventID: String?) throws -> ChangeFeed.Subscription {
        do {
            return try feed.watch(link: linkID, topic: topic, of: owner, address: address, after: lastEventID)
        } catch let refusal as ChangeFeed.Refusal {
            throw Abort(.tooManyRequests, headers: ["Retry-After": "60"], reason: refusal.reason)
        }
    }
}

/// A link's change stream over HTTP (Server-Sent Events): `change` each time what the link shows
/// changed, `missed` when changes may have been missed, each with an id numbered for that link
/// alone (``ChangeFeed/id(of:onLink:)``), and `ended` with the reason when the link stops showing
/// anything. Bounded by the watcher limits.
enum LinkStream {
    static func response(to request: Request, kind: LinkKind, token: String, heartbeat: Duration) async throws
        -> Response
    {
        let feed = request.application.changeFeed
        let link = try await kind.opening(token: token, on: request.db, limits: feed.limits)
        let subscription = try link.watcher(
            in: feed, address: request.clientAddress, after: request.headers.first(name: "Last-Event-ID"))
        let database = request.db
        return EventStreamResponse.make(
            to: request, for: subscription, lifetime: link.lifetime, heartbeat: heartbeat,
            backlog: feed.limits.backlog,
            // Why the link shows nothing any more; nothing when it still does (the server stops).
            farewell: {
                await kind.endReason(token: token, on: database).map {
                    ChangeStreamEvent.ended(reason: $0).text(id: nil)
                }
            }
        ) { text(of: $0, onLink: link.linkID, feed: feed) }
    }

    /// One event as a link's stream writes it.
    static func text(of event: ChangeEvent, onLink linkID: UUID, feed: ChangeFeed) -> String {
        switch event {
        case .change(let change): ChangeStreamEvent.change(nil).text(id: feed.id(of: change, onLink: linkID))
        case .missed: ChangeStreamEvent.missed.text(id: feed.latestID(onLink: linkID))
        }
    }
}

/// A watcher of a link opened in process, for a front end served with the API: what the link's
/// change stream tells a client, without a socket.
public enum LinkWatch: Sendable {
    /// The changes from now on; when they end, ask ``Application/linkEndReason(_:token:)`` why
    /// (`nil`: the watcher only timed out, open another).
    case watching(ChangeFeed.Subscription)
    /// No watcher: the link is unknown or over, or a watcher limit was reached; the sentence says
    /// which.
    case refused(reason: String)
}

extension Application {
    /// Opens a watcher of the link `token` of `kind` for a client at `address`, counted in the same
    /// limits as the links' change streams.
    public func watchLink(_ kind: LinkKind, token: String, address: String) async -> LinkWatch {
        do {
            let link = try await kind.opening(token: token, on: db, limits: changeFeed.limits)
            return .watching(try link.watcher(in: changeFeed, address: address, after: nil))
        } catch let abort as any AbortError {
            return .refused(reason: abort.reason)
        } catch {
            return .refused(reason: "The link could not be read; try again in a moment.")
        }
    }

    /// Why the link `token` of `kind` shows nothing any more; `nil` while it goes on, or when the
    /// database could not tell.
    public func linkEndReason(_ kind: LinkKind, token: String) async -> String? {
        await kind.endReason(token: token, on: db)
    }
}
