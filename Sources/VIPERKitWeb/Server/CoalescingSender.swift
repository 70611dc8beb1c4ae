/// Where a ``CoalescingSender`` writes: a WebSocket, or a fake in tests.
@MainActor
protocol TextFrameWriter: AnyObject {
    /// Writes `text` as one message and calls `completion` once it left (or could not).
    func write(_ text: String, completion: @escaping @MainActor () -> Void)
    /// Closes the connection at once, whatever is still waiting to be written.
    func closeNow()
}

/// Sends pages to a socket without letting them pile up: while a write is outstanding, a new page
/// replaces the one held back (a page is the whole screen, so only the newest matters), and a
/// socket that takes nothing for ``unwritableTimeout`` is closed outright. A page becomes its text
/// only when it is written, so that the text can say how it differs from the pages written before.
@MainActor
final class CoalescingSender<Page> {
    /// Control messages (a renewal code, a notice) that may wait at once; more are dropped.
    static var maximumWaitingMessages: Int { 8 }

    private let writer: any TextFrameWriter
    private let encode: (Page) -> String
    /// The page to hold when `new` replaces the held `old` (the newest, with what of the old one must not be lost).
    private let merge: (_ old: Page, _ new: Page) -> Page
    private let unwritableTimeout: Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// Writes handed to the socket and not yet completed.
    private(set) var outstandingWrites = 0 {
        didSet { mostOutstandingWrites = max(mostOutstandingWrites, outstandingWrites) }
    }
    /// The most writes ever outstanding at once (the bound is one).
    private(set) var mostOutstandingWrites = 0
    /// The newest page not yet handed to the socket.
    private(set) var heldPage: Page? {
        didSet { if heldPage != nil { hasHeldPage = true } }
    }
    /// Whether a page ever had to wait for the socket.
    private(set) var hasHeldPage = false
    private var waitingMessages: [String] = []
    /// The newest message of which only the newest matters (an acknowledgement), not yet written.
    private(set) var heldLatest: String?
    private var watchdog: Task<Void, Never>?
    private var isClosed = false

    /// - Parameters:
    ///   - sleep: waits the timeout; tests pass one they control.
    ///   - encode: the text of a page, made as it is written.
    init(
        writer: any TextFrameWriter, unwritableTimeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        merge: @escaping (_ old: Page, _ new: Page) -> Page = { $1 },
        encode: @escaping (Page) -> String
    ) {
        self.merge = merge
        self.writer = writer
        self.unwritableTimeout = unwritableTimeout
        self.sleep = sleep
        self.encode = encode
    }

    /// Sends `page` now, or holds it (replacing an older held page) until the socket has taken what it has.
    func sendPage(_ page: Page) {
        guard !isClosed else { return }
        if outstandingWrites == 0 {
            write(encode(page))
        } else {
            heldPage = heldPage.map { merge($0, page) } ?? page
        }
    }

    /// Sends a control message after what is already waiting; never coalesced, but bounded.
    func sendMessage(_ message: String) {
        guard !isClosed else { return }
        if outstandingWrites == 0 {
            write(message)
        } else if waitingMessages.count < Self.maximumWaitingMessages {
            waitingMessages.append(message)
        }
    }

    /// Sends a message of which only the newest matters (an acknowledgement that covers the ones
    /// before it): now, or in place of the one still waiting, before the next page.
    func sendLatest(_ message: String) {
        guard !isClosed else { return }
        if outstandingWrites == 0 {
            write(message)
        } else {
            heldLatest = message
        }
    }

    /// Stops sending; nothing held is written any more.
    func stop() {
        isClosed = true
        heldPage = nil
        heldLatest = nil
        waitingMessages = []
        watchdog?.cancel()
        watchdog = nil
    }

    private func write(_ text: String) {
        outstandingWrites += 1
        if outstandingWrites == 1 { startWatchdog() }
        writer.write(text) { [weak self] in self?.didWrite() }
    }

    private func didWrite() {
        outstandingWrites -= 1
        guard outstandingWrites == 0, !isClosed else { return }
        watchdog?.cancel()
        watchdog = nil
        if !waitingMessages.isEmpty {
            write(waitingMessages.removeFirst())
        } else if let latest = heldLatest {
            heldLatest = nil
            write(latest)
        } else if let page = heldPage {
            heldPage = nil
            write(encode(page))
        }
    }

    /// Closes the socket when the write now outstanding has not completed within the timeout.
    private func startWatchdog() {
        watchdog?.cancel()
        let sleep = sleep
        let timeout = unwritableTimeout
        watchdog = Task { [weak self] in
            do { try await sleep(timeout) } catch { return }
            guard let self, !Task.isCancelled, outstandingWrites > 0 else { return }
            stop()
            writer.closeNow()
        }
    }
}

extension CoalescingSender where Page == String {
    /// A sender of pages that are their own text.
    convenience init(
        writer: any TextFrameWriter, unwritableTimeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.init(writer: writer, unwritableTimeout: unwritableTimeout, sleep: sleep) { $0 }
    }
}
