/// What an app tells the user when one of its requests fails: its own sentences, and where a
/// failure leads instead of a sentence (e.g. back to logging in when a session expired).
///
/// Each app makes one and hands it to every ``RequestRunner`` it creates.
@MainActor
public struct RequestFailures {
    /// The sentence shown when a call failed with `error`; `action` is the call's own failure
    /// sentence (e.g. "Unable to create player."), or `nil` when the call has none. `nil` shows
    /// nothing: the user cancelled the call.
    public var sentence: @MainActor (_ error: any Error, _ action: String?) -> String?
    /// Takes the user elsewhere when `error` calls for it, instead of showing a sentence;
    /// returns whether it did.
    public var leadElsewhere: @MainActor (_ error: any Error) -> Bool

    /// - Parameters:
    ///   - sentence: the sentence shown for a failure, as ``sentence`` describes.
    ///   - leadElsewhere: where a failure leads instead, as ``leadElsewhere`` describes;
    ///     by default nowhere.
    public init(
        sentence: @escaping @MainActor (_ error: any Error, _ action: String?) -> String?,
        leadElsewhere: @escaping @MainActor (_ error: any Error) -> Bool = { _ in false }
    ) {
        self.sentence = sentence
        self.leadElsewhere = leadElsewhere
    }

    /// The call's failure sentence as it is, or "Something went wrong. Please try again." when
    /// the call has none; nothing when the call was cancelled (a `CancellationError`).
    public static var plain: RequestFailures {
        RequestFailures { error, action in
            error is CancellationError ? nil : action ?? "Something went wrong. Please try again."
        }
    }
}
