import FootballGatherAPI
import Foundation

/// The news of a game's invite link over the API: `GET /api/invites/<token>/changes` read as
/// Server-Sent Events, the same way and with the same reconnecting as a live link's
/// (``EventStreamWatchNews``).
public struct EventStreamInviteNews: Sendable {
    private let stream: EventStreamWatchNews

    public init(
        serverURL: URL, transport: any EventStreamTransport, backoff: ReconnectBackoff = ReconnectBackoff(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        stream = EventStreamWatchNews(
            serverURL: serverURL, transport: transport, backoff: backoff, sleep: sleep, route: .inviteChanges)
    }

    /// The news of the invite link `token`, until the listener stops listening or the link ends.
    public func news(of token: String) -> AsyncStream<InviteNews> {
        let news = stream.news(of: token)
        return AsyncStream(bufferingPolicy: .bufferingNewest(4)) { continuation in
            let forwarding = Task {
                for await item in news {
                    switch item {
                    case .changed: continuation.yield(.changed)
                    case .ended(let reason): continuation.yield(.ended(reason: reason))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
