import Foundation

extension AppDependencies {
    /// The dependencies of the real app: HTTP services talking to `serverURL`, the settings in
    /// `<dataDirectory>/settings.json` and the session in `<dataDirectory>/session.json` (owner-only).
    public static func live(serverURL: URL, dataDirectory: URL, transport: any HTTPTransport = URLSessionTransport())
        -> AppDependencies
    {
        let credentials = FileCredentialStore(fileURL: dataDirectory.appendingPathComponent("session.json"))
        let client = APIClient(baseURL: serverURL, transport: transport, credentials: credentials)
        return AppDependencies(
            accounts: LiveAccountService(client: client, credentials: credentials),
            players: LivePlayerService(client: client),
            gathers: LiveGatherService(client: client),
            settings: FileKeyValueStore(fileURL: dataDirectory.appendingPathComponent("settings.json"))
        )
    }
}
