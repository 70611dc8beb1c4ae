import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a URL with a time limit and a size limit, following only redirects its policy allows
/// (the same host, or public addresses, at most 5), and turns transport failures, HTTP errors and
/// refusals into ``NewsError``.
struct HTTPFetcher: Sendable {
    /// How long a request may take before it fails, unless told otherwise.
    static let defaultTimeout: TimeInterval = 15
    /// The most bytes of a feed or NewsAPI answer it reads, unless told otherwise: 2 MB, many times
    /// a busy feed's hundred items, little for a server to hold per source.
    static let defaultMaxBytes = 2 * 1_048_576

    /// How long a request may take before it fails.
    let timeout: TimeInterval
    let client: GuardedHTTPClient

    /// The most bytes of an answer it reads.
    var maxBytes: Int { client.maxBytes }

    init(
        timeout: TimeInterval = Self.defaultTimeout, maxBytes: Int = Self.defaultMaxBytes,
        redirects: RedirectPolicy = .publicAddressesOnly
    ) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        client = GuardedHTTPClient(configuration: configuration, maxBytes: maxBytes, redirects: redirects)
    }

    /// The body and status of the answer to `request`.
    func fetch(_ request: URLRequest) async throws -> (data: Data, status: Int) {
        var request = request
        request.timeoutInterval = timeout
        let url = request.url?.shownWithoutCredentials ?? ""
        let data: Data
        let response: URLResponse
        do {
            // The whole answer within the time, not only each wait for its next bytes.
            (data, response) = try await client.data(for: request, wholeWithin: timeout)
        } catch let error as GuardedFetchError {
            throw NewsError(error, url: url)
        } catch {
            throw NewsError.unreachable(url: url, reason: reason(for: error))
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        return (data, status)
    }

    /// A short reason for a transport failure.
    func reason(for error: any Error) -> String {
        if let error = error as? URLError, error.code == .timedOut {
            return "no answer within \(Self.seconds(timeout))"
        }
        return (error as NSError).localizedDescription
    }

    /// "15 seconds", "1 second", "0.5 seconds".
    static func seconds(_ interval: TimeInterval) -> String {
        let number = interval == interval.rounded() ? String(Int(interval)) : String(interval)
        return interval == 1 ? "1 second" : "\(number) seconds"
    }
}

extension NewsError {
    /// The sentence for a guarded fetch of `url` that gave up.
    init(_ error: GuardedFetchError, url: String) {
        self =
            switch error {
            case .tooLarge(let limit): .tooLarge(url: url, limit: limit)
            case .redirectRefused(let target, let reason): .redirectRefused(url: url, target: target, reason: reason)
            case .tooManyRedirects(let limit): .tooManyRedirects(url: url, limit: limit)
            }
    }
}
