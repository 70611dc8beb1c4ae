import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM.
enum InterruptSignal {
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    @MainActor
    static func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            for signalNumber in [SIGINT, SIGTERM] {
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
    }
}
