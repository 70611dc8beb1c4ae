import VIPERKit

/// An ``Alert`` waiting to be dismissed.
@MainActor
final class AlertOverlay: Overlay {
    let alert: Alert
    private(set) var isClosed = false

    init(_ alert: Alert) {
        self.alert = alert
    }

    var keyBindings: [KeyBinding] {
        [
            KeyBinding([.enter, .escape, .character(" ")], hint: KeyHint("Enter", "OK")) { [weak self] in
                self?.isClosed = true
            }
        ]
    }

    func draw(in buffer: inout ScreenBuffer, area: Rect) {
        DialogLayout.draw(
            title: alert.title, message: alert.message, buttons: ["OK"], focused: 0, in: &buffer, area: area)
    }
}
