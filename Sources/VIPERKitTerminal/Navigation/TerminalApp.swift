/// Runs a VIPERKit app in the terminal: the sequence every app's loader needs, kept in one place.
@MainActor
public enum TerminalApp {
    /// Takes over `device` (raw mode, alternate screen), lets `start` put the first screen in a
    /// navigator titled `appName`, handles keys and resizes until the user quits, then restores
    /// the terminal.
    /// - Parameters:
    ///   - device: the terminal to run in.
    ///   - appName: shown in the title bar before each screen's title.
    ///   - environment: decides colours (`TERM`, `NO_COLOR`).
    ///   - start: sets the navigator's first screen (it may start a task that does so).
    /// - Throws: when the terminal cannot be switched to raw mode; nothing was changed then.
    public static func run(
        on device: TerminalDevice, appName: String, environment: [String: String],
        start: (TerminalNavigator) -> Void
    ) async throws {
        try device.start()
        defer { device.stop() }
        let navigator = TerminalNavigator(appName: appName)
        let runLoop = TerminalRunLoop(
            navigator: navigator, size: device.size, capabilities: .from(environment: environment),
            write: { device.write($0) })
        device.startEvents(into: runLoop.eventSink)
        start(navigator)
        await runLoop.run()
    }
}
