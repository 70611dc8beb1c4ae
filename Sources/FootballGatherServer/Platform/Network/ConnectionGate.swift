import Metrics
import NIOConcurrencyHelpers
import NIOCore

/// Sees every connection the server accepts, before it is read from: closes one past
/// ``ConnectionLimits/perAddress`` for its client address at once, puts ``RequestDeadlines`` first
/// in the others' pipelines, and keeps them by peer address so that a response can reach its own
/// connection (``connection(to:)``).
///
/// It is a handler of the listening socket's pipeline, which is handed each accepted connection
/// as it is accepted, ahead of the handler that sets the connection up for HTTP.
final class ConnectionGate: ChannelInboundHandler, Sendable {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    /// The counter of connections closed by a limit, by `reason`: `per_address` (at accept),
    /// `head_deadline`, `request_deadline` (408).
    static let refusalsLabel = "footballgather_connection_refusals_total"

    let limits: ConnectionLimits
    private let trustedProxies: TrustedProxies
    private let open = NIOLockedValueBox(OpenConnections())
    /// Signalled when a connection is admitted or closes (``waitUntil(_:)``).
    private let connectionsChanged = ChangeSignal()

    init(limits: ConnectionLimits, trustedProxies: TrustedProxies) {
        self.limits = limits
        self.trustedProxies = trustedProxies
    }

    /// Connections open now from `address`'s client (its key, see ``ClientAddressKey``).
    func openConnections(from address: String) -> Int {
        open.withLockedValue { $0.perAddress[ClientAddressKey.of(address), default: 0] }
    }

    /// Returns once `condition` holds of the gate (``openConnections(from:)``), checked now and
    /// again each time a connection is admitted or closes.
    func waitUntil(_ condition: @Sendable (ConnectionGate) -> Bool) async {
        await connectionsChanged.waitUntil { condition(self) }
    }

    /// The open connection whose peer is `address` (a request's `remoteAddress`).
    func connection(to address: SocketAddress) -> (any Channel)? {
        open.withLockedValue { $0.byPeer[address] }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let connection = unwrapInboundIn(data)
        guard let peer = connection.remoteAddress else {
            context.fireChannelRead(data)
            return
        }
        let key = peer.ipAddress.flatMap { trustedProxies.trusts($0) ? nil : ClientAddressKey.of($0) }
        let admitted = open.withLockedValue { $0.admit(peer, key: key, limit: limits.perAddress, connection) }
        guard admitted else {
            Counter(label: Self.refusalsLabel, dimensions: [("reason", "per_address")]).increment()
            connection.close(promise: nil)
            return
        }
        connectionsChanged.changed()
        connection.closeFuture.whenComplete { [open, connectionsChanged] _ in
            open.withLockedValue { $0.release(peer, key: key) }
            connectionsChanged.changed()
        }
        addDeadlines(to: connection)
        context.fireChannelRead(data)
    }

    /// Puts ``RequestDeadlines`` first in `connection`'s pipeline, before the HTTP handlers are
    /// added after it and before its first read.
    private func addDeadlines(to connection: any Channel) {
        let limits = limits
        let add = { @Sendable in
            let deadlines = RequestDeadlines(limits: limits) { missed in
                Counter(label: Self.refusalsLabel, dimensions: [("reason", "\(missed.rawValue)_deadline")]).increment()
            }
            try? connection.pipeline.syncOperations.addHandler(deadlines, position: .first)
        }
        if connection.eventLoop.inEventLoop {
            add()
        } else {
            // Runs before the set-up the listening socket's next handler submits to the same loop.
            connection.eventLoop.execute(add)
        }
    }
}

/// The open connections: how many per client address, and each by its peer's address.
private struct OpenConnections {
    var perAddress: [String: Int] = [:]
    var byPeer: [SocketAddress: any Channel] = [:]

    /// Counts `connection` for `key` (`nil`: not counted) unless that makes more than `limit`.
    mutating func admit(_ peer: SocketAddress, key: String?, limit: Int, _ connection: any Channel) -> Bool {
        if let key {
            let count = perAddress[key, default: 0]
            guard count < limit else { return false }
            perAddress[key] = count + 1
        }
        byPeer[peer] = connection
        return true
    }

    mutating func release(_ peer: SocketAddress, key: String?) {
        byPeer[peer] = nil
        guard let key, let count = perAddress[key] else { return }
        perAddress[key] = count > 1 ? count - 1 : nil
    }
}
