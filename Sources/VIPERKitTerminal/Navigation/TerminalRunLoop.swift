/// The app's main loop on the main actor: takes events one by one, gives keys to the
/// navigator, and draws the screen again after every change (one frame per burst of changes).
@MainActor
public final class TerminalRunLoop {
    private let navigator: TerminalNavigator
    private let write: (String) -> Void
    private var frames: FrameWriter
    private var size: TerminalSize
    private let events: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private var isRedrawScheduled = false

    /// - Parameters:
    ///   - navigator: the screens to show.
    ///   - size: the terminal's size at start.
    ///   - capabilities: colours and attributes the terminal shows.
    ///   - write: writes text to the terminal.
    public init(
        navigator: TerminalNavigator, size: TerminalSize, capabilities: TerminalCapabilities,
        write: @escaping (String) -> Void
    ) {
        self.navigator = navigator
        self.size = size
        self.write = write
        frames = FrameWriter(capabilities: capabilities)
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        navigator.onNeedsDisplay = { [weak self] in self?.scheduleRedraw() }
        navigator.onQuit = { [continuation] in continuation.yield(.quit) }
    }

    /// Where key presses, resizes, end of input and requests to quit are sent.
    public var eventSink: AsyncStream<TerminalEvent>.Continuation { continuation }

    /// Draws the screen, then handles events until the user quits or input ends.
    public func run() async {
        draw()
        for await event in events {
            switch event {
            case .key(let key):
                if navigator.handle(key) == .quit { return }
                scheduleRedraw()
            case .resize(let newSize):
                size = newSize
                frames.invalidate()
                draw()
            case .redraw:
                isRedrawScheduled = false
                draw()
            case .endOfInput, .quit:
                return
            }
        }
    }

    /// Asks for one redraw after the events already waiting.
    private func scheduleRedraw() {
        guard !isRedrawScheduled else { return }
        isRedrawScheduled = true
        continuation.yield(.redraw)
    }

    private func draw() {
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        navigator.draw(in: &buffer)
        let output = frames.update(to: buffer)
        if !output.isEmpty { write(output) }
    }
}
