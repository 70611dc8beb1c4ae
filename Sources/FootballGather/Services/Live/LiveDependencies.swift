import Foundation
import VIPERKit

extension AppDependencies {
    /// The dependencies of the real app: HTTP services talking to `serverURL`, the settings in
    /// `<dataDirectory>/settings.json` and the session in `<dataDirectory>/session.json` (owner-only).
    /// Its screens show what they loaded: the terminal does not follow the change stream yet (see the
    /// README).
    public static func live(serverURL: URL, dataDirectory: URL, transport: any HTTPTransport = URLSessionTransport())
        -> AppDependencies
    {
        live(
            serverURL: serverURL,
            credentials: FileCredentialStore(fileURL: dataDirectory.appendingPathComponent("session.json")),
            settings: FileKeyValueStore(fileURL: dataDirectory.appendingPathComponent("settings.json")),
            transport: transport)
    }

    /// The HTTP services talking to `serverURL`, keeping the session in `credentials` and the
    /// settings in `settings` (a web front end keeps both per browser, in memory).
    public static func live(
        serverURL: URL, credentials: any CredentialStore, settings: any KeyValueStore,
        transport: any HTTPTransport = URLSessionTransport(), changes: any TopicChangeSource = NoTopicChanges(),
        watchNews: @escaping @Sendable (String) -> AsyncStream<WatchNews> = { _ in AsyncStream { $0.finish() } }
    ) -> AppDependencies {
        let client = APIClient(baseURL: serverURL, transport: transport, credentials: credentials)
        return AppDependencies(
            accounts: LiveAccountService(client: client, credentials: credentials),
            players: LivePlayerService(client: client),
            gathers: LiveGatherService(client: client),
            settings: settings,
            changes: changes,
            watching: LiveWatchService(client: client, news: watchNews)
        )
    }
}
