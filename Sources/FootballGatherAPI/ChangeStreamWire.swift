/// What `GET /api/changes` (``APIPath/changes``) sends, a `text/event-stream`: an event `change`
/// whose data is a ``TopicChangeData``, or an event `missed` (reload everything), each with an `id` a
/// reconnecting client sends back as `Last-Event-ID`.
public enum ChangeStreamWire {
    /// The event of one change; its data is a ``TopicChangeData``.
    public static let changeEvent = "change"
    /// The event telling that changes were missed: reload everything.
    public static let missedEvent = "missed"
    /// The media type of the stream.
    public static let mediaType = "text/event-stream"
}

/// The data of a `change` event: the topic (``DataTopic``) and its version, which only grows.
public struct TopicChangeData: Codable, Equatable, Sendable {
    public var topic: String
    public var version: Int

    public init(topic: String, version: Int) {
        self.topic = topic
        self.version = version
    }
}
