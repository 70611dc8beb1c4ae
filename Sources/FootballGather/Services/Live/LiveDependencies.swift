import Foundation
import VIPERKit

extension AppDependencies {
    /// The dependencies of the real app: HTTP services talking to `serverURL`, the settings in
    /// `<dataDirectory>/settings.json` and the session in `<dataDirectory>/session.json` (owner-only),
    /// and the account's changes followed through the server's change stream.
    public static func live(serverURL: URL, dataDirectory: URL, transport: any HTTPTransport = URLSessionTransport())
        -> AppDependencies
    {
        let credentials = FileCredentialStore(fileURL: dataDirectory.appendingPathComponent("session.json"))
        return live(
            serverURL: serverURL, credentials: credentials,
            settings: FileKeyValueStore(fileURL: dataDirectory.appendingPathComponent("settings.json")),
            transport: transport, changes: EventStreamChangeService(serverURL: serverURL, credentials: credentials))
    }

    /// The HTTP services talking to `serverURL`, keeping the session in `credentials` and the
    /// settings in `settings` (a web front end keeps both per browser, in memory).
    public static func live(
        serverURL: URL, credentials: any CredentialStore, settings: any KeyValueStore,
        transport: any HTTPTransport = URLSessionTransport(), changes: any TopicChangeSource = NoTopicChanges(),
        watchNews: @escaping @Sendable (String) -> AsyncStream<LinkNews> = { _ in AsyncStream { $0.finish() } },
        inviteNews: @escaping @Sendable (String) -> AsyncStream<LinkNews> = { _ in AsyncStream { $0.finish() } }
    ) -> AppDependencies {
        let client = APIClient(baseURL: serverURL, transport: transport, credentials: credentials)
        return AppDependencies(
            accounts: LiveAccountService(client: client, credentials: credentials),
            players: LivePlayerService(client: client),
            gathers: LiveGatherService(client: client),
            games: LiveGameService(client: client),
            settings: settings,
            changes: changes,
            watching: LiveWatchService(client: client, news: watchNews),
            invites: LiveInviteService(client: client, news: inviteNews)
        )
    }
}
