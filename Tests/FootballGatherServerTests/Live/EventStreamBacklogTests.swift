import Foundation
import NIOConcurrencyHelpers
import NIOCore
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("A change stream whose client reads slowly: what waits for it is bounded")
struct EventStreamBacklogTests {
    @Test(
        "A client that stops reading while 200 changes happen is kept the backlog only, then the stream ends for it to reconnect and be replayed"
    )
    func slowReader() async throws {
        // The feed keeps up to 1,000 for the stream: only what waits for the writer is bounded here.
        let feed = ChangeFeed(limits: ChangeStreamLimits(backlog: 1_000))
        let user = UUID()
        let subscription = try feed.subscribe(userID: user, address: "127.0.0.1", after: nil)
        let writer = StalledWriter()
        let backlog = 8
        // Told once one more change than the backlog was taken from the feed for the writer.
        let (pastBacklog, tellPastBacklog) = AsyncStream<Void>.makeStream()
        let taken = NIOLockedValueBox(0)
        let writing = Task {
            try await EventStreamResponse.write(
                subscription, lifetime: .seconds(60), heartbeat: .seconds(60), backlog: backlog,
                farewell: { "farewell" },
                text: { event in
                    if taken.withLockedValue({
                        $0 += 1; return $0
                    }) == backlog + 1 {
                        tellPastBacklog.yield()
                    }
                    guard case .change(let change) = event else { return "missed\n" }
                    return "change \(change.sequence)\n"
                }, to: writer)
        }
        // The first write (`retry:`) stalls, as a socket whose reader stopped does.
        await writer.stalled()
        for _ in 0..<200 { feed.publish(.players, for: user) }
        for await _ in pastBacklog { break }
        writer.resume()
        try await writing.value

        let written = writer.texts
        #expect(written.first == "retry: 2000\n\n")
        #expect(written.last == "end")
        let changes = written.filter { $0.hasPrefix("change ") }
        #expect(changes.count == backlog, "\(changes.count) changes were kept for a client that did not read")
        #expect(changes.first == "change 1\n")
        #expect(!written.contains("farewell"), "a client that fell behind is not told the stream is over for good")
        #expect(feed.openStreams == 0)
    }
}

/// A body writer whose first write waits until ``resume()``, like a socket nobody reads; it keeps
/// what it is given, `end` for the end.
private final class StalledWriter: AsyncBodyStreamWriter, Sendable {
    private let written = NIOLockedValueBox<[String]>([])
    private let (stall, release) = AsyncStream<Void>.makeStream()
    private let (stalls, reportStall) = AsyncStream<Void>.makeStream()

    var texts: [String] { written.withLockedValue { $0 } }

    func write(_ result: BodyStreamResult) async throws {
        let isFirst = written.withLockedValue { $0.isEmpty }
        switch result {
        case .buffer(let buffer): written.withLockedValue { $0.append(String(buffer: buffer)) }
        case .end: written.withLockedValue { $0.append("end") }
        case .error(let error): written.withLockedValue { $0.append("error \(error)") }
        }
        if isFirst {
            reportStall.yield()
            for await _ in stall { break }
        }
    }

    /// Returns once the first write is waiting.
    func stalled() async {
        for await _ in stalls { break }
    }

    func resume() {
        release.yield()
    }
}
