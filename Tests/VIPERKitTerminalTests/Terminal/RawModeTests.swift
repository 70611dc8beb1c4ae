import Testing

@testable import VIPERKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Raw mode: keys arrive unechoed and one by one")
struct RawModeTests {
    @Test("raw attributes turn off echo, line editing, signal keys, flow control and CR translation")
    func rawAttributes() {
        var cooked = termios()
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST)
        let raw = RawMode.rawAttributes(from: cooked)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
        #expect(raw.c_oflag == tcflag_t(OPOST))
        let controlCharacters = withUnsafeBytes(of: raw.c_cc) { [$0[Int(VMIN)], $0[Int(VTIME)]] }
        #expect(controlCharacters == [1, 0])
    }

    @Test("enabling raw mode on something that is not a terminal fails without changing anything")
    func notATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(throws: TerminalError.notATerminal) { try RawMode.enable(fileDescriptor: descriptors[0]) }
    }
}
