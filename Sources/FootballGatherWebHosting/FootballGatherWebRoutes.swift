import FootballGatherServer
import FootballGatherWeb
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
    ///   loopback names and the address it listens on) and, with an API elsewhere, `TRUSTED_PROXIES`
    ///   (with the API in process, its configuration's are used).
    /// - Throws: (when the routes are added) ``ConfigurationError`` for an unusable `ALLOWED_HOSTS`
    ///   or `TRUSTED_PROXIES`.
    public static func make(
        apiURL: URL? = nil, idleTimeout: Duration = defaultIdleTimeout,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FrontEndRoutes {
        { application in
            if apiURL != nil {
                application.trustedProxies = try TrustedProxies(parsing: environment["TRUSTED_PROXIES"] ?? "")
            }
            let api = apiURL.map { url in WebAPIConnection.remote { url } } ?? .inProcess(application)
            // With the API in process, browsers' logins are kept in its database; with an API
            // elsewhere, in memory only.
            let vault = apiURL == nil ? DatabaseBrowserVault(logins: BrowserLogins(application: application)) : nil
            let frontEnd = WebFrontEnd(
                app: FootballGatherWebApp(api: api),
                configuration: .init(
                    cookieName: "footballgather_session", stylesheet: try FootballGatherWebApp.stylesheet(),
                    limits: .init(idleTimeout: idleTimeout), allowedHosts: try allowedHosts(in: environment),
                    clientAddress: { $0.clientAddress }, isHTTPS: { $0.cameOverHTTPS },
                    addressKey: { ClientAddressKey.of($0) }),
                vault: vault)
            try frontEnd.register(on: application)
            application.onDrain { await frontEnd.tellPagesOfRestart() }
            application.readMetrics { [sessions = frontEnd.sessions] in
                await MainActor.run {
                    [
                        GaugeReading(
                            "viperkit_web_sockets_open", help: "Pages connected by WebSocket.",
                            value: sessions.connectedTabCount),
                        GaugeReading(
                            "viperkit_web_tabs", help: "Tabs kept, connected or not.", value: sessions.tabCount),
                        GaugeReading(
                            "viperkit_web_browsers", help: "Browsers known.", value: sessions.browserCount),
                    ]
                }
            }
        }
    }

    /// The `ALLOWED_HOSTS` of `environment`, or the default when it is unset.
    static func allowedHosts(in environment: [String: String]) throws -> AllowedHosts {
        do {
            return try AllowedHosts(environment: environment)
        } catch {
            throw ConfigurationError(variable: "ALLOWED_HOSTS", reason: error.reason)
        }
    }
}
