import FootballGather
import VIPERKit
import VIPERKitTerminal

/// A match seen through its live link: the score, where it stands and the clock, then both teams;
/// or why the link shows nothing, with r to try again when it could not be loaded.
@MainActor
final class WatchTerminalView: ModuleTerminalView<WatchViewState, any WatchPresenting>, WatchView {
    override var keyBindings: [KeyBinding] {
        [bind([.character("r")], "r", to: .retry), bind([.escape], "Esc", to: .openApp)]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        var top = area.y
        for line in state.notice?.wrapped(toWidth: width) ?? [] where top < area.maxY {
            buffer.write(line, x: x, y: top, maxWidth: width)
            top += 1
        }
        guard let scoreA = state.scoreA, let scoreB = state.scoreB else { return }
        if state.notice != nil { top += 1 }
        if !state.match.isEmpty {
            buffer.write(state.match, x: x, y: top, maxWidth: width)
            top += 1
        }
        buffer.write(
            "\(state.teamAName) \(scoreA) : \(scoreB) \(state.teamBName)", x: x, y: top, style: .bold,
            maxWidth: width)
        let clock = state.clock.isEmpty ? state.status : "\(state.status) · \(state.clock)"
        buffer.write(clock, x: x, y: top + 1, maxWidth: width)
        var y = top + 3
        for (name, rows) in [(state.teamAName, state.teamA), (state.teamBName, state.teamB)] where y < area.maxY {
            buffer.write(name, x: x, y: y, style: .accent, maxWidth: width)
            for row in rows where y + 1 < area.maxY {
                y += 1
                buffer.write("\(row.name) (\(row.position))", x: x + 2, y: y, maxWidth: width - 2)
            }
            y += 2
        }
    }
}
