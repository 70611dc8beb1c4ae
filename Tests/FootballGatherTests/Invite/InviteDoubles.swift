import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording Invite view (see ``RecordingView``).
final class RecordingInviteView: RecordingView<InviteViewState>, InviteView {
    var presenter: (any InvitePresenting)?
}

extension RecordingViewFactory {
    /// The last Invite view made, while its screen is alive.
    var inviteView: RecordingInviteView? { last() }

    /// A recording Invite view, for ``ModuleFactory/makeInvite(token:)``.
    func makeInviteView() -> any InviteView { record(RecordingInviteView()) }
}
