import FootballGather
import FootballGatherServer
import Foundation
import Vapor

/// The news of a link (a live link, a game's invite link) heard in process by one browser of the
/// web app: a change (or news of one missed) as `changed`, and why the link ended as `ended`. A
/// watcher that only timed out is opened again after a pause; one refused (the link is over, a
/// limit was reached) ends the news with the server's sentence. Its reads of the database go
/// through the web app's `gate`, so none runs once the application is shutting down (the news then
/// just ends).
enum InProcessLinkNews {
    /// The pause before a watcher that timed out is opened again.
    static let reopenPause: Duration = .seconds(1)

    /// The news of the link `token` of `kind`, for the browser at `address()`, counted in the same
    /// limits as the links' change streams.
    static func news(
        of token: String, kind: LinkKind, in application: Application, gate: InProcessCallGate,
        address: @escaping @Sendable () -> String
    ) -> AsyncStream<LinkNews> {
        AsyncStream(bufferingPolicy: .bufferingNewest(2)) { continuation in
            let forwarding = Task {
                var reopened = false
                while !Task.isCancelled {
                    let opening = try? await gate.run {
                        await application.watchLink(kind, token: token, address: address())
                    }
                    guard let opening else { break }
                    switch opening {
                    case .refused(let reason):
                        continuation.yield(.ended(reason: reason))
                        continuation.finish()
                        return
                    case .watching(let subscription):
                        // A watcher opened again may have missed a change meanwhile.
                        if reopened { continuation.yield(.changed) }
                        reopened = true
                        // Cancelling the task ends this loop; the watcher's place is freed here, in
                        // the task (see `ChangeFeed.Subscription.end()`).
                        for await _ in subscription.events { continuation.yield(.changed) }
                        subscription.end()
                    }
                    if Task.isCancelled { break }
                    let reason: String?
                    do {
                        reason = try await gate.run { await application.linkEndReason(kind, token: token) }
                    } catch {
                        break
                    }
                    if let reason {
                        continuation.yield(.ended(reason: reason))
                        break
                    }
                    guard (try? await Task.sleep(for: reopenPause)) != nil else { break }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
