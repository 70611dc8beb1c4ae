import FootballGather
import FootballGatherAPI
import VIPERKit
import VIPERKitTerminal

/// The gather in progress: both teams, the score, the match clock and ending the gather.
@MainActor
final class GatherTerminalView: ModuleTerminalView<GatherViewState, any GatherPresenting>, GatherView {
    /// Whether Ctrl-C asked to leave and the answer is awaited.
    private var isLeavingToQuit = false
    /// The time picker's fields while it is open.
    private let timeFields = TimeFields()

    /// A time picker that opens gives the keys to its minutes.
    override func stateDidChange() {
        if state.timePicker == nil { timeFields.focusMinutes() }
    }

    override var keyBindings: [KeyBinding] {
        state.timePicker.map(timePickerBindings) ?? gatherBindings
    }

    /// Digits, arrows and Tab edit the picker's fields; Enter sets the time, Esc closes it.
    private func timePickerBindings(_ picker: MatchTimePicker) -> [KeyBinding] {
        timeFields.keyBindings(minutes: picker.minutes, seconds: picker.seconds) { [weak self] field, text in
            self?.presenter?.fieldDidChange(field == .minutes ? .minutes : .seconds, to: text)
        } + [bind([.enter], "Enter", to: .setTime), bind([.escape], "Esc", to: .closeTimePicker)]
    }

    private var gatherBindings: [KeyBinding] {
        [
            KeyBinding([.character("a"), .character("A")], hint: KeyHint("a/A", "\(state.teamAName) +/-")) {
                [weak self] key in
                self?.perform(key == .character("a") ? .addGoal(.teamA) : .removeGoal(.teamA))
            },
            KeyBinding([.character("b"), .character("B")], hint: KeyHint("b/B", "\(state.teamBName) +/-")) {
                [weak self] key in
                self?.perform(key == .character("b") ? .addGoal(.teamB) : .removeGoal(.teamB))
            },
            bind([.character(" ")], "Space", to: .clock),
            bind([.character("t")], "t", to: .openTimePicker),
            bind([.character("c")], "c", to: .resetClock),
            bind([.character("e")], "e", to: .endGather),
            bind([.character("l")], "l", to: .shareLiveLink),
            bind([.character("o")], "o", to: .sendLiveLink),
            bind([.character("u")], "u", to: .stopLiveLink),
            bind([.escape], "Esc", to: .back),
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
            await presenter.perform(.back)
            self.isLeavingToQuit = false
            if self.hasLeftNavigator { self.host?.quit() }
        }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let half = area.width / 2
        let leftX = area.x + 4
        let rightX = area.x + half + 4
        let teamWidth = half - 8
        buffer.write(state.teamAName, x: leftX, y: area.y, style: .accent)
        buffer.write(state.teamBName, x: rightX, y: area.y, style: .accent)
        let listHeight = max(0, area.height - 6)
        drawTeam(state.teamA, x: leftX, y: area.y + 2, width: teamWidth, height: listHeight, in: &buffer)
        drawTeam(state.teamB, x: rightX, y: area.y + 2, width: teamWidth, height: listHeight, in: &buffer)
        let scoreY = area.maxY - 3
        Controls.centered(
            "\(state.teamAName)  \(state.scoreA) : \(state.scoreB)  \(state.teamBName)", in: area, y: scoreY,
            style: .bold, buffer: &buffer)
        let clockLine = ["Clock", state.clock, state.clockStatus].compactMap(\.self).joined(separator: "  ")
        Controls.centered(clockLine, in: area, y: scoreY + 1, style: .bold, buffer: &buffer)
        if let message = state.clockMessage {
            Controls.centered(message, in: area, y: scoreY + 2, style: .notice, buffer: &buffer)
        }
        if let picker = state.timePicker {
            timeFields.draw(
                title: picker.title, minutes: (picker.minutesLabel, picker.minutes),
                seconds: (picker.secondsLabel, picker.seconds), problem: picker.problem, in: &buffer, area: area)
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
