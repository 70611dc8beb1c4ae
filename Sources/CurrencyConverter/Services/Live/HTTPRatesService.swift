import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``RatesService`` speaking the currencyconverterapi.com shape over HTTP:
/// `GET <root>/currencies` answers `{"results": {CODE: {"currencyName", "currencySymbol", "id"}}}`,
/// `GET <root>/convert?q=A_B&compact=y` answers `{"A_B": {"val": rate}}`.
///
/// The root is the given address's path, or `/api/v5` when it has none (so
/// `https://free.currconv.com/api/v7` selects v7); `apiKey`, when given, goes in every query.
/// An answer may be at most ``maxAnswerBytes`` long, and redirects are followed only to the same
/// host or to public addresses, at most 5 (``RedirectPolicy``).
public struct HTTPRatesService: RatesService {
    /// How long a request may wait for an answer, by default.
    public static let defaultTimeout: TimeInterval = 15
    /// The most bytes of an answer it reads: 1 MB, many times the list of every currency (tens of
    /// KB) and a rate's few bytes, little for a server to hold.
    public static let maxAnswerBytes = 1_048_576

    /// The API root, e.g. `http://127.0.0.1:8080/api/v5`.
    public let root: URL
    public let apiKey: String?
    public let timeout: TimeInterval
    private let client: GuardedHTTPClient

    /// - Parameters:
    ///   - url: the service's address, with or without its API root path.
    ///   - apiKey: the key v7 hosts ask for, sent as the `apiKey` query parameter.
    ///   - timeout: how long a request may wait for an answer.
    public init(url: URL, apiKey: String? = nil, timeout: TimeInterval = HTTPRatesService.defaultTimeout) {
        let path = url.path
        root = path.isEmpty || path == "/" ? url.appendingPathComponent("api/v5") : url
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        client = GuardedHTTPClient(configuration: configuration, maxBytes: Self.maxAnswerBytes)
    }

    public var source: RatesSource {
        RatesSource(url: root, summary: "Live rates from \(host).")
    }

    public func currencies() async throws -> [Currency] {
        let answer = try await get("currencies", query: [])
        guard let list = try? JSONDecoder().decode(CurrencyList.self, from: answer) else { throw RatesError.malformed }
        return list.results.map { Currency(code: $0.key, name: $0.value.currencyName, symbol: $0.value.currencySymbol) }
    }

    public func rate(from: String, to: String) async throws -> Double {
        let pair = "\(from)_\(to)"
        let answer = try await get(
            "convert", query: [URLQueryItem(name: "q", value: pair), URLQueryItem(name: "compact", value: "y")])
        guard let rates = try? JSONDecoder().decode([String: PairRate].self, from: answer) else {
            throw RatesError.malformed
        }
        guard let rate = rates[pair] else { throw RatesError.missingPair(pair) }
        return rate.val
    }

    private var host: String {
        var components = URLComponents(url: root, resolvingAgainstBaseURL: false)
        components?.path = ""
        components?.query = nil
        components?.user = nil
        components?.password = nil
        return components?.string ?? root.absoluteString
    }

    /// The body of a 200 answer to `GET <root>/<path>?<query>`.
    private func get(_ path: String, query: [URLQueryItem]) async throws -> Data {
        var components = URLComponents(url: root.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        let items = query + (apiKey.map { [URLQueryItem(name: "apiKey", value: $0)] } ?? [])
        components?.queryItems = items.isEmpty ? nil : items
        guard let url = components?.url else { throw RatesError.unreachable(host: host) }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do {
            // The whole answer within the time, not only each wait for its next bytes.
            (data, response) = try await client.data(for: request, wholeWithin: timeout)
        } catch let error as GuardedFetchError {
            throw RatesError(error, host: host)
        } catch let error as URLError where error.code == .timedOut {
            throw RatesError.timedOut(host: host, seconds: Int(timeout.rounded(.up)))
        } catch let error as URLError where error.code == .cancelled {
            throw CancellationError()
        } catch {
            throw RatesError.unreachable(host: host)
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { throw RatesError.status(status) }
        return data
    }
}

/// The answer of `/currencies`.
private struct CurrencyList: Decodable {
    struct Entry: Decodable {
        var currencyName: String
        var currencySymbol: String?
    }

    var results: [String: Entry]
}

/// One pair of the answer of `/convert?compact=y`.
private struct PairRate: Decodable {
    var val: Double
}
