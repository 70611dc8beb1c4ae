import FootballGather
import FootballGatherServer
import Foundation
import VIPERKitWeb
import Vapor

/// Football Gather's web front end as routes of a Vapor application.
public enum FootballGatherWebRoutes {
    /// How long a tab's screens (and a browser's login) stay on the server after its page went
    /// away: two hours, so a phone that sleeps through a match finds it still running.
    public static let defaultIdleTimeout: Duration = .seconds(2 * 3600)

    /// Routes that serve the app at `/`, its browsers calling the application's own API in process,
    /// or the API at `apiURL` when one is given.
    /// - Parameter environment: `ALLOWED_HOSTS` (the host names the site answers to; by default the
    ///   loopback names and the address it listens on).
    /// - Throws: (when the routes are added) ``ConfigurationError`` for an unusable `ALLOWED_HOSTS`.
    public static func make(
        apiURL: URL? = nil, idleTimeout: Duration = defaultIdleTimeout,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FrontEndRoutes {
        { application in
            let api = apiURL.map { url in WebAPIConnection.remote { url } } ?? .inProcess(application)
            let frontEnd = WebFrontEnd(
                app: FootballGatherWebApp(api: api),
                configuration: .init(
                    cookieName: "footballgather_session", stylesheet: try AppStylesheet.text(),
                    limits: .init(idleTimeout: idleTimeout), allowedHosts: try allowedHosts(in: environment),
                    clientAddress: { $0.clientAddress }, isHTTPS: { $0.cameOverHTTPS },
                    addressKey: { ClientAddressKey.of($0) }))
            try frontEnd.register(on: application)
        }
    }

    /// The `ALLOWED_HOSTS` of `environment`, or the default when it is unset.
    static func allowedHosts(in environment: [String: String]) throws -> AllowedHosts {
        guard let list = environment["ALLOWED_HOSTS"], !list.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .listeningAddresses
        }
        do {
            return try AllowedHosts(parsing: list)
        } catch {
            throw ConfigurationError(variable: "ALLOWED_HOSTS", reason: error.reason)
        }
    }
}

/// The app's own stylesheet, shipped as a resource.
enum AppStylesheet {
    static func text() throws -> String {
        guard let url = Bundle.module.url(forResource: "app", withExtension: "css") else {
            throw Abort(.internalServerError, reason: "The stylesheet app.css is missing from this build.")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// Where a running application answers on this machine.
enum LoopbackAddress {
    /// `http://<address>:<port>` of `application`'s server once it listens, an address that
    /// listens everywhere (0.0.0.0, ::) replaced by the loopback one.
    static func url(of application: Application) -> URL? {
        guard let address = application.http.server.shared.localAddress, let port = address.port else { return nil }
        return url(host: address.ipAddress ?? "127.0.0.1", port: port, path: "")
    }

    /// The page's address for a server listening on `host`:`port`, as a person on this machine opens it.
    static func pageURL(host: String, port: Int) -> URL {
        url(host: host, port: port, path: "/") ?? URL(fileURLWithPath: "/")
    }

    private static func url(host: String, port: Int, path: String) -> URL? {
        var host = host
        if host == "0.0.0.0" { host = "127.0.0.1" }
        if host == "::" { host = "::1" }
        return URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)\(path)")
    }
}
