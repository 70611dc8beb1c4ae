import Testing
import VIPERKit

/// Checks a module's `ActionNames` table from both directions.
public enum ActionNamesCheck {
    /// Expects each of `samples` to read back from its name and argument, no name to stand for two
    /// entries, and the samples to name every entry of the table (so a new entry needs a sample).
    public static func roundTrip<Action: NamedAction>(
        _ samples: [Action], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for action in samples {
            #expect(
                Action(name: action.name, argument: action.argument) == action, "\(action)",
                sourceLocation: sourceLocation)
        }
        let names = Action.names.entries.map(\.name)
        #expect(Set(names).count == names.count, "\(Action.self) names one entry twice", sourceLocation: sourceLocation)
        #expect(
            Set(samples.map(\.name)) == Set(names), "\(Action.self): a table entry has no sample",
            sourceLocation: sourceLocation)
    }
}
