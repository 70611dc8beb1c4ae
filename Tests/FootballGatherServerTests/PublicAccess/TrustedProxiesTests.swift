import Foundation
import NIOCore
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Trusted proxies: who the client is behind a reverse proxy")
struct TrustedProxiesTests {
    @Test("Networks match the addresses inside them, IPv4 and IPv6, mapped IPv4 counted as IPv4")
    func ranges() throws {
        let private10 = try IPAddressRange(parsing: "10.0.0.0/8")
        #expect(private10.contains("10.200.3.4"))
        #expect(!private10.contains("11.0.0.1"))
        #expect(private10.contains("::ffff:10.1.2.3"))
        let documentation = try IPAddressRange(parsing: " 2001:db8::/32 ")
        #expect(documentation.contains("2001:db8:0:1::7"))
        #expect(!documentation.contains("2001:db9::1"))
        #expect(try IPAddressRange(parsing: "192.0.2.7").contains("192.0.2.7"))
        #expect(!(try IPAddressRange(parsing: "192.0.2.7").contains("192.0.2.8")))
        #expect(try IPAddressRange(parsing: "0.0.0.0/0").contains("203.0.113.9"))
        #expect(try IPAddressRange(parsing: "::1").contains("[::1]"))
    }

    @Test("TRUSTED_PROXIES that names something other than an address or a network stops the start with a sentence")
    func malformedList() {
        for entry in ["proxy.example", "10.0.0.0/33", "10.0.0.1/", "::1/129", "10.0.0.0/8/8"] {
            #expect(throws: ConfigurationError.self) { try TrustedProxies(parsing: "127.0.0.1, \(entry)") }
        }
        #expect(
            throws: ConfigurationError(
                variable: "TRUSTED_PROXIES",
                reason: "must list IP addresses or networks like 10.0.0.0/8 or ::1, separated by commas; "
                    + "\"proxy.example\" is neither")
        ) { try TrustedProxies(parsing: "proxy.example") }
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.fromEnvironment(["HOME": "/h", "TRUSTED_PROXIES": "10.0.0.0/8, nonsense"])
        }
    }

    @Test("Without trusted proxies X-Forwarded-For is ignored: the client is the TCP peer")
    func untrusted() {
        let proxies = TrustedProxies.none
        #expect(proxies.clientAddress(peer: "198.51.100.4", forwardedFor: ["203.0.113.1"]) == "198.51.100.4")
        #expect(!proxies.isHTTPS(peer: "198.51.100.4", forwardedProto: "https"))
    }

    @Test(
        "Behind a trusted proxy the client is the rightmost untrusted X-Forwarded-For address, so a forged first entry is ignored"
    )
    func trusted() throws {
        let proxies = try TrustedProxies(parsing: "10.0.0.0/8, ::1")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.1"]) == "203.0.113.1")
        #expect(
            proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["6.6.6.6, 203.0.113.1", "10.0.0.9"])
                == "203.0.113.1")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: []) == "10.0.0.2")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["not-an-address"]) == "10.0.0.2")
        #expect(proxies.clientAddress(peer: "::1", forwardedFor: ["2001:db8::5"]) == "2001:db8::5")
        #expect(proxies.isHTTPS(peer: "10.0.0.2", forwardedProto: "https"))
        #expect(proxies.isHTTPS(peer: "10.0.0.2", forwardedProto: "HTTPS, http"))
        #expect(!proxies.isHTTPS(peer: "10.0.0.2", forwardedProto: "http"))
        #expect(!proxies.isHTTPS(peer: "198.51.100.4", forwardedProto: "https"))
    }

    @Test("A request's client address and scheme follow the server's TRUSTED_PROXIES")
    func requestClient() async throws {
        let proxies = try TrustedProxies(parsing: "127.0.0.1")
        try await withApp(on: .sqlite, adjust: { $0.trustedProxies = proxies }) { app in
            func request(from peer: String, _ headers: HTTPHeaders) throws -> Request {
                Request(
                    application: app, headers: headers, remoteAddress: try SocketAddress(ipAddress: peer, port: 40_000),
                    on: app.eventLoopGroup.next())
            }
            let forwarded: HTTPHeaders = ["X-Forwarded-For": "203.0.113.8", "X-Forwarded-Proto": "https"]
            let viaProxy = try request(from: "127.0.0.1", forwarded)
            #expect(viaProxy.clientAddress == "203.0.113.8")
            #expect(viaProxy.cameOverHTTPS)
            let direct = try request(from: "127.0.0.2", forwarded)
            #expect(direct.clientAddress == "127.0.0.2")
            #expect(!direct.cameOverHTTPS)
        }
    }

    @Test("TRUSTED_PROXIES and IDLE_TIMEOUT_SECONDS are read from the environment")
    func environment() throws {
        let configuration = try ServerConfiguration.fromEnvironment([
            "HOME": "/h", "TRUSTED_PROXIES": "10.0.0.0/8,192.0.2.7", "IDLE_TIMEOUT_SECONDS": "30",
        ])
        #expect(configuration.trustedProxies.ranges.map(\.description) == ["10.0.0.0/8", "192.0.2.7"])
        #expect(configuration.idleTimeout == 30)
        #expect(try ServerConfiguration.fromEnvironment(["HOME": "/h"]).trustedProxies == .none)
        #expect(try ServerConfiguration.fromEnvironment(["HOME": "/h"]).idleTimeout == 120)
        for value in ["0", "3601", "soon"] {
            #expect(throws: ConfigurationError.self) {
                try ServerConfiguration.fromEnvironment(["HOME": "/h", "IDLE_TIMEOUT_SECONDS": value])
            }
        }
    }
}
