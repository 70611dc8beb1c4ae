import VIPERKit

/// Records the lifecycle events a view forwards.
@MainActor
final class LifecycleRecorder: LifecycleForwarding {
    private(set) var events: [String] = []

    func viewDidLoad() async { events.append("didLoad") }
    func viewWillAppear() async { events.append("willAppear") }
    func viewDidDisappear() { events.append("didDisappear") }
}
