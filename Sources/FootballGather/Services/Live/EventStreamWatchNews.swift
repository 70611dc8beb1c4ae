import FootballGatherAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The news of a live link over the API: `GET /api/watch/<token>/changes` read as Server-Sent
/// Events, a `change` (or `missed`) as ``WatchNews/changed`` and `ended` as
/// ``WatchNews/ended(reason:)``. A stream that ends or fails without `ended` is opened again after
/// ``ReconnectBackoff``'s wait, resuming with `Last-Event-ID` (and told as `changed`, in case a
/// change fell in the gap); an answer of 404 or 410 ends the news with the server's sentence.
public struct EventStreamWatchNews: Sendable {
    private let serverURL: URL
    private let transport: any EventStreamTransport
    private let backoff: ReconnectBackoff
    private let sleep: @Sendable (Duration) async throws -> Void
    private let route: APIRoute

    /// - Parameter route: the change stream a token names (a live link's, or a game's invite
    ///   link's, ``APIRoute/inviteChanges``).
    public init(
        serverURL: URL, transport: any EventStreamTransport, backoff: ReconnectBackoff = ReconnectBackoff(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        route: APIRoute = .watchChanges
    ) {
        self.serverURL = serverURL
        self.transport = transport
        self.backoff = backoff
        self.sleep = sleep
        self.route = route
    }

    /// The news of the link `token`, until the listener stops listening or the link ends.
    public func news(of token: String) -> AsyncStream<WatchNews> {
        AsyncStream(bufferingPolicy: .bufferingNewest(4)) { continuation in
            let following = Task {
                await follow(token, into: continuation)
                continuation.finish()
            }
            continuation.onTermination = { _ in following.cancel() }
        }
    }

    private func follow(_ token: String, into continuation: AsyncStream<WatchNews>.Continuation) async {
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
                            case .event(let event) where event.type == "ended":
                                continuation.yield(.ended(reason: Self.reason(in: Data(event.data.utf8))))
                                return
                            case .event(let event) where event.type == "change" || event.type == "missed":
                                continuation.yield(.changed)
                            case .event: break
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

    /// The server's sentence in an error answer or an `ended` event (`reason`), or a general one.
    static func reason(in data: Data) -> String {
        struct Reason: Decodable { var reason: String }
        return (try? JSONDecoder().decode(Reason.self, from: data))?.reason
            ?? "This live link shows nothing any more."
    }
}
