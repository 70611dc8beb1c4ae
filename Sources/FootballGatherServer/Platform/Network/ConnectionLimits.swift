import Foundation

/// What one TCP connection, and one client address, may hold of the server before a request is
/// read: enforced by ``ConnectionGate`` on each connection as it is accepted.
public struct ConnectionLimits: Sendable, Equatable {
    /// Connections one client address (an IPv6 client by its /64 network) may hold open at once;
    /// one more is closed as it is accepted. Trusted proxies are not counted: they carry everyone.
    public var perAddress: Int
    /// How long a request's head (its line and headers) may take to arrive, from its first byte.
    public var headDeadline: Duration
    /// How long a whole request may take to arrive, from its first byte until the server begins
    /// its answer: head and body.
    public var requestDeadline: Duration
    /// The kernel's send buffer of a connection that carries an event stream, in bytes: small,
    /// so that what a stream has written but its reader has not read stays small, and a reader
    /// that stops is found out after a few changes (the kernel doubles the value for its own use).
    public var eventStreamSendBuffer: Int

    /// 128 connections per address; a head within 10 s and a whole request within 60 s; 16 KB of
    /// send buffer for event streams.
    public init(
        perAddress: Int = 128, headDeadline: Duration = .seconds(10), requestDeadline: Duration = .seconds(60),
        eventStreamSendBuffer: Int = 16 * 1024
    ) {
        self.perAddress = max(1, perAddress)
        self.headDeadline = headDeadline
        self.requestDeadline = max(headDeadline, requestDeadline)
        self.eventStreamSendBuffer = max(4096, eventStreamSendBuffer)
    }

    /// The values `CONNECTIONS_PER_ADDRESS` may take.
    public static let perAddressRange = 1...100_000
}
