import Foundation

/// What the change streams send, a `text/event-stream`: an account's (`GET /api/changes`) and a
/// link's (a live link's, a game's invite link's `…/changes`). Each event has a type, JSON data
/// and, but for `ended`, an `id` a reconnecting client sends back as `Last-Event-ID`.
public enum ChangeStreamWire {
    /// The media type of the streams.
    public static let mediaType = "text/event-stream"
}

/// One event of a change stream, as the server writes it and a client reads it.
public enum ChangeStreamEvent: Equatable, Sendable {
    /// Something changed: on an account's stream, which topic and its version
    /// (``TopicChangeData``); on a link's stream, nothing more (`nil`): what the link shows changed.
    case change(TopicChangeData?)
    /// Changes may have been missed: reload everything.
    case missed
    /// A link's stream ends for good; the sentence says why ("The organiser stopped sharing this
    /// match.").
    case ended(reason: String)

    /// The event's type on the stream.
    public var type: String {
        switch self {
        case .change: "change"
        case .missed: "missed"
        case .ended: "ended"
        }
    }

    /// The event as the stream writes it: `id` (when given), `event` and one line of JSON `data`,
    /// then a blank line.
    public func text(id: String?) -> String {
        let data: Data
        switch self {
        case .change(let topic?): data = (try? Self.encoder.encode(topic)) ?? Data("{}".utf8)
        case .change(nil), .missed: data = Data("{}".utf8)
        case .ended(let reason): data = (try? Self.encoder.encode(EndedData(reason: reason))) ?? Data("{}".utf8)
        }
        let idLine = id.map { "id: \($0)\n" } ?? ""
        return "\(idLine)event: \(type)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    /// The event of type `type` with `data`; `nil` for a type no event has. A `change` whose data
    /// names no topic is a link's change; an `ended` without a readable reason gets `fallbackReason`.
    public init?(type: String, data: String, fallbackReason: String = "This link shows nothing any more.") {
        switch type {
        case "change": self = .change(try? JSONDecoder().decode(TopicChangeData.self, from: Data(data.utf8)))
        case "missed": self = .missed
        case "ended":
            let reason = (try? JSONDecoder().decode(EndedData.self, from: Data(data.utf8)))?.reason
            self = .ended(reason: reason ?? fallbackReason)
        default: return nil
        }
    }

    private struct EndedData: Codable {
        var reason: String
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

/// The data of a `change` event on an account's stream: the topic's name (``ChangeTopic/name``),
/// its version, which only grows, and the write that caused it when it names one (a match's
/// operation's id), so the screen that sent that write knows the change is its own echo.
public struct TopicChangeData: Codable, Equatable, Sendable {
    public var topic: String
    public var version: Int
    /// The id of the write that made the change (``GatherOperation/id``), when it had one; absent
    /// from the JSON otherwise.
    public var cause: String?

    public init(topic: String, version: Int, cause: String? = nil) {
        self.topic = topic
        self.version = version
        self.cause = cause
    }

    /// The topic, when its name is one (``ChangeTopic/init(name:)``).
    public var changeTopic: ChangeTopic? { ChangeTopic(name: topic) }
}
