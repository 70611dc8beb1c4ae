import Foundation

/// The text of a link's change stream (a live link's, a game's invite link's): `event: change`
/// when what the link shows changed, `event: missed` when changes may have been missed, each with
/// an id numbered for that link alone (``ChangeFeed/id(of:onLink:)``).
enum LinkStreamEvent {
    static func text(of event: ChangeEvent, onLink linkID: UUID, feed: ChangeFeed) -> String {
        switch event {
        case .change(let change): "id: \(feed.id(of: change, onLink: linkID))\nevent: change\ndata: {}\n\n"
        case .missed: "id: \(feed.latestID(onLink: linkID))\nevent: missed\ndata: {}\n\n"
        }
    }
}
