import CurrencyConverter
import Foundation
import VIPERKitWeb
import Vapor

/// Currency Converter's web front end as routes of a Vapor application.
public enum CurrencyConverterWebRoutes {
    /// Routes that serve the converter at `/`, each browser with its own settings around `dependencies`.
    /// - Parameters:
    ///   - dependencies: the services for a browser, around its own settings store.
    ///   - environment: `ALLOWED_HOSTS` (the host names the site answers to; by default the
    ///     loopback names and the address it listens on).
    /// - Throws: (when the routes are added) ``AllowedHosts/Malformed`` for an unusable `ALLOWED_HOSTS`,
    ///   or ``AppStylesheet/Missing``.
    public static func make(
        dependencies: @escaping @MainActor (_ settings: any SettingsStore) -> AppDependencies,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> @Sendable (Application) throws -> Void {
        { application in
            let frontEnd = WebFrontEnd(
                app: CurrencyConverterWebApp(makeDependencies: dependencies),
                configuration: .init(
                    cookieName: "currency_converter_session", stylesheet: try CurrencyConverterWebApp.stylesheet(),
                    themeColor: "#1d4e89", shortName: "Converter",
                    allowedHosts: try AllowedHosts(environment: environment)))
            try frontEnd.register(on: application)
        }
    }
}
