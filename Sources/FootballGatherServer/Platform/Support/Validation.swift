import FootballGatherAPI
import Vapor

/// Checks request fields against the shared ``FieldRules`` and turns a refusal into a 400 whose
/// reason is the rule's sentence naming the field.
enum Validate {
    /// The value of `body()`; a ``FieldProblem`` it throws becomes a 400.
    static func fields<Value>(_ body: () throws(FieldProblem) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw Abort(.badRequest, reason: error.reason)
        }
    }
}
