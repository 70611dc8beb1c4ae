import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a long-lived HTTP answer delivers: its head once, then its body as it arrives.
public enum StreamedHTTPPart: Sendable, Equatable {
    /// The status and the headers (names lowercased).
    case head(status: Int, headers: [String: String])
    /// The next bytes of the body.
    case bytes(Data)
}

/// Opens one long-lived HTTP request and hands over its answer as it arrives: the seam between
/// ``EventStreamChangeService`` and the network.
public protocol EventStreamTransport: Sendable {
    /// Sends `request`; the stream yields the answer's head, then its body's bytes, and finishes
    /// when the server ends the body, or throws when the connection fails. Stopping to iterate
    /// (or cancelling the iterating task) closes the connection.
    func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error>
}

/// An ``EventStreamTransport`` over `URLSession`, with a data delegate receiving each body as it
/// arrives (swift-corelibs-foundation has no `bytes(for:)`). One session serves every stream the
/// transport opens, for as long as the transport lives; no request or resource timeout cuts a long
/// stream (the caller watches for silence instead), and up to ``maximumStreamsPerHost`` streams to
/// one server are open at once.
public final class URLSessionEventStreamTransport: EventStreamTransport, Sendable {
    /// How many streams to one server may be open at once through one transport.
    public static let maximumStreamsPerHost = 1_000

    private let session: URLSession
    private let delegate = StreamingDelegate()

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        // A day: in effect no limit; silence is judged by the caller from the heartbeats.
        configuration.timeoutIntervalForRequest = 86_400
        configuration.timeoutIntervalForResource = 86_400
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = Self.maximumStreamsPerHost
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error> {
        let (stream, continuation) = AsyncThrowingStream<StreamedHTTPPart, any Error>.makeStream()
        var request = request
        request.timeoutInterval = 86_400
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        delegate.add(continuation, for: identifier)
        continuation.onTermination = { [delegate] _ in
            delegate.remove(identifier)
            task.cancel()
        }
        task.resume()
        return stream
    }
}

/// Forwards each data task's head and bytes to the stream opened for it.
///
/// The head is taken from the task when its first bytes (or its end) arrive, rather than in
/// `urlSession(_:dataTask:didReceive:completionHandler:)`, so the transfer is never paused waiting
/// for that handler's answer (swift-corelibs-foundation pauses it until then).
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `streams` is only read and written with `lock` held.
    typealias Continuation = AsyncThrowingStream<StreamedHTTPPart, any Error>.Continuation
    private let lock = NSLock()
    /// Each open stream, and whether its head was delivered.
    private var streams: [Int: (continuation: Continuation, sentHead: Bool)] = [:]

    func add(_ continuation: Continuation, for task: Int) {
        lock.withLock { streams[task] = (continuation, false) }
    }

    func remove(_ task: Int) {
        _ = lock.withLock { streams.removeValue(forKey: task) }
    }

    /// The stream of `task`, after its head if that was not delivered yet.
    private func stream(of task: URLSessionTask, ending: Bool = false) -> Continuation? {
        let (continuation, head) = lock.withLock { () -> (Continuation?, StreamedHTTPPart?) in
            guard let entry = ending ? streams.removeValue(forKey: task.taskIdentifier) : streams[task.taskIdentifier]
            else { return (nil, nil) }
            guard !entry.sentHead, let response = task.response as? HTTPURLResponse else {
                return (entry.continuation, nil)
            }
            if !ending { streams[task.taskIdentifier]?.sentHead = true }
            var headers: [String: String] = [:]
            for case (let name as String, let value as String) in response.allHeaderFields {
                headers[name.lowercased()] = value
            }
            return (entry.continuation, .head(status: response.statusCode, headers: headers))
        }
        if let head { continuation?.yield(head) }
        return continuation
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        stream(of: dataTask)?.yield(.bytes(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let continuation = stream(of: task, ending: true) else { return }
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.finish()
        }
    }
}
