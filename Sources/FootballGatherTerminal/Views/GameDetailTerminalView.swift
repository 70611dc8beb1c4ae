import FootballGather
import Foundation
import VIPERKit
import VIPERKitTerminal

/// One game as its organiser runs it: the game's facts and link, then its people by standing;
/// the person under the cursor is moved in or out or ticked paid, and the game's own actions have
/// a key each.
@MainActor
final class GameDetailTerminalView: ModuleTerminalView<GameDetailViewState, any GameDetailPresenting>,
    GameDetailView
{
    let list = CursorList()
    /// The server the app talks to, on which the invite link is shown as a whole address.
    var serverURL: URL?

    /// `path` (`/games/<token>`) as a whole address on ``serverURL`` (scheme, host, port and any
    /// path of its own), the way the API client joins them; the bare path when none is known.
    static func address(of path: String, on serverURL: URL?) -> String {
        guard let serverURL else { return path }
        var base = serverURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return base + path
    }

    override func stateDidChange() {
        list.update(count: state.rows.count)
    }

    /// The cursor row's action named `name` (`move-in`, `move-out`, `paid`).
    private func rowAction(_ name: String) -> GameDetailAction? {
        list.row(in: state.rows)?.actions.first { $0.id.name == name }?.id
    }

    override var keyBindings: [KeyBinding] {
        [
            list.moveBinding(count: state.rows.count),
            bind([.character("i")], "i", to: rowAction("move-in")),
            bind([.character("o")], "o", to: rowAction("move-out")),
            bind([.character("p")], "p", to: rowAction("paid")),
            capacityBinding(.character("-"), "-", .removePlace),
            capacityBinding(.character("+"), "+", .addPlace),
            bind([.character("m")], "m", to: .remind),
            bind([.character("s")], "s", to: .sendLink),
            bind([.character("t")], "t", to: .pickTeams),
            bind([.character("e")], "e", to: .edit),
            bind([.character("a")], "a", to: .closeAnswers),
            bind([.character("a")], "a", to: .openAnswers),
            bind([.character("n")], "n", to: .newLink),
            bind([.character("r")], "r", to: .refresh),
            bind([.character("d")], "d", to: .delete),
            bind([.escape], "Esc", to: .close),
        ]
    }

    /// A capacity action on `key`, announced by its accessibility label ("One more player"), as
    /// its title is a sign.
    private func capacityBinding(_ key: Key, _ keyName: String, _ action: GameDetailAction) -> KeyBinding {
        guard let offered = state.offeredActions[action] else { return bind([], "", to: nil) }
        return KeyBinding([key], hint: KeyHint(keyName, offered.label ?? offered.title), isEnabled: offered.isEnabled) {
            [weak self] in self?.perform(action)
        }
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        guard !state.when.isEmpty else {
            if let message = state.emptyMessage {
                Controls.paragraph(message, x: x, y: area.y + 1, width: width, style: .error, in: &buffer)
            }
            return
        }
        buffer.write("\(state.when) · \(state.place)", x: x, y: area.y, style: .bold, maxWidth: width)
        var y = area.y + 1
        y += Controls.paragraph(state.facts.joined(separator: " · "), x: x, y: y, width: width, maxRows: 3, in: &buffer)
        if let path = state.invitePath {
            // Wrapped rather than cut: the whole address, on the next line when it does not fit.
            let link = Self.address(of: path, on: serverURL)
            y += Controls.paragraph("Link: \(link)", x: x, y: y, width: width, maxRows: 3, style: .accent, in: &buffer)
        }
        y += 1
        if let message = state.emptyMessage {
            Controls.paragraph(message, x: x, y: y, width: width, in: &buffer)
            return
        }
        var index = 0
        for group in state.groups where y < area.maxY {
            buffer.write(group.title, x: x, y: y, style: .accent, maxWidth: width)
            y += 1
            for row in group.rows {
                defer { index += 1 }
                guard y < area.maxY else { continue }
                let isCursor = list.drawMarker(row: index, x: x, y: y, in: &buffer)
                let line = row.detail.map { "\(row.name)   \($0)" } ?? row.name
                buffer.write(line, x: x + 2, y: y, style: isCursor ? .selected : .plain, maxWidth: width - 2)
                y += 1
            }
        }
    }
}
