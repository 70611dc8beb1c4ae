import Foundation
import Vapor

/// Where a running application answers on this machine.
public enum LoopbackAddress {
    /// `http://<address>:<port>` of `application`'s server once it listens, an address that
    /// listens everywhere (0.0.0.0, ::) replaced by the loopback one.
    public static func url(of application: Application) -> URL? {
        guard let address = application.http.server.shared.localAddress, let port = address.port else { return nil }
        return url(host: address.ipAddress ?? "127.0.0.1", port: port, path: "")
    }

    /// The page's address for a server listening on `host`:`port`, as a person on this machine opens it.
    public static func pageURL(host: String, port: Int) -> URL {
        url(host: host, port: port, path: "/") ?? URL(fileURLWithPath: "/")
    }

    private static func url(host: String, port: Int, path: String) -> URL? {
        var host = host
        if host == "0.0.0.0" { host = "127.0.0.1" }
        if host == "::" { host = "::1" }
        return URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)\(path)")
    }
}
