import FootballGather
import FootballGatherAPI
import VIPERKit
import VIPERKitTerminal

/// The gather in progress: both teams, the score, the match clock and ending the gather.
@MainActor
final class GatherTerminalView: TerminalView, GatherView {
    var presenter: (any GatherPresenting)?
    private(set) var state = GatherViewState(
        title: "", teamA: [], teamB: [], scoreA: 0, scoreB: 0, clock: "", clockAction: "", clockMessage: nil,
        setMinutes: 0, setSeconds: 0, isLoading: false)
    /// Whether Ctrl-C asked to leave and the answer is awaited.
    private var isLeavingToQuit = false

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: GatherViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.character("a"), .character("A")], hint: KeyHint("a/A", "Team A +/-")) { [presenter] key in
                key == .character("a")
                    ? presenter?.didTapIncrementScore(for: .teamA) : presenter?.didTapDecrementScore(for: .teamA)
            },
            KeyBinding([.character("b"), .character("B")], hint: KeyHint("b/B", "Team B +/-")) { [presenter] key in
                key == .character("b")
                    ? presenter?.didTapIncrementScore(for: .teamB) : presenter?.didTapDecrementScore(for: .teamB)
            },
            KeyBinding([.character(" ")], hint: KeyHint("Space", state.clockAction)) { [presenter] in
                presenter?.didTapClockAction()
            },
            KeyBinding([.character("t")], hint: KeyHint("t", "Set time")) { [weak self] in self?.showTimePicker() },
            KeyBinding([.character("c")], hint: KeyHint("c", "Reset clock")) { [presenter] in
                presenter?.didTapCancelClock()
            },
            KeyBinding([.character("e")], hint: KeyHint("e", "End Gather")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapEndGather() }
            },
            KeyBinding([.escape], hint: KeyHint("Esc", "Back")) { [tasks, presenter] in
                tasks.run { await presenter?.didTapBack() }
            },
        ]
    }

    /// Ctrl-C leaves the gather the way Esc does, so a match under way is never lost to a
    /// stray key: the presenter asks first, and the app quits once the screen has gone. Dialogs
    /// open at the time are closed first; Ctrl-C again while the question shows does nothing.
    /// While the gather is being ended (loading), Ctrl-C quits at once.
    override func handleInterrupt() -> KeyHandling {
        guard !isLoading, let presenter else { return .ignored }
        guard !isLeavingToQuit else { return .handled }
        isLeavingToQuit = true
        closeDialogs()
        tasks.run {
            await presenter.didTapBack()
            self.isLeavingToQuit = false
            if self.hasLeftNavigator { self.host?.quit() }
        }
        return .handled
    }

    private func showTimePicker() {
        present(
            TimePickerOverlay(minutes: state.setMinutes, seconds: state.setSeconds) { [weak self] minutes, seconds in
                self?.presenter?.didSetTime(minutes: minutes, seconds: seconds)
            })
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
