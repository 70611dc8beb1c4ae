import Foundation
import Testing

import VIPERKitWeb

@MainActor
@Suite("Waiting for Ctrl-C")
struct InterruptSignalTests {
    @Test("The signal ends the wait, and afterwards the signal acts as it did before")
    func signalEndsTheWait() async {
        // SIGUSR1 stands in for Ctrl-C: ignoring it for a moment disturbs nothing else in this process.
        let waiting = Task { @MainActor in await InterruptSignal.wait(for: [SIGUSR1]) }
        while !InterruptSignal.isWaiting { await Task.yield() }
        kill(getpid(), SIGUSR1)
        await waiting.value
        #expect(!InterruptSignal.isWaiting)
        #if os(Linux)
            var action = sigaction()
            sigaction(SIGUSR1, nil, &action)
            #expect(action.__sigaction_handler.sa_handler == nil, "SIGUSR1 is back to its default action")
        #endif
    }
}
