import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@Suite("Action names: one table names a module's actions and reads them back")
struct ActionNamesTests {
    @Test("Plain actions, and actions with an argument, come back from their names")
    func roundTrip() {
        for action in [TallyAction.add, .reset, .finish, .addMany(3), .addMany(0)] {
            #expect(TallyAction(name: action.name, argument: action.argument) == action)
        }
        #expect(TallyAction.addMany(12).name == "add-many" && TallyAction.addMany(12).argument == "12")
        #expect(TallyAction.reset.argument == nil)
    }

    @Test("An unknown name, a missing or extra argument, or one that does not read, is no action")
    func refused() {
        #expect(TallyAction(name: "subtract", argument: nil) == nil)
        #expect(TallyAction(name: "add", argument: "1") == nil)
        #expect(TallyAction(name: "add-many", argument: nil) == nil)
        #expect(TallyAction(name: "add-many", argument: "three") == nil)
    }
}
