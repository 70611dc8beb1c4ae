/// How many change streams the server holds open: per user, per client address and in all.
public struct ChangeStreamLimits: Sendable, Equatable {
    public var perUser: Int
    public var perAddress: Int
    public var total: Int
    /// Changes a stream may have waiting to be written; past it the stream is ended, and the client
    /// reconnects and is replayed what it missed (or told it missed some).
    public var backlog: Int
    /// How long a stream stays open; then it ends and the client reconnects, showing its token
    /// again, so a token that expired meanwhile hears no more.
    public var lifetime: Duration
    /// Watchers of live links (pages open at `/watch/<token>`, no account needed): per link, per
    /// client address and in all, counted apart from the accounts' streams.
    public var watchersPerLink: Int
    public var watchersPerAddress: Int
    public var watchers: Int

    public init(
        perUser: Int = 10, perAddress: Int = 20, total: Int = 2_000, backlog: Int = 64,
        lifetime: Duration = .seconds(3600), watchersPerLink: Int = 300, watchersPerAddress: Int = 30,
        watchers: Int = 3_000
    ) {
        self.perUser = perUser
        self.perAddress = perAddress
        self.total = total
        self.backlog = backlog
        self.lifetime = lifetime
        self.watchersPerLink = watchersPerLink
        self.watchersPerAddress = watchersPerAddress
        self.watchers = watchers
    }
}
