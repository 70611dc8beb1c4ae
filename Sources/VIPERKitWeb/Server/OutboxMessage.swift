import Foundation

/// One message from the page's outbox: a ``WebEvent`` with its number in the tab, or word that
/// the page gave up some numbers.
///
/// On the wire an event carries `"n"`, its number from 1: `{"type": "action", "action": "add", "n": 7}`.
/// `{"type": "skip", "n": 8}` stands for an event the page could not keep (a password typed before
/// a reload), and `{"type": "skip", "through": 12}` says the page dropped every event up to 12
/// (its outbox was full). An event without `"n"` comes from a page that does not number its
/// events, and is applied as it comes.
struct OutboxMessage {
    /// What the message carries.
    enum Content {
        /// An event, or `nil` when it was malformed (its number still counts).
        case event(WebEvent?)
        /// A numbered event whose content the page did not keep: its number counts, nothing is applied.
        case nothing
        /// The page gave up the events through this number.
        case skip(through: Int)
    }

    var content: Content
    /// The event's number in its tab; `nil` for a page that does not number its events.
    var number: Int?

    /// The largest number a page may use.
    static let maximumNumber = 1 << 50

    private struct Envelope: Decodable {
        var type: String?
        var n: Int?
        var through: Int?
    }

    /// Reads `text`; `nil` when it is not even a JSON object with a usable number.
    init?(_ text: String, decoder: JSONDecoder = JSONDecoder()) {
        let data = Data(text.utf8)
        guard let envelope = try? decoder.decode(Envelope.self, from: data) else { return nil }
        if let n = envelope.n, !(1...Self.maximumNumber).contains(n) { return nil }
        number = envelope.n
        if envelope.type == "skip" {
            if envelope.n != nil {
                content = .nothing
                return
            }
            guard let through = envelope.through, (0...Self.maximumNumber).contains(through) else { return nil }
            content = .skip(through: through)
            return
        }
        content = .event(try? decoder.decode(WebEvent.self, from: data))
    }
}
