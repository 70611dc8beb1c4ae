import FootballGatherAPI
import Foundation
import NIOCore
import Vapor

/// `GET /api/changes`: the caller's changes as Server-Sent Events (`text/event-stream`), for a
/// client to reload what it shows when it changed. Each event names a topic and its version:
///
///     id: 3fa2c1d0-42
///     event: change
///     data: {"topic":"gather/<id>","version":42}
///
/// A client that reconnects with `Last-Event-ID` is replayed the changes it missed, or sent one
/// `missed` event when they are no longer kept (reload everything). A comment every
/// `heartbeat` keeps the connection open through the idle timeout and tells a gone client. A
/// stream ends with its login's logout, with its account, and after its lifetime.
struct ChangeStreamController: RouteCollection {
    let heartbeat: Duration

    func boot(routes: any RoutesBuilder) throws {
        routes.on(.streamChanges, use: stream)
    }

    func stream(request: Request) async throws -> Response {
        let session = try request.auth.require(BearerSession.self)
        let feed = request.application.changeFeed
        let subscription: ChangeFeed.Subscription
        do {
            subscription = try feed.subscribe(
                userID: session.userID, tokenID: session.tokenID, address: request.clientAddress,
                after: request.headers.first(name: "Last-Event-ID"))
        } catch let refusal as ChangeFeed.Refusal {
            throw Abort(.tooManyRequests, headers: ["Retry-After": "60"], reason: refusal.reason)
        }
        return EventStreamResponse.make(
            to: request, for: subscription, lifetime: feed.limits.lifetime, heartbeat: heartbeat,
            backlog: feed.limits.backlog
        ) { Self.text(of: $0, in: feed) }
    }

    /// One event as the stream writes it.
    static func text(of event: ChangeEvent, in feed: ChangeFeed) -> String {
        switch event {
        case .change(let change):
            ChangeStreamEvent.change(
                TopicChangeData(topic: change.topic.name, version: change.sequence, cause: change.cause)
            )
            .text(id: feed.id(of: change))
        case .missed:
            ChangeStreamEvent.missed.text(id: feed.latestID)
        }
    }
}

/// Ends the open change streams when the server stops, so none holds the shutdown up.
struct ChangeStreamsEnder: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        application.changeFeed.endAll()
    }
}

struct ChangeFeedKey: StorageKey {
    typealias Value = ChangeFeed
}

extension Application {
    /// The changes made through this process, told to the open change streams.
    public var changeFeed: ChangeFeed {
        get { configured(ChangeFeedKey.self, "the change feed") }
        set { storage[ChangeFeedKey.self] = newValue }
    }
}
