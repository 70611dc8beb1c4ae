import VIPERKit

/// An ``Overlay`` as a screen's dialog: alerts and confirmations, and the pickers a screen
/// presents itself.
@MainActor
public struct TerminalDialog: ScreenDialog {
    /// What is drawn and takes the keys.
    public let overlay: any Overlay

    /// `overlay` as a dialog.
    public init(_ overlay: any Overlay) {
        self.overlay = overlay
    }

    public init(alert: Alert, number: Int) {
        self.init(AlertOverlay(alert))
    }

    public init(confirmation: Confirmation, number: Int, onAnswer: @escaping (Bool) -> Void) {
        self.init(ConfirmationOverlay(confirmation, onAnswer: onAnswer))
    }

    public func cancel() {
        overlay.cancel()
    }
}
