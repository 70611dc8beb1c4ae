import FootballGather
import FootballGatherAPI
import FootballGatherServer
import FootballGatherWeb
import Foundation
import VIPERKit
import VIPERKitWeb
import Vapor

/// Where the web app's browsers send their API calls.
public struct WebAPIConnection: Sendable {
    /// The API's address, for the paths the client builds and the sentences it shows.
    let baseURL: @Sendable () -> URL
    private let makeTransport: @Sendable (WebBrowserHandle) -> any HTTPTransport
    /// Where a browser logged in with these credentials hears of its account's changes.
    let changes: @Sendable (any CredentialStore, WebBrowserHandle) -> any TopicChangeSource
    /// Where a browser hears the news of the links of a kind it shows (the live links it watches,
    /// the games whose invite links it shows).
    let linkNews: @Sendable (WebBrowserHandle, LinkKind) -> @Sendable (String) -> AsyncStream<LinkNews>

    /// The transport of one browser's calls.
    func transport(for browser: WebBrowserHandle) -> any HTTPTransport {
        makeTransport(browser)
    }

    /// The application's own API, called in process: a browser costs no socket, and the API's
    /// limits see each browser's own address.
    public static func inProcess(_ application: Application) -> WebAPIConnection {
        let responder = CachedResponder()
        let gate = InProcessCallGate()
        application.lifecycle.use(InProcessCallGateCloser(gate: gate))
        let reads = SharedReads<SharedLinkReads.Key, SharedLinkReads.Answer>()
        return WebAPIConnection(
            baseURL: { LoopbackAddress.url(of: application) ?? LoopbackAddress.pageURL(host: "127.0.0.1", port: 8080) },
            makeTransport: { handle in
                SharedLinkReads(
                    base: InProcessAPITransport(application: application, responder: responder, gate: gate) {
                        [weak handle] in handle?.clientAddress ?? "unknown"
                    }, reads: reads)
            },
            changes: { credentials, _ in InProcessChangeService(feed: application.changeFeed, credentials: credentials)
            },
            linkNews: { handle, kind in
                { [weak handle] token in
                    let address = handle?.clientAddress ?? "unknown"
                    return InProcessLinkNews.news(of: token, kind: kind, in: application, gate: gate) { address }
                }
            })
    }

    /// An API elsewhere, at `url()`, over one connection pool shared by every browser; each call
    /// names its browser in `X-Forwarded-For`. Each browser follows its account's changes through
    /// its own change stream on that API open while
    /// one of its screens follows something.
    public static func remote(_ url: @escaping @Sendable () -> URL) -> WebAPIConnection {
        let shared = URLSessionTransport()
        let streams = SocketEventStreamTransport()
        let reads = SharedReads<SharedLinkReads.Key, SharedLinkReads.Answer>()
        return WebAPIConnection(
            baseURL: url,
            makeTransport: { handle in
                SharedLinkReads(
                    base: ForwardingAPITransport(shared: shared) {
                        [weak handle] in handle?.clientAddress ?? "unknown"
                    }, reads: reads)
            },
            changes: { credentials, handle in
                EventStreamChangeService(
                    serverURL: url(), credentials: credentials,
                    transport: ForwardingEventStreamTransport(base: streams) {
                        [weak handle] in handle?.clientAddress ?? "unknown"
                    })
            },
            linkNews: { handle, kind in
                let news = EventStreamLinkNews(
                    serverURL: url(), route: kind == .live ? .watchChanges : .inviteChanges,
                    transport: ForwardingEventStreamTransport(base: streams) {
                        [weak handle] in handle?.clientAddress ?? "unknown"
                    })
                return { news.news(of: $0) }
            })
    }
}

extension FootballGatherWebApp {
    /// The app whose browsers call the API through `api`.
    public nonisolated convenience init(api: WebAPIConnection) {
        self.init { credentials, settings, browser in
            var dependencies = AppDependencies.live(
                serverURL: api.baseURL(), credentials: credentials, settings: settings,
                transport: api.transport(for: browser), changes: api.changes(credentials, browser),
                watchNews: api.linkNews(browser, .live), inviteNews: api.linkNews(browser, .invite))
            // A new game is in the organiser's time zone: the browser's, once its page said it.
            dependencies.currentTimeZone = { [weak browser] in browser?.timeZone ?? .current }
            return dependencies
        }
    }
}
