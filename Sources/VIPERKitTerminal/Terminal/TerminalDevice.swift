import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode on standard input, drawing on standard output, key presses
/// and size changes delivered as ``TerminalEvent`` values on the main queue.
@MainActor
public final class TerminalDevice {
    private let input: Int32
    private let output: Int32
    private var decoder = KeyDecoder()
    private var flushGeneration = 0
    private var readSource: (any DispatchSourceRead)?
    private var resizeSource: (any DispatchSourceRead)?

    /// The terminal open on `input` (keys) and `output` (drawing).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both the input and the output are terminals.
    public var isInteractive: Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The terminal's size, 80×24 when it does not say.
    public var size: TerminalSize {
        TerminalSize.current(fileDescriptor: output) ?? TerminalSize.current(fileDescriptor: input) ?? .standard
    }

    /// Switches to raw mode and the alternate screen.
    /// - Throws: ``TerminalError`` when the terminal cannot be set up.
    public func start() throws {
        try RawMode.enable(fileDescriptor: input, output: output)
        write(ANSI.start)
    }

    /// Leaves the alternate screen and restores the terminal's settings; safe to call twice.
    public func stop() {
        readSource?.cancel()
        resizeSource?.cancel()
        readSource = nil
        resizeSource = nil
        RawMode.restore()
    }

    /// Starts delivering key presses, size changes and end of input to `events`.
    public func startEvents(into events: AsyncStream<TerminalEvent>.Continuation) {
        let readSource = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
        readSource.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readAvailableInput(into: events) }
        }
        readSource.resume()
        self.readSource = readSource

        guard let resizeInput = ResizeSignal.fileDescriptor() else { return }
        let resizeSource = DispatchSource.makeReadSource(fileDescriptor: resizeInput, queue: .main)
        resizeSource.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, ResizeSignal.drain() else { return }
                events.yield(.resize(self.size))
            }
        }
        resizeSource.resume()
        self.resizeSource = resizeSource
    }

    private func readAvailableInput(into events: AsyncStream<TerminalEvent>.Continuation) {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
            for key in decoder.decode(Array(buffer[0..<count])) { events.yield(.key(key)) }
            if decoder.hasPending { flushSoon(into: events) }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            readSource?.cancel()
            readSource = nil
            events.yield(.endOfInput)
        }
    }

    /// Decodes the bytes of a cut sequence as they are when no more bytes come within 30 ms:
    /// a lone ESC is then the Escape key rather than the start of an arrow key.
    private func flushSoon(into events: AsyncStream<TerminalEvent>.Continuation) {
        flushGeneration += 1
        let generation = flushGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.flushGeneration == generation else { return }
                for key in self.decoder.flush() { events.yield(.key(key)) }
            }
        }
    }

    /// Writes `text` to the terminal, retrying partial writes.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeToFile(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)`, named apart from ``TerminalDevice/write(_:)``.
private func writeToFile(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
