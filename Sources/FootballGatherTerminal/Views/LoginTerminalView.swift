import FootballGather
import VIPERKit
import VIPERKitTerminal

/// The Login screen: username and password fields, the "Remember me" switch, Log in and Register.
@MainActor
final class LoginTerminalView: ModuleTerminalView<LoginViewState, any LoginPresenting>, LoginView {
    /// The control that receives typed keys.
    enum Focus: Int, CaseIterable {
        case username, password, rememberMe, login, register
    }

    private(set) var focus = Focus.username
    private var usernameField = TextField()
    private var passwordField = TextField(isSecure: true)

    override var quitsOnQ: Bool { false }

    override func stateDidChange() {
        usernameField.setText(state.username)
        passwordField.setText(state.password)
    }

    override var keyBindings: [KeyBinding] {
        [
            KeyBinding([.tab, .down, .backTab, .up], hint: KeyHint("Tab", "Next field")) { [weak self] key in
                self?.moveFocus(by: key == .tab || key == .down ? 1 : -1)
            },
            KeyBinding([.character(" ")], hint: KeyHint("Space", "Switch"), isEnabled: focus == .rememberMe) {
                [weak self] in
                guard let self else { return }
                presenter?.switchDidChange(.rememberMe, isOn: !state.rememberMe)
            },
            bind([.enter], "Enter", to: focus == .register ? .register : .login),
        ]
    }

    override func handleTyping(_ key: Key) -> KeyHandling {
        edit(with: key)
    }

    private func moveFocus(by offset: Int) {
        let count = Focus.allCases.count
        focus = Focus(rawValue: (focus.rawValue + offset + count) % count) ?? .username
    }

    private func edit(with key: Key) -> KeyHandling {
        switch focus {
        case .username:
            guard usernameField.handle(key) != .ignored else { return .ignored }
            if usernameField.text != state.username { presenter?.fieldDidChange(.username, to: usernameField.text) }
        case .password:
            guard passwordField.handle(key) != .ignored else { return .ignored }
            if passwordField.text != state.password { presenter?.fieldDidChange(.password, to: passwordField.text) }
        case .rememberMe, .login, .register:
            return .ignored
        }
        return .handled
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let formWidth = min(56, area.width - 4)
        let x = area.x + (area.width - formWidth) / 2
        var y = area.y + 1
        Controls.centered("Football Gather", in: area, y: y, style: .accent, buffer: &buffer)
        y += 1
        Controls.centered(
            state.lead, in: area, y: y, style: .dim, buffer: &buffer)
        y += 2
        if let notice = state.notice {
            y += Controls.paragraph(notice, x: x, y: y, width: formWidth, maxRows: 2, style: .notice, in: &buffer) + 1
        }
        let fieldX = x + 12
        let fieldWidth = formWidth - 12
        Controls.cursorMarker(isFocused: focus == .username, x: x, y: y, in: &buffer)
        buffer.write(state.usernameLabel, x: x + 2, y: y, style: focus == .username ? .bold : .plain)
        usernameField.draw(in: &buffer, x: fieldX, y: y, width: fieldWidth, isFocused: focus == .username)
        y += 2
        Controls.cursorMarker(isFocused: focus == .password, x: x, y: y, in: &buffer)
        buffer.write(state.passwordLabel, x: x + 2, y: y, style: focus == .password ? .bold : .plain)
        passwordField.draw(in: &buffer, x: fieldX, y: y, width: fieldWidth, isFocused: focus == .password)
        y += 2
        Controls.cursorMarker(isFocused: focus == .rememberMe, x: x, y: y, in: &buffer)
        Controls.checkbox(
            state.rememberMeLabel, isOn: state.rememberMe, x: fieldX, y: y, isFocused: focus == .rememberMe, in: &buffer
        )
        y += 2
        var buttonX = fieldX
        for (action, focusing) in zip(state.actions, [Focus.login, .register]) {
            buttonX += Controls.button(action.title, x: buttonX, y: y, isFocused: focus == focusing, in: &buffer) + 2
        }
    }
}
