import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM.
public enum InterruptSignal {
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    /// Whether a wait is under way (its signals are caught).
    @MainActor public static var isWaiting: Bool { !sources.isEmpty }

    /// Returns when one of `signals` arrives; until then they no longer end the process. Afterwards
    /// they act as they did before: a second Ctrl-C while stopping ends the process.
    @MainActor
    public static func wait(for signals: [Int32] = [SIGINT, SIGTERM]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            for signalNumber in signals {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
                source.setEventHandler {
                    guard !resumed else { return }
                    resumed = true
                    continuation.resume()
                }
                source.resume()
                sources.append(source)
            }
        }
        for source in sources { source.cancel() }
        sources = []
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
    }
}
