import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// Vapor's HTTP server with a ``ConnectionGate`` on its listening socket.
///
/// Vapor 4 sets up each accepted connection itself and offers no place for a handler of one's
/// own, so once the server listens, this finds its listening channel (a private property of
/// `HTTPServer`, read by reflection) and puts the gate first in that channel's pipeline. Should
/// a later Vapor keep the channel elsewhere, starting fails with ``GateError`` rather than
/// serving without the limits; `GatedHTTPServerTests` would say so first.
struct GatedHTTPServer: Server {
    let server: HTTPServer
    let gate: ConnectionGate

    var onShutdown: EventLoopFuture<Void> { server.onShutdown }

    func start(address: BindAddress?) async throws {
        try await server.start(address: address)
        do {
            try await Self.listeningChannel(of: server).pipeline.addHandler(gate, position: .first)
        } catch {
            await server.shutdown()
            throw error
        }
    }

    @available(*, noasync, message: "Use the async start() method instead.")
    func start(address: BindAddress?) throws {
        try server.start(address: address)
        do {
            try Self.listeningChannel(of: server).pipeline.addHandler(gate, position: .first).wait()
        } catch {
            server.shutdown()
            throw error
        }
    }

    func shutdown() async {
        await server.shutdown()
    }

    @available(*, noasync, message: "Use the async shutdown() method instead.")
    func shutdown() {
        server.shutdown()
    }

    /// The listening socket could not be found in Vapor's server.
    struct GateError: Error, CustomStringConvertible {
        var description: String {
            "The HTTP server's listening socket could not be found, so its connection limits cannot be set; "
                + "this Vapor version keeps it elsewhere."
        }
    }

    /// The channel `server` listens on, once started.
    static func listeningChannel(of server: HTTPServer) throws -> any Channel {
        let box = Mirror(reflecting: server).children.first { $0.label == "connection" }?.value
        guard let value = (box as? any LockedValueReading)?.lockedValue,
            let connection = Mirror(reflecting: value).children.first?.value,
            let channel = Mirror(reflecting: connection).children.first(where: { $0.label == "channel" })?.value
                as? any Channel
        else { throw GateError() }
        return channel
    }
}

/// A locked box whose value can be read without naming its type.
private protocol LockedValueReading {
    var lockedValue: Any { get }
}

extension NIOLockedValueBox: LockedValueReading {
    fileprivate var lockedValue: Any { withLockedValue { $0 } }
}

extension Application.Servers.Provider {
    /// Vapor's HTTP server, with `gate` on its listening socket.
    static func gatedHTTP(_ gate: ConnectionGate) -> Self {
        .init { application in
            application.servers.use { GatedHTTPServer(server: $0.http.server.shared, gate: gate) }
        }
    }
}

extension Application {
    private struct ConnectionGateKey: StorageKey {
        typealias Value = ConnectionGate
    }

    /// The gate on the connections this application's server accepts; set by `configure`.
    var connectionGate: ConnectionGate? {
        get { storage[ConnectionGateKey.self] }
        set { storage[ConnectionGateKey.self] = newValue }
    }
}
