import Testing
import VIPERKit

/// Answers a recording view's questions from a script, first answer first, and records every
/// question; a question the test did not script fails it.
@MainActor
struct ScriptedAnswers {
    private(set) var questions: [VIPERKit.Confirmation] = []
    /// The answers to the next questions, first one first.
    var answers: [Bool] = []

    mutating func answer(_ confirmation: VIPERKit.Confirmation) -> Bool {
        questions.append(confirmation)
        guard !answers.isEmpty else {
            Issue.record("Unexpected question: \(confirmation.message)")
            return false
        }
        return answers.removeFirst()
    }
}
