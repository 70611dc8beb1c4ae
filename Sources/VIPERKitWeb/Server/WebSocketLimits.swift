/// What one tab's WebSocket may send the server, and how long it may keep the server's pages waiting.
public struct WebSocketLimits: Sendable, Equatable {
    /// The largest message, counted while its frames arrive; a larger one closes the socket with
    /// 1009 (message too big) before the rest is read.
    public var maximumMessageBytes: Int
    /// Events a tab may send at once.
    public var eventBurst: Int
    /// Events a tab may send per second after its burst; the excess is dropped, counted, and the
    /// page told once per connection.
    public var eventsPerSecond: Double
    /// Events the tabs of one client address may send at once, together (so that many tabs of one
    /// client cannot multiply its allowance)…
    public var addressEventBurst: Int
    /// …and per second after it; the excess is dropped as a tab's is.
    public var addressEventsPerSecond: Double
    /// How long pages may wait for a socket that takes nothing before it is closed (its tab is
    /// kept, so the page finds its screens when it reconnects).
    public var unwritableTimeout: Duration
    /// How often the server pings the page; a ping unanswered by the next one ends the connection
    /// outright (no close frame waiting behind unread pages).
    public var pingInterval: Duration

    /// 8 KiB messages (an event's value may be 4 KiB); 60 events at once, then 20 a second (far
    /// above the fastest typing, where each key is an event), and ten tabs' worth for all tabs of
    /// one client address (600 at once, then 200 a second: a team typing on one Wi-Fi); 20 s for a
    /// socket that takes nothing; a ping every 25 s.
    public init(
        maximumMessageBytes: Int = 8192, eventBurst: Int = 60, eventsPerSecond: Double = 20,
        addressEventBurst: Int = 600, addressEventsPerSecond: Double = 200,
        unwritableTimeout: Duration = .seconds(20), pingInterval: Duration = .seconds(25)
    ) {
        self.maximumMessageBytes = max(256, maximumMessageBytes)
        self.eventBurst = max(1, eventBurst)
        self.eventsPerSecond = max(0.1, eventsPerSecond)
        self.addressEventBurst = max(1, addressEventBurst)
        self.addressEventsPerSecond = max(0.1, addressEventsPerSecond)
        self.unwritableTimeout = unwritableTimeout
        self.pingInterval = pingInterval
    }
}
