import FootballGather
import FootballGatherAPI
import VIPERKit

/// The gather in progress: both teams, the score, the match clock and ending the gather.
@MainActor
final class GatherTerminalView: TerminalView, GatherView {
    var presenter: (any GatherPresenting)?
    private(set) var state = GatherViewState(
        title: "", teamA: [], teamB: [], scoreA: 0, scoreB: 0, clock: "", clockAction: "", clockMessage: nil,
        setMinutes: 0, setSeconds: 0, isLoading: false)

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }
    override var handlesEscape: Bool { true }

    func render(_ state: GatherViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var contentKeyHints: [KeyHint] {
        [
            KeyHint("a/A", "Team A +/-"), KeyHint("b/B", "Team B +/-"), KeyHint("Space", state.clockAction),
            KeyHint("t", "Set time"), KeyHint("c", "Reset clock"), KeyHint("e", "End Gather"), KeyHint("Esc", "Back"),
        ]
    }

    override func handleContentKey(_ key: Key) -> KeyHandling {
        switch key {
        case .character("a"): presenter?.didTapIncrementScore(for: .teamA)
        case .character("A"): presenter?.didTapDecrementScore(for: .teamA)
        case .character("b"): presenter?.didTapIncrementScore(for: .teamB)
        case .character("B"): presenter?.didTapDecrementScore(for: .teamB)
        case .character(" "): presenter?.didTapClockAction()
        case .character("c"): presenter?.didTapCancelClock()
        case .character("t"):
            present(
                TimePickerOverlay(minutes: state.setMinutes, seconds: state.setSeconds) {
                    [weak self] minutes, seconds in
                    self?.presenter?.didSetTime(minutes: minutes, seconds: seconds)
                })
        case .character("e"):
            tasks.run { [presenter] in await presenter?.didTapEndGather() }
        case .escape:
            tasks.run { [presenter] in await presenter?.didTapBack() }
        default:
            return .ignored
        }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let half = area.width / 2
        let leftX = area.x + 4
        let rightX = area.x + half + 4
        let teamWidth = half - 8
        buffer.write("Team A", x: leftX, y: area.y, style: .accent)
        buffer.write("Team B", x: rightX, y: area.y, style: .accent)
        let listHeight = max(0, area.height - 6)
        drawTeam(state.teamA, x: leftX, y: area.y + 2, width: teamWidth, height: listHeight, in: &buffer)
        drawTeam(state.teamB, x: rightX, y: area.y + 2, width: teamWidth, height: listHeight, in: &buffer)
        let scoreY = area.maxY - 3
        Controls.centered(
            "Team A  \(state.scoreA) : \(state.scoreB)  Team B", in: area, y: scoreY, style: .bold, buffer: &buffer)
        Controls.centered("Clock  \(state.clock)", in: area, y: scoreY + 1, style: .bold, buffer: &buffer)
        if let message = state.clockMessage {
            Controls.centered(message, in: area, y: scoreY + 2, style: .notice, buffer: &buffer)
        }
    }

    private func drawTeam(
        _ rows: [GatherRow], x: Int, y: Int, width: Int, height: Int, in buffer: inout ScreenBuffer
    ) {
        for (offset, row) in rows.prefix(height).enumerated() {
            buffer.write(row.name, x: x, y: y + offset, maxWidth: width - 5)
            buffer.write(row.position, x: x + width - 4, y: y + offset, style: .dim, maxWidth: 4)
        }
        if rows.count > height, height > 0 {
            buffer.write("+\(rows.count - height + 1) more", x: x, y: y + height - 1, style: .dim)
        }
    }
}
