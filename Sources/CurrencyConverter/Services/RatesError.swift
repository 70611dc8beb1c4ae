import VIPERKit

/// Why currencies or a rate could not be loaded; ``message`` says it to a person.
public enum RatesError: Error, Equatable, Sendable {
    /// No answer from the host (connection refused, no network).
    case unreachable(host: String)
    /// The host did not answer in time.
    case timedOut(host: String, seconds: Int)
    /// The host answered with an HTTP status other than 200.
    case status(Int)
    /// The answer was not JSON of the expected shape.
    case malformed
    /// The answer had no rate for the pair, e.g. "USD_XYZ".
    case missingPair(String)
    /// The bundled table has no rate for this currency code.
    case unknownCurrency(String)
    /// The bundled rates table could not be read.
    case unreadableTable
    /// The server asked the service for as many rates as it may this minute (a web server's
    /// ``SharedRates``); one may be asked again in `seconds`.
    case busy(seconds: Int)
    /// The host's answer is larger than `limit` bytes, the most the app reads.
    case tooLarge(host: String, limit: Int)
    /// The host redirected to `target`, which is not followed for `reason`, e.g. "a loopback address".
    case redirectRefused(host: String, target: String, reason: String)
    /// The host redirected more than `limit` times.
    case tooManyRedirects(host: String, limit: Int)

    /// The reason as a sentence.
    public var message: String {
        switch self {
        case .unreachable(let host):
            "Could not reach the rates service at \(host). Check the network and the address, and try again."
        case .timedOut(let host, let seconds):
            "The rates service at \(host) did not answer within \(seconds) seconds."
        case .status(let status):
            "The rates service answered with HTTP status \(status)."
        case .malformed:
            "The rates service sent an answer that is not the JSON it should send."
        case .missingPair(let pair):
            "The rates service has no rate for \(pair)."
        case .unknownCurrency(let code):
            "The bundled rates table has no rate for \(code)."
        case .unreadableTable:
            "The bundled rates table could not be read."
        case .busy(let seconds):
            "Too many rates were asked for this minute: try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        case .tooLarge(let host, let limit):
            "The answer from the rates service at \(host) is larger than \(GuardedFetchError.text(bytes: limit))."
        case .redirectRefused(let host, let target, let reason):
            "The rates service at \(host) redirects to \(target), \(reason), and only redirects to the same host "
                + "or to a public address are followed."
        case .tooManyRedirects(let host, let limit):
            "The rates service at \(host) redirects more than \(limit) times."
        }
    }
}

extension RatesError {
    /// The error for a guarded fetch from `host` that gave up.
    init(_ error: GuardedFetchError, host: String) {
        self =
            switch error {
            case .tooLarge(let limit): .tooLarge(host: host, limit: limit)
            case .redirectRefused(let target, let reason): .redirectRefused(host: host, target: target, reason: reason)
            case .tooManyRedirects(let limit): .tooManyRedirects(host: host, limit: limit)
            }
    }
}
