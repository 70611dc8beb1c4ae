import Crypto
import Foundation
import VIPERKit

extension WebTab {
    /// The name of the page's event `number` for ``EventOrigin``: the same for the same tab and
    /// number, also after a restart rebuilt the tab, so a write the event causes carries an id
    /// the server recognises when the event is delivered again. The tab's id is hashed, so it is
    /// not written where the write's id is kept.
    public func origin(ofEvent number: Int) -> String {
        let digest = SHA256.hash(data: Data(id.utf8))
        let hex = digest.prefix(12).map { String(format: "%02x", $0) }.joined()
        return "web-\(hex)-\(number)"
    }

    /// Whether a screen can take an event that waited in the page: no walk is under way, no
    /// presenter call runs (one waiting for the user's answer does not count) and the visible
    /// screen is not loading.
    public var isReadyForWaitedEvents: Bool {
        !isWalking && tasks.isIdle && navigator.visibleView?.isLoading != true
    }

    /// Whether everything the events applied so far started has ended: no walk under way, and
    /// every presenter call finished or waits for the user.
    public var isSettled: Bool { !isWalking && tasks.isIdle }

    /// Returns once `condition` holds, or at `deadline` (a screen that never settles must not
    /// hold the page's events for ever).
    func wait(
        until condition: @MainActor (WebTab) -> Bool, untilAt deadline: ContinuousClock.Instant,
        checkingEvery interval: Duration = .milliseconds(5)
    ) async {
        while !condition(self), ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: interval)
        }
    }
}
