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

    /// Whether the screen can take the page's next event: no walk to an address is under way (a
    /// screen still being opened, after a restart say) and the visible screen is not loading. Work
    /// that shows nothing (a list reloading quietly) does not hold events back.
    public var isReadyForWaitedEvents: Bool {
        !isWalking && navigator.visibleView?.isLoading != true
    }

    /// Whether everything the events applied so far started has ended: no walk under way, and
    /// every presenter call finished or waits for the user.
    public var isSettled: Bool { !isWalking && tasks.isIdle }

    /// Returns once the tab is settled (``isSettled``): when its walk ends and its presenter
    /// calls finish, as they tell, with no polling. Work that runs past `deadline` is still
    /// waited for (a call ends within its request's timeout).
    func untilSettled(by deadline: ContinuousClock.Instant) async {
        while !isSettled, ContinuousClock.now < deadline, !Task.isCancelled {
            if isWalking { await walksEnded() } else { await tasks.waitUntilIdle() }
        }
    }

    /// Returns once a screen can take an event that waited (``isReadyForWaitedEvents``), or at
    /// `deadline`. A screen loading with no call running (news reloading it) is looked at again
    /// every few milliseconds.
    func untilReadyForWaitedEvents(by deadline: ContinuousClock.Instant) async {
        while !isReadyForWaitedEvents, ContinuousClock.now < deadline, !Task.isCancelled {
            if isSettled {
                try? await Task.sleep(for: .milliseconds(5))
            } else {
                await untilSettled(by: deadline)
            }
        }
    }
}
