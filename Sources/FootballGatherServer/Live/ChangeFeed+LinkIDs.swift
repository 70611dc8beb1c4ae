import Foundation

/// The ids on a link's stream: numbered for that link alone (``LinkNumbering``), so a link holder
/// cannot count the server's other changes.
extension ChangeFeed {
    /// The id of `change` on the stream of the link `linkID`.
    public func id(of change: Change, onLink linkID: UUID) -> String {
        linkEventID(of: change.sequence, onLink: linkID)
    }

    /// The id of the latest change on the stream of the link `linkID`.
    public func latestID(onLink linkID: UUID) -> String {
        linkEventID(of: state.withLockedValue { $0.sequence }, onLink: linkID)
    }

    private func linkEventID(of sequence: Int, onLink linkID: UUID) -> String {
        "\(epoch)-\(String(numbering.number(of: sequence, onLink: linkID), radix: 16))"
    }

    /// The feed's own id for `lastEventID`, an id on the stream of the link `linkID`; an id that is
    /// not one is left as it is (it is answered "missed").
    func feedID(ofLinkID lastEventID: String, onLink linkID: UUID) -> String {
        let parts = lastEventID.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0] == epoch, let number = UInt64(parts[1], radix: 16) else { return lastEventID }
        return "\(epoch)-\(numbering.sequence(of: number, onLink: linkID))"
    }
}
