import NIOHTTP1
import Vapor

/// The answer to a request that failed, as Vapor's default error middleware gives it: the status,
/// headers and reason of an `AbortError`, else 500 with "Something went wrong." in production or a
/// release build (the error itself elsewhere); the body `{"error": true, "reason": …}`. The reason is written with
/// the log lines' JSON escaping, without an encoder. Failures of the server (500 and above) are
/// logged at `error`; a client's are in its access line, and at `debug` with their reason.
enum ErrorAnswer {
    static func response(for error: any Error, to request: Request, environment: Environment) -> Response {
        let status: HTTPResponseStatus
        let reason: String
        var headers: HTTPHeaders
        if let abort = error.abortError {
            (status, reason, headers) = (abort.status, abort.reason, abort.headers)
        } else if let malformed = error as? HTTPParserError {
            // The client's bytes: a body cut short (its connection ended, or a deadline cut it).
            status = .badRequest
            reason =
                malformed == .invalidEOFState
                ? "The request ended before its body did."
                : "The request is not valid HTTP: \(malformed.debugDescription)."
            headers = [:]
        } else if let debuggable = error as? any DebuggableError {
            (status, reason, headers) = (.internalServerError, debuggable.reason, [:])
        } else {
            status = .internalServerError
            let hidesDetail = environment.isRelease || environment == .production
            reason = hidesDetail ? "Something went wrong." : String(describing: error)
            headers = [:]
        }
        if status.code >= 500 {
            request.logger.error("\(status.code) \(String(reflecting: error))")
        } else {
            request.logger.debug("\(status.code) \(reason)")
        }
        headers.replaceOrAdd(name: .contentType, value: "application/json; charset=utf-8")
        return Response(status: status, headers: headers, body: .init(string: body(reason: reason)))
    }

    /// `{"error":true,"reason":"…"}`.
    static func body(reason: String) -> String {
        var text = JSONLine()
        text.key("error")
        text.literal("true")
        text.key("reason")
        text.string(reason)
        return text.object
    }
}
