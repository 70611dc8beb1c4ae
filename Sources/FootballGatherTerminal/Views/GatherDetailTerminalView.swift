import FootballGather
import VIPERKit
import VIPERKitTerminal

/// One past gather: date, result and winner, then both teams; d deletes it, Esc goes back.
@MainActor
final class GatherDetailTerminalView: ModuleTerminalView<GatherDetailViewState, any GatherDetailPresenting>,
    GatherDetailView
{
    override var keyBindings: [KeyBinding] {
        [
            bind([.character("d")], "d", to: .delete),
            bind([.character("x")], "x", to: .share),
            bind([.character("l")], "l", to: .shareLiveLink),
            bind([.character("o")], "o", to: .sendLiveLink),
            bind([.character("u")], "u", to: .stopLiveLink),
            bind([.escape], "Esc", to: .close),
        ]
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 2
        let width = area.width - 4
        let gather = state.gather
        buffer.write(gather.date, x: x, y: area.y, style: .bold, maxWidth: width)
        buffer.write(gather.resultLine, x: x, y: area.y + 1, maxWidth: width)
        var y = area.y + 3
        for team in gather.teams {
            buffer.write(team.name, x: x, y: y, style: .accent, maxWidth: width)
            for line in team.players.wrapped(toWidth: width - 2) where y + 1 < area.maxY {
                y += 1
                buffer.write(line, x: x + 2, y: y, maxWidth: width - 2)
            }
            y += 2
        }
    }
}
