import Fluent
import Foundation
import Vapor

/// A watcher of a live link opened in process, for a front end served with the API (its pages
/// at `/watch/<token>`): what the link's change stream tells a client, without a socket.
public enum LiveLinkWatch: Sendable {
    /// The match's changes from now on; when they end, ask ``Application/liveLinkEndReason(token:)``
    /// why (`nil`: the watcher only timed out, open another).
    case watching(ChangeFeed.Subscription)
    /// No watcher: the link is unknown or over, or a watcher limit was reached; the sentence says which.
    case refused(reason: String)
}

extension Application {
    /// Opens a watcher of the live link `token` for a client at `address`, counted in the same
    /// limits as the link's change streams.
    public func watchLiveLink(token: String, address: String) async -> LiveLinkWatch {
        do {
            let (link, gather) = try await WatchController.goingLink(token: token, on: db, withPlayers: false)
            return .watching(
                try WatchController.watcher(of: link, gather: gather, feed: changeFeed, address: address, after: nil))
        } catch let abort as any AbortError {
            return .refused(reason: abort.reason)
        } catch {
            return .refused(reason: "The match could not be read; try again in a moment.")
        }
    }

    /// Why the live link `token` shows nothing any more; `nil` while it goes on.
    public func liveLinkEndReason(token: String) async -> String? {
        await WatchController.endReason(token: token, on: db)
    }
}
