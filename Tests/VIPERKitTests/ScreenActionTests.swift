import Testing
import VIPERKit
import VIPERKitTesting

@Suite("Screen actions")
struct ScreenActionTests {
    private enum PlainAction: String, ActionIdentifier {
        case save
        case logOut = "log-out"
    }

    @Test("An action enum with String raw values is named by its raw value and takes no argument")
    func plainNames() {
        #expect(PlainAction.logOut.name == "log-out")
        #expect(PlainAction.save.argument == nil)
        #expect(PlainAction(name: "log-out", argument: nil) == .logOut)
        #expect(PlainAction(name: "save", argument: "1") == nil)
        #expect(PlainAction(name: "delete", argument: nil) == nil)
    }

    @Test("An action with a payload goes to text and back; a payload that does not parse names nothing")
    func payloadRoundTrip() {
        let action = TallyAction.addMany(5)
        #expect(TallyAction(name: action.name, argument: action.argument) == action)
        #expect(TallyAction(name: "add-many", argument: "five") == nil)
        #expect(TallyAction(name: "add-many", argument: nil) == nil)
    }

    @Test("A state's actions are found by id; only offered and enabled ones are allowed")
    func lookups() {
        let zero = TallyState(count: 0)
        #expect(zero.actions[.add]?.title == "Add one")
        #expect(zero.actions[.addMany(3)] == nil)
        #expect(zero.actions.allows(.add))
        #expect(!zero.actions.allows(.reset))
        #expect(TallyState(count: 2).actions.allows(.reset))
        #expect(zero.actions.cancelAction()?.id == .finish)
    }
}
