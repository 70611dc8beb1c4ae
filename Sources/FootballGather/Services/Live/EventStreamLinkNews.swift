import FootballGatherAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The news of a link over the API: its change stream (a live link's `GET /api/watch/<token>/changes`,
/// a game's invite link's `GET /api/invites/<token>/changes`) read as Server-Sent Events, a `change`
/// (or `missed`) as ``LinkNews/changed`` and `ended` as ``LinkNews/ended(reason:)``. A stream that
/// ends or fails without `ended` is opened again after ``ReconnectBackoff``'s wait, resuming with
/// `Last-Event-ID` (and told as `changed`, in case a change fell in the gap); an answer of 404 or 410
/// ends the news with the server's sentence.
public struct EventStreamLinkNews: Sendable {
    private let serverURL: URL
    private let route: APIRoute
    private let transport: any EventStreamTransport
    private let backoff: ReconnectBackoff
    private let sleep: @Sendable (Duration) async throws -> Void

    /// - Parameter route: the change stream a token names: ``APIRoute/watchChanges`` (a live
    ///   link's) or ``APIRoute/inviteChanges`` (a game's invite link's).
    public init(
        serverURL: URL, route: APIRoute, transport: any EventStreamTransport,
        backoff: ReconnectBackoff = ReconnectBackoff(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.serverURL = serverURL
        self.transport = transport
        self.backoff = backoff
        self.sleep = sleep
        self.route = route
    }

    /// The news of the link `token`, until the listener stops listening or the link ends.
    public func news(of token: String) -> AsyncStream<LinkNews> {
        AsyncStream(bufferingPolicy: .bufferingNewest(4)) { continuation in
            let following = Task {
                await follow(token, into: continuation)
                continuation.finish()
            }
            continuation.onTermination = { _ in following.cancel() }
        }
    }

    private func follow(_ token: String, into continuation: AsyncStream<LinkNews>.Continuation) async {
        var base = serverURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard WatchLinkRules.isWellFormed(token), let url = URL(string: base + route.path(token)) else {
            return
        }
        var lastEventID = ""
        var failures = 0
        var retry: Duration?
        while !Task.isCancelled {
            var request = URLRequest(url: url)
            request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
            if !lastEventID.isEmpty { request.setValue(lastEventID, forHTTPHeaderField: "Last-Event-ID") }
            var parser = ServerSentEventParser(lastEventID: lastEventID)
            var errorBody = Data()
            var status = 0
            var retryAfter: Duration?
            do {
                for try await part in transport.open(request) {
                    switch part {
                    case .head(let code, let headers):
                        status = code
                        retryAfter = headers["retry-after"].flatMap(Int.init).map { .seconds($0) }
                        if code == 200, !lastEventID.isEmpty { continuation.yield(.changed) }
                    case .bytes(let bytes) where status == 200:
                        for item in try parser.feed(bytes) {
                            switch item {
                            case .retry(let duration): retry = duration
                            case .event(let event):
                                guard let news = Self.news(in: event) else { break }
                                continuation.yield(news)
                                if case .ended = news { return }
                            }
                        }
                        lastEventID = parser.lastEventID
                    case .bytes(let bytes):
                        if errorBody.count < 4_096 { errorBody.append(bytes.prefix(4_096 - errorBody.count)) }
                    }
                }
            } catch {}
            if status == 404 || status == 410 {
                continuation.yield(.ended(reason: Self.reason(in: errorBody)))
                return
            }
            let worked = status == 200
            let delay = backoff.delay(
                afterFailures: worked ? 0 : failures, retry: retry, retryAfter: retryAfter,
                random: Double.random(in: 0..<1))
            failures = worked ? 0 : failures + 1
            guard (try? await sleep(delay)) != nil else { return }
        }
    }

    /// What an event of the stream tells: a change (`change`, or `missed`), the link's end
    /// (`ended`, with the server's sentence), or nothing (an event of another type).
    static func news(in event: ServerSentEvent) -> LinkNews? {
        switch ChangeStreamEvent(type: event.type, data: event.data, fallbackReason: fallbackReason) {
        case .change, .missed: .changed
        case .ended(let reason): .ended(reason: reason)
        case nil: nil
        }
    }

    /// The server's sentence in an error answer (`reason`), or a general one.
    static func reason(in data: Data) -> String {
        struct Reason: Decodable { var reason: String }
        return (try? JSONDecoder().decode(Reason.self, from: data))?.reason ?? fallbackReason
    }

    /// Why the link ended when the server did not say.
    static let fallbackReason = "This live link shows nothing any more."

}
