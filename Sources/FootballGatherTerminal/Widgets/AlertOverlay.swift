import VIPERKit

/// An ``Alert`` waiting to be dismissed.
@MainActor
final class AlertOverlay: Overlay {
    let alert: Alert

    init(_ alert: Alert) {
        self.alert = alert
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "OK")] }

    func draw(in buffer: inout ScreenBuffer, area: Rect) {
        DialogLayout.draw(
            title: alert.title, message: alert.message, buttons: ["OK"], focused: 0, in: &buffer, area: area)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .escape, .character(" "): true
        default: false
        }
    }
}
