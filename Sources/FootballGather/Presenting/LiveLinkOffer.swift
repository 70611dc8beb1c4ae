import VIPERKit

/// What an organiser's screen of one gather offers for its live link: Share live link while there
/// is none; Send live link and Stop sharing while one goes on. The screen names its own actions.
struct LiveLinkOffer<Action: ActionIdentifier>: Sendable {
    let share: Action
    let send: Action
    let stop: Action

    /// The actions for `link` (the one going on, or `nil`).
    func actions(for link: LiveLink?, isEnabled: Bool) -> [ScreenAction<Action>] {
        guard link != nil else {
            return [
                ScreenAction(
                    share, LiveLinkTexts.shareTitle, isEnabled: isEnabled, label: "Share a live link to this match")
            ]
        }
        return [
            ScreenAction(send, LiveLinkTexts.sendTitle, isEnabled: isEnabled, label: "Send the live link"),
            ScreenAction(stop, LiveLinkTexts.stopTitle, role: .destructive, isEnabled: isEnabled),
        ]
    }
}

/// The words of live links on the organiser's screens.
enum LiveLinkTexts {
    static let shareTitle = "Share live link"
    static let sendTitle = "Send live link"
    static let stopTitle = "Stop sharing"
    static let shareFailure = "Unable to share a live link."
    static let stopFailure = "Unable to stop the live link."
    /// What a screen says while a link goes on.
    static let sharing = "Anyone with the live link can watch this match, with no account."
    static let stopQuestion = Confirmation(
        title: "Stop sharing",
        message: "Everyone watching is told that you stopped sharing this match. You can share a new link later.",
        confirmTitle: "Stop sharing", cancelTitle: "Keep sharing")

    /// The link for a front end that cannot hand it to a share sheet itself.
    static func sendAlert(for link: LiveLink) -> Alert {
        Alert(
            title: "Live link",
            message: "Anyone can watch this match, with no account, at \(link.path) on this app's web address.")
    }
}
