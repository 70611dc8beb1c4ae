/// Runs a presenter's requests with the one loading and failure path all its screens share.
///
/// One call runs at a time: while it runs ``isLoading`` is `true` (the screen shows its
/// loading indicator and ignores input) and a second call is refused. When a call throws,
/// the loading state ends first, then the user is told, in the app's own words
/// (``RequestFailures``): a cancelled call shows nothing, a failure the app routes elsewhere
/// goes there, anything else is a sentence.
@MainActor
public final class RequestRunner {
    /// Whether a call runs.
    public private(set) var isLoading = false
    /// Called whenever ``isLoading`` changes, so the presenter renders its state again.
    public var onLoadingChange: (@MainActor () -> Void)?
    private weak var view: (any AlertDisplaying)?
    private let failures: RequestFailures

    /// - Parameters:
    ///   - view: where ``run(failure:_:)`` shows failures (held weakly).
    ///   - failures: what the app tells the user when a call fails.
    public init(view: (any AlertDisplaying)?, failures: RequestFailures) {
        self.view = view
        self.failures = failures
    }

    /// Runs `work` with the loading state on, unless a call already runs, and shows its
    /// failure as an error alert.
    /// - Parameters:
    ///   - action: what failed, for the alert, e.g. "Unable to create player."; `nil` shows
    ///     only why. Evaluated only when `work` throws, so it may name what `work` chose.
    ///   - work: the call.
    /// - Returns: whether `work` ran and finished without throwing.
    @discardableResult
    public func run(failure action: @autoclosure () -> String?, _ work: () async throws -> Void) async -> Bool {
        switch await outcome(of: work, failure: action) {
        case .finished: return true
        case .refused: return false
        case .failed(let sentence):
            if let sentence { view?.show(.error(sentence)) }
            return false
        }
    }

    /// Runs `work` with the loading state on, unless a call already runs, and leaves showing
    /// its failure to the caller.
    /// - Parameters:
    ///   - action: what failed, as in ``run(failure:_:)``.
    ///   - work: the call.
    /// - Returns: what became of the call; a failure comes with the sentence to show.
    public func attempt(failure action: @autoclosure () -> String?, _ work: () async throws -> Void) async
        -> RequestOutcome
    {
        await outcome(of: work, failure: action)
    }

    /// What the user is told when a call whose failure sentence is `action` failed with
    /// `error`, in the app's words; `nil` when nothing (the user cancelled). For a failure
    /// the caller handles itself, e.g. one shown on the screen instead of in an alert.
    public func sentence(for error: any Error, failure action: String?) -> String? {
        failures.sentence(error, action)
    }

    private func outcome(of work: () async throws -> Void, failure action: () -> String?) async -> RequestOutcome {
        guard !isLoading else { return .refused }
        setLoading(true)
        do {
            try await work()
            setLoading(false)
            return .finished
        } catch {
            setLoading(false)
            return .failed(sentence: failures.leadElsewhere(error) ? nil : failures.sentence(error, action()))
        }
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        onLoadingChange?()
    }
}
