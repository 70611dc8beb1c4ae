import Testing
import VIPERKit

@Suite("Which hosts a redirect may lead the server's fetches to")
struct RedirectTargetTests {
    /// Every host is a numeric address or a name found by the test resolver, never by DNS.
    static func refusal(_ host: String) -> String? {
        NetworkAddress.refusal(forHost: host) { name in
            ["feeds.example": ["93.184.216.34"], "intranet.example": ["93.184.216.34", "10.0.0.5"]][name] ?? []
        }
    }

    @Test("Public addresses and names for them may be reached; every other kind is named")
    func hosts() {
        let hosts = [
            "93.184.216.34", "2606:4700::1111", "feeds.example", "127.0.0.1", "127.9.9.9", "::1", "[::1]", "10.1.2.3",
            "172.16.0.1", "172.31.255.255", "172.32.0.1", "192.168.1.1", "100.64.0.1", "169.254.169.254", "0.0.0.0",
            "0.1.2.3", "::", "fc00::1", "fd12:3456::1", "fe80::1", "224.0.0.1", "255.255.255.255",
            "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a9fe:a9fe", "2002:c0a8:101::1", "localhost",
            "LocalHost.", "api.localhost", "intranet.example", "nowhere.example", "",
        ]

        #expect(
            hosts.map { "\($0): \(Self.refusal($0) ?? "public")" } == [
                "93.184.216.34: public", "2606:4700::1111: public", "feeds.example: public",
                "127.0.0.1: a loopback address", "127.9.9.9: a loopback address", "::1: a loopback address",
                "[::1]: a loopback address", "10.1.2.3: a private-network address",
                "172.16.0.1: a private-network address", "172.31.255.255: a private-network address",
                "172.32.0.1: public", "192.168.1.1: a private-network address",
                "100.64.0.1: a private-network address", "169.254.169.254: a link-local address",
                "0.0.0.0: an unspecified address", "0.1.2.3: an unspecified address", "::: an unspecified address",
                "fc00::1: a private-network address", "fd12:3456::1: a private-network address",
                "fe80::1: a link-local address", "224.0.0.1: a multicast address",
                "255.255.255.255: a reserved address", "::ffff:127.0.0.1: a loopback address",
                "::ffff:10.0.0.1: a private-network address", "64:ff9b::a9fe:a9fe: a link-local address",
                "2002:c0a8:101::1: a private-network address", "localhost: a name for this machine",
                "LocalHost.: a name for this machine", "api.localhost: a name for this machine",
                "intranet.example: a name for a private-network address (10.0.0.5)",
                "nowhere.example: a name whose address could not be found", ": an address without a host",
            ])
    }

    @Test("getaddrinfo finds the loopback address of localhost")
    func resolvesLocalhost() {
        let addresses = NetworkAddress.resolve("localhost")

        #expect(addresses.contains("127.0.0.1") || addresses.contains("::1"))
        #expect(NetworkAddress.resolve("no-such-host.invalid").isEmpty)
    }
}
