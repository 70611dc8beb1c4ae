/// How a ``TopicChangeSource`` that follows a server over the network is doing, for a front end
/// to say while the news cannot arrive.
public enum LiveConnectionStatus: Equatable, Sendable {
    /// Nobody listens, so there is no connection.
    case idle
    /// Opening the connection (the first time, or again after the server ended it cleanly).
    case connecting
    /// Connected: news arrives as it happens.
    case live
    /// The connection failed or was lost; the next try is in `retryIn` (zero while trying).
    /// `reason` completes "Live updates paused: …", e.g. "cannot reach 127.0.0.1:8080".
    case reconnecting(retryIn: Duration, reason: String)
    /// No more tries until the credentials change; `reason` is a sentence for the user.
    case stopped(reason: String)

    /// The one line a front end shows while news cannot arrive; `nil` when there is nothing to say.
    public var notice: String? {
        switch self {
        case .idle, .connecting, .live:
            return nil
        case .reconnecting(let retryIn, let reason):
            let seconds = Int(
                (Double(retryIn.components.seconds) + Double(retryIn.components.attoseconds) / 1e18).rounded(.up))
            let when = seconds <= 0 ? "trying again now" : "trying again in \(seconds) s"
            return "Live updates paused: \(reason); \(when)."
        case .stopped(let reason):
            return reason
        }
    }
}
