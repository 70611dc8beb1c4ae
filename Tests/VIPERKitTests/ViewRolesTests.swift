import Testing
import VIPERKit

/// Implements only the event it cares about; the others fall back to the defaults.
@MainActor
final class AppearanceCountingPresenter: LifecycleForwarding {
    var appearances = 0
    func viewWillAppear() async { appearances += 1 }
}

@Suite("View roles")
struct ViewRolesTests {
    @Test("An error alert is titled Error")
    func errorAlert() {
        #expect(Alert.error("Unable to create gather.") == Alert(title: "Error", message: "Unable to create gather."))
    }

    @Test("A confirmation answers Yes or No unless told otherwise")
    func confirmationDefaults() {
        let confirmation = Confirmation(title: "End gather", message: "Are you sure you want to end the gather?")
        #expect(confirmation.confirmTitle == "Yes")
        #expect(confirmation.cancelTitle == "No")
        #expect(
            Confirmation(title: "t", message: "m", confirmTitle: "Delete", cancelTitle: "Keep")
                != confirmation)
    }

    @Test("A presenter implements only the lifecycle events it needs")
    @MainActor
    func lifecycleDefaults() async {
        let presenter = AppearanceCountingPresenter()
        let forwarding: any LifecycleForwarding = presenter
        await forwarding.viewDidLoad()
        await forwarding.viewWillAppear()
        forwarding.viewDidDisappear()
        await forwarding.viewWillAppear()
        #expect(presenter.appearances == 2)
    }
}
