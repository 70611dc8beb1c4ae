import NIOCore
import Vapor

/// The events one WebSocket receives, in order, bounded: set up on the socket's event loop the
/// moment it is upgraded, so that no frame arrives before its callback. Events past the tab's
/// allowance (``EventGate``) are dropped before they are buffered, and the handler is told (at
/// most every ``overAllowanceInterval``);
/// events that arrive before the tab is known wait (a few, the rest dropped) and then go through
/// the same allowance.
struct SocketInbox: Sendable {
    /// What arrives from the page: an event, or word that the tab went past its allowance.
    enum Arrival: Sendable {
        case event(String)
        case overAllowance
    }

    let arrivals: AsyncStream<Arrival>
    private let continuation: AsyncStream<Arrival>.Continuation
    private let state: NIOLoopBoundBox<State>
    private let eventLoop: any EventLoop

    /// What the socket's event loop keeps for the inbox.
    private struct State {
        /// The tab's allowance, once the tab is known.
        var gate: EventGate?
        /// Events that arrived before the tab was known, oldest first.
        var early: [String] = []
        /// Events that arrived before the tab was known and found no room.
        var earlyDropped = 0
        /// When the handler was last told of an event past the allowance.
        var toldOverAllowance: NIODeadline?
    }

    /// How often the handler is told of events past the allowance, at most.
    static let overAllowanceInterval = TimeAmount.milliseconds(250)

    /// - Precondition: called on `socket`'s event loop, before it reads.
    /// - Parameter buffered: events kept while the handler is busy (the newest), and events kept
    ///   while the tab is not known yet (the oldest).
    init(socket: WebSocket, buffered: Int) {
        let (arrivals, continuation) = AsyncStream.makeStream(
            of: Arrival.self, bufferingPolicy: .bufferingNewest(buffered))
        let state = NIOLoopBoundBox(State(), eventLoop: socket.eventLoop)
        self.arrivals = arrivals
        self.continuation = continuation
        self.state = state
        eventLoop = socket.eventLoop
        socket.onText { _, text in
            if state.value.gate != nil {
                Self.receive(text, state: state, continuation: continuation)
            } else if state.value.early.count < buffered {
                state.value.early.append(text)
            } else {
                state.value.earlyDropped += 1
            }
        }
        socket.onClose.whenComplete { _ in continuation.finish() }
    }

    /// Applies the tab's allowance to the events that waited for it, and to every event from now on.
    func admit(through gate: EventGate) {
        let state = state
        let continuation = continuation
        eventLoop.execute {
            state.value.gate = gate
            for _ in 0..<state.value.earlyDropped { gate.countDropped() }
            let early = state.value.early
            state.value.early = []
            state.value.earlyDropped = 0
            for text in early { Self.receive(text, state: state, continuation: continuation) }
        }
    }

    /// Buffers `text` when the allowance admits it; else counts it and tells the page, once.
    private static func receive(
        _ text: String, state: NIOLoopBoundBox<State>, continuation: AsyncStream<Arrival>.Continuation
    ) {
        guard let gate = state.value.gate else { return }
        if gate.admit() {
            // A handler too far behind loses the oldest event it has not read: counted too.
            if case .dropped = continuation.yield(.event(text)) { gate.countDropped() }
        } else {
            let now = NIODeadline.now()
            if let told = state.value.toldOverAllowance, now < told + overAllowanceInterval { return }
            state.value.toldOverAllowance = now
            continuation.yield(.overAllowance)
        }
    }
}
