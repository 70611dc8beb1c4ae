import Testing
import VIPERKit
import VIPERKitTesting

@MainActor
@Suite("Request runner")
struct RequestRunnerTests {
    private struct Failure: Error {}
    private struct SessionEnded: Error {}

    /// An app's failure sentences: what failed, then "Try later."; an ended session leads to `ledAway`.
    @MainActor
    private final class App {
        var ledAway: [String] = []
        var failures: RequestFailures {
            RequestFailures(
                sentence: { error, action in
                    error is CancellationError ? nil : [action, "Try later."].compactMap(\.self).joined(separator: " ")
                },
                leadElsewhere: { [weak self] error in
                    guard error is SessionEnded else { return false }
                    self?.ledAway.append("login")
                    return true
                })
        }
    }

    private let view = AlertView()
    private let app = App()

    private func makeRunner() -> (RequestRunner, LoadingLog) {
        let runner = RequestRunner(view: view, failures: app.failures)
        let log = LoadingLog()
        runner.onLoadingChange = { [weak runner] in log.changes.append(runner?.isLoading ?? false) }
        return (runner, log)
    }

    @Test("A call runs with the loading state on, which turns off when it finishes")
    func loadingOnThenOff() async {
        let (runner, log) = makeRunner()
        var loadingInside = false

        let finished = await runner.run(failure: "Unable to save.") { loadingInside = runner.isLoading }

        #expect(finished)
        #expect(loadingInside)
        #expect(log.changes == [true, false])
        #expect(!runner.isLoading)
        #expect(view.alerts.isEmpty)
    }

    @Test("One call at a time: a call while another runs is refused and does not run")
    func oneAtATime() async {
        let (runner, log) = makeRunner()
        var second: Bool?
        var secondRan = false
        var attempted: RequestOutcome?

        await runner.run(failure: nil) {
            second = await runner.run(failure: nil) { secondRan = true }
            attempted = await runner.attempt(failure: nil) { secondRan = true }
        }

        #expect(second == false)
        #expect(attempted == .refused)
        #expect(!secondRan)
        #expect(log.changes == [true, false])
    }

    @Test("A failed call turns the loading state off, then shows the app's sentence for what failed")
    func failure() async {
        let (runner, log) = makeRunner()
        var loadingWhenShown: Bool?
        view.onAlert = { _ in loadingWhenShown = runner.isLoading }

        let finished = await runner.run(failure: "Unable to save.") { throw Failure() }

        #expect(!finished)
        #expect(log.changes == [true, false])
        #expect(loadingWhenShown == false)
        #expect(view.alerts == [.error("Unable to save. Try later.")])
        #expect(await runner.run(failure: nil) { throw Failure() } == false)
        #expect(view.alerts.last == .error("Try later."))
    }

    @Test("A cancelled call shows nothing")
    func cancelled() async {
        let (runner, log) = makeRunner()

        let finished = await runner.run(failure: "Unable to save.") { throw CancellationError() }
        let outcome = await runner.attempt(failure: "Unable to save.") { throw CancellationError() }

        #expect(!finished)
        #expect(outcome == .failed(sentence: nil))
        #expect(log.changes == [true, false, true, false])
        #expect(view.alerts.isEmpty)
    }

    @Test("A failure the app leads elsewhere goes there instead of showing a sentence")
    func ledElsewhere() async {
        let (runner, _) = makeRunner()

        await runner.run(failure: "Unable to save.") { throw SessionEnded() }

        #expect(app.ledAway == ["login"])
        #expect(view.alerts.isEmpty)
    }

    @Test("attempt leaves showing the failure to the caller; the failure sentence is read only when the call fails")
    func attempt() async {
        let (runner, _) = makeRunner()
        var chosen = "first"

        let failed = await runner.attempt(failure: "Unable to load \(chosen).") {
            chosen = "second"
            throw Failure()
        }
        let finished = await runner.attempt(failure: nil) {}

        #expect(failed == .failed(sentence: "Unable to load second. Try later."))
        #expect(finished == .finished)
        #expect(view.alerts.isEmpty)
        #expect(runner.sentence(for: Failure(), failure: "Unable to load.") == "Unable to load. Try later.")
    }

    @Test("The plain failures show the call's own sentence, a general one without it, and nothing when cancelled")
    func plain() async {
        let runner = RequestRunner(view: view, failures: .plain)

        await runner.run(failure: "Unable to load Weather. Please try again.") { throw Failure() }
        await runner.run(failure: nil) { throw Failure() }
        await runner.run(failure: "Unable to load Weather.") { throw CancellationError() }

        #expect(
            view.alerts == [
                .error("Unable to load Weather. Please try again."), .error("Something went wrong. Please try again."),
            ])
    }
}

/// A view that also calls ``onAlert`` when it shows an alert.
@MainActor
private final class AlertView: RecordingView<Int> {
    var onAlert: ((Alert) -> Void)?

    override func show(_ alert: Alert) {
        onAlert?(alert)
        super.show(alert)
    }
}

/// Every value of ``RequestRunner/isLoading`` its runner reported, oldest first.
@MainActor
private final class LoadingLog {
    var changes: [Bool] = []
}
