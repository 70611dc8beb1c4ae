/// What became of a call given to ``RequestRunner/attempt(failure:_:)``.
public enum RequestOutcome: Equatable, Sendable {
    /// The call ran and finished without throwing.
    case finished
    /// Another call was running, so this one did not run.
    case refused
    /// The call threw. `sentence` is what the app tells the user, for the caller to show;
    /// `nil` when nothing is to be shown (the user cancelled, or was taken elsewhere).
    case failed(sentence: String?)
}
