import Foundation
import LiveNews
import VIPERKitWeb
import Vapor

/// LiveNews's web front end as routes of a Vapor application.
public enum LiveNewsWebRoutes {
    /// Routes that serve the headlines at `/`. Pictures may come from any `https:` address (the
    /// articles' own), which this app alone adds to the page's Content-Security-Policy.
    /// - Parameters:
    ///   - dependencies: the source every tab reads, and the clock.
    ///   - environment: `ALLOWED_HOSTS` (the host names the site answers to; by default the
    ///     loopback names and the address it listens on).
    /// - Throws: (when the routes are added) ``AllowedHosts/Malformed`` for an unusable `ALLOWED_HOSTS`,
    ///   or ``AppStylesheet/Missing``.
    public static func make(
        dependencies: NewsDependencies, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> @Sendable (Application) throws -> Void {
        { application in
            let frontEnd = WebFrontEnd(
                app: LiveNewsWebApp(dependencies: dependencies),
                configuration: .init(
                    cookieName: "livenews_session", stylesheet: try LiveNewsWebApp.stylesheet(),
                    themeColor: "#8f1d21", allowedHosts: try AllowedHosts(environment: environment),
                    imageSources: ["'self'", "https:"]))
            try frontEnd.register(on: application)
        }
    }
}
