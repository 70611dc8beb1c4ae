import Fluent
import Foundation
import Vapor

/// A watcher of a game's invite link opened in process, for a front end served with the API (its
/// pages at `/games/<token>`): what `GET /api/invites/<token>/changes` tells a client, without a
/// socket.
public enum InviteWatch: Sendable {
    /// The game's changes from now on; when they end, ask ``Application/inviteEndReason(token:)``
    /// why (`nil`: the watcher only timed out, open another).
    case watching(ChangeFeed.Subscription)
    /// No watcher: no game at the link, the link was replaced, or a watcher limit was reached; the
    /// sentence says which.
    case refused(reason: String)
}

extension Application {
    /// Opens a watcher of the invite link `token` for a client at `address`, counted in the same
    /// limits as the links' change streams.
    public func watchInvite(token: String, address: String) async -> InviteWatch {
        do {
            let game = try await GameStore.find(token: token, on: db)
            let id = try game.requireID()
            return .watching(
                try changeFeed.watch(link: id, topic: .game(id), of: game.$user.id, address: address, after: nil))
        } catch let refusal as ChangeFeed.Refusal {
            return .refused(reason: refusal.reason)
        } catch let abort as any AbortError {
            return .refused(reason: abort.reason)
        } catch {
            return .refused(reason: "The game could not be read; try again in a moment.")
        }
    }

    /// Why the invite link `token` shows nothing any more (replaced, or its game deleted); `nil`
    /// while it works, or when the database could not tell.
    public func inviteEndReason(token: String) async -> String? {
        await Self.inviteEndReason(token: token, on: db)
    }

    /// Why the invite link `token` shows nothing any more, read on `database` (a stream's farewell
    /// holds the database it was opened with, which outlives the application's own lookup).
    static func inviteEndReason(token: String, on database: any Database) async -> String? {
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
