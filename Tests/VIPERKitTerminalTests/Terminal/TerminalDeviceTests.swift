import Testing
import VIPERKitTesting

@testable import VIPERKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RealTerminalTests {
    @Suite("The live terminal on a pseudo-terminal: raw mode, keys, size, restore")
    @MainActor
    struct TerminalDeviceTests {
        @Test("start switches to raw mode and the alternate screen; stop puts everything back")
        func rawModeAndRestore() throws {
            let terminal = try #require(PseudoTerminal())
            let before = terminal.localModes
            let device = TerminalDevice(input: terminal.device, output: terminal.device)
            #expect(device.isInteractive)
            try device.start()
            #expect(terminal.localModes & tcflag_t(ECHO | ICANON | ISIG) == 0)
            #expect(terminal.readOutput().hasPrefix(ANSI.start))
            device.stop()
            #expect(terminal.localModes == before)
            #expect(terminal.readOutput() == ANSI.restore)
            device.stop()
            #expect(terminal.readOutput() == "")
        }

        @Test("typed bytes arrive as key events, a cut Escape after a short wait, end of input at the end")
        func keyEvents() async throws {
            let terminal = try #require(PseudoTerminal())
            let device = TerminalDevice(input: terminal.device, output: terminal.device)
            try device.start()
            defer { device.stop() }
            let (events, sink) = AsyncStream.makeStream(of: TerminalEvent.self)
            device.startEvents(into: sink)
            terminal.type(Array("a\u{1B}[A\u{3}".utf8))
            var received: [TerminalEvent] = []
            for await event in events {
                received.append(event)
                if event == .key(.interrupt) { break }
            }
            #expect(received == [.key(.character("a")), .key(.up), .key(.interrupt)])
            terminal.type([0x1B])
            for await event in events {
                #expect(event == .key(.escape))
                break
            }
        }

        @Test("the size comes from the terminal, and SIGWINCH reports the new one")
        func size() async throws {
            let terminal = try #require(PseudoTerminal())
            terminal.resize(width: 100, height: 30)
            let device = TerminalDevice(input: terminal.device, output: terminal.device)
            #expect(device.size == TerminalSize(width: 100, height: 30))
            let (events, sink) = AsyncStream.makeStream(of: TerminalEvent.self)
            device.startEvents(into: sink)
            defer { device.stop() }
            terminal.resize(width: 60, height: 20)
            kill(getpid(), SIGWINCH)
            for await event in events {
                #expect(event == .resize(TerminalSize(width: 60, height: 20)))
                break
            }
        }

        @Test("writing draws on the terminal")
        func write() throws {
            let terminal = try #require(PseudoTerminal())
            let device = TerminalDevice(input: terminal.device, output: terminal.device)
            device.write("héllo")
            #expect(terminal.readOutput() == "héllo")
        }

        @Test("something that is not a terminal is not interactive and has the standard size")
        func notATerminal() throws {
            var descriptors: [Int32] = [0, 0]
            try #require(pipe(&descriptors) == 0)
            defer {
                close(descriptors[0])
                close(descriptors[1])
            }
            let device = TerminalDevice(input: descriptors[0], output: descriptors[1])
            #expect(!device.isInteractive)
            #expect(device.size == .standard)
            #expect(throws: TerminalError.notATerminal) { try device.start() }
        }
    }
}
