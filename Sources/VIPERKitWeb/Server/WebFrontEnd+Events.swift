import CoreMetrics
import Foundation
import ProgramSupport
import VIPERKit
import Vapor

extension WebFrontEnd {
    /// Gives the page's events to `tab` until the socket closes: numbered ones through its
    /// ``PageEvents`` (in order, each once, acknowledged), others as they come.
    @MainActor
    func handle(
        _ arrivals: AsyncStream<SocketInbox.Arrival>, for tab: WebTab, on connection: SocketConnection, logger: Logger
    ) async {
        let decoder = JSONDecoder()
        var malformed = MalformedEventLog()
        var toldOverAllowance = false
        let droppedBefore = tab.droppedEvents
        let unusedBefore = tab.navigator.unusedEvents
        for await arrival in arrivals {
            guard case .event(let text) = arrival else {
                // A numbered page sends the refused events again; another is told once.
                if !askToSendAgainLater(tab, on: connection), !toldOverAllowance {
                    toldOverAllowance = true
                    connection.send(.notice(Self.overAllowanceNotice))
                }
                continue
            }
            guard let message = OutboxMessage(text, decoder: decoder) else {
                if let line = malformed.line(for: text) { pageNotices.notice(line, to: logger) }
                continue
            }
            if case .skip = message.content {
                _ = tab.pageEvents.receive(message.content, number: 0)
                continue
            }
            guard let number = message.number else {
                if case .event(let event?) = message.content {
                    if !tab.handle(event) { logUnused(event, logger: logger) }
                } else if let line = malformed.line(for: text) {
                    pageNotices.notice(line, to: logger)
                }
                continue
            }
            if case .event(nil) = message.content, let line = malformed.line(for: text) {
                pageNotices.notice(line, to: logger)
            }
            guard tab.pageEvents.hasRoom else {
                askToSendAgainLater(tab, on: connection)
                continue
            }
            if let from = tab.pageEvents.receive(message.content, number: number) {
                connection.send(.resend(from: from, afterMilliseconds: 0))
            }
        }
        sessions.disconnect(tab, connection: connection)
        connection.stop()
        if let summary = malformed.summary { pageNotices.notice(summary, to: logger) }
        let dropped = tab.droppedEvents - droppedBefore
        if dropped > 0 {
            Counter(label: "viperkit_web_events_dropped_total").increment(by: dropped)
            pageNotices.notice(
                "Dropped \(dropped) events from a page that sent them faster than allowed.", to: logger)
        }
        let unused = tab.navigator.unusedEvents - unusedBefore
        if unused > 0 {
            pageNotices.notice(
                "\(unused) events from a page had no use on its screen (an action it does not offer, say).", to: logger)
        }
    }

    /// How long a page waits before it sends refused events again, in milliseconds.
    static var resendDelayAfterRefusal: Int { 1000 }

    /// Asks a numbered page to send its events again from the one expected, a moment later.
    /// - Returns: `false` for a page that does not number its events.
    @MainActor
    @discardableResult
    private func askToSendAgainLater(_ tab: WebTab, on connection: SocketConnection) -> Bool {
        guard let from = tab.pageEvents.resendExpected() else { return false }
        connection.send(.resend(from: from, afterMilliseconds: Self.resendDelayAfterRefusal))
        return true
    }

    private func logUnused(_ event: WebEvent, logger: Logger) {
        logger.debug("No screen used the event \(LogText.quoted(String(describing: event)))")
    }
}
