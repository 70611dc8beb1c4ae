import FootballGather
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` answering from a script and recording every request it was given.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `answers` and `recorded` are only touched with `lock` held.

    /// What the next request gets.
    enum Answer {
        /// An answer with `status`, `body` and response `headers`.
        case response(status: Int, body: String, headers: [String: String] = [:])
        case failure(any Error)
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var recorded: [SentRequest] = []

    init(_ answers: [Answer]) {
        self.answers = answers
    }

    /// One answer with `status` and a JSON `body`.
    convenience init(status: Int, body: String = "") {
        self.init([.response(status: status, body: body)])
    }

    /// Every request sent, oldest first.
    var requests: [SentRequest] {
        lock.withLock { recorded }
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let answer: Answer? = lock.withLock {
            recorded.append(SentRequest(request))
            return answers.isEmpty ? nil : answers.removeFirst()
        }
        switch answer {
        case .response(let status, let body, let headers):
            let url = try #require(request.url)
            let response = try #require(
                HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers))
            return (Data(body.utf8), response)
        case .failure(let error):
            throw error
        case nil:
            Issue.record("Unexpected request: \(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")")
            throw URLError(.cannotConnectToHost)
        }
    }
}

/// A request as the server would see it: method, URL, headers and body text.
struct SentRequest: Equatable {
    var method: String
    var url: String
    var headers: [String: String]
    var body: String?

    init(method: String, url: String, headers: [String: String], body: String? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    init(_ request: URLRequest) {
        method = request.httpMethod ?? ""
        url = request.url?.absoluteString ?? ""
        headers = request.allHTTPHeaderFields ?? [:]
        body = request.httpBody.map { String(decoding: $0, as: UTF8.self) }
    }
}
