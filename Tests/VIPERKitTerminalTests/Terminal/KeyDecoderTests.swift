import Testing
import VIPERKitTesting

@testable import VIPERKitTerminal

@Suite("Key decoding: the bytes a terminal sends become keys")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        KeyDecoder.keys(from: bytes).keys
    }

    private func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    @Test("typed text arrives as one character key per letter")
    func printableText() {
        #expect(keys("Bob 7!") == "Bob 7!".map { .character($0) })
    }

    @Test("accented letters and emoji arrive whole, with their combining marks")
    func unicodeText() {
        #expect(keys("é⚽️ß") == [.character("é"), .character("⚽️"), .character("ß")])
        #expect(keys("e\u{301}") == [.character("e\u{301}")])
    }

    @Test("Enter is CR, LF or CR LF; Tab, Backspace and Delete have their own keys")
    func editingKeys() {
        #expect(keys([0x0D]) == [.enter])
        #expect(keys([0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0A]) == [.enter])
        #expect(keys([0x09]) == [.tab])
        #expect(keys([0x7F]) == [.backspace])
        #expect(keys([0x08]) == [.backspace])
        #expect(keys("\u{1B}[3~") == [.delete])
        #expect(keys("\u{1B}[Z") == [.backTab])
    }

    @Test("control keys carry their letter; Ctrl-C is the interrupt key")
    func controlKeys() {
        #expect(keys([0x03]) == [.interrupt])
        #expect(keys([0x01, 0x15, 0x1A]) == [.control("a"), .control("u"), .control("z")])
    }

    @Test("a lone Escape byte is the Escape key, also before other keys")
    func escape() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
        #expect(keys([0x1B, UInt8(ascii: "x")]) == [.escape, .character("x")])
    }

    @Test("arrows in normal and application mode")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[1;5A") == [.up])
    }

    @Test("Home, End, PageUp, PageDown in their several spellings")
    func navigationKeys() {
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
        #expect(keys("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end])
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    }

    @Test("function keys F1 to F12")
    func functionKeys() {
        let sequences = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
            "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        ]
        #expect(keys(sequences.joined()) == (1...12).map { .function($0) })
    }

    @Test("unknown sequences and invalid bytes become .unknown, and decoding goes on")
    func unknownInput() {
        #expect(keys("\u{1B}[99~x") == [.unknown, .character("x")])
        #expect(keys([0xFF, 0xC0, UInt8(ascii: "a")]) == [.unknown, .unknown, .character("a")])
        #expect(keys("\u{1B}[?") == [.unknown])
        #expect(keys("\u{1B}O") == [.unknown])
        #expect(keys([0x1C, 0x1F]) == [.unknown, .unknown])
        #expect(keys([0xE2, 0x28, 0xA1]) == [.unknown])
    }

    @Test("a UTF-8 character split across two reads is decoded once complete")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("é".utf8)
        #expect(decoder.decode([UInt8(ascii: "a"), bytes[0]]) == [.character("a")])
        #expect(decoder.decode([bytes[1]]) == [.character("é")])
    }

    @Test("an arrow key cut between two reads is decoded once complete")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.decode(Array("[A".utf8)) == [.up])
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.decode(Array("5B".utf8)) == [.down])
        #expect(!decoder.hasPending)
    }

    @Test("a lone Escape at the end of a read waits; flushing it gives the Escape key")
    func flushEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([UInt8(ascii: "x"), 0x1B]) == [.character("x")])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
        #expect(decoder.decode([0x1B, UInt8(ascii: "O")]) == [])
        #expect(decoder.flush() == [.unknown])
    }

    @Test("a complete read with a cut UTF-8 character ends in .unknown")
    func cutCharacterInCompleteRead() {
        #expect(keys([UInt8(ascii: "a"), 0xC3]) == [.character("a"), .unknown])
    }

    @Test("random bytes never crash the decoder")
    func randomBytes() {
        var generator = SeededGenerator(seed: 42)
        var decoder = KeyDecoder()
        var decoded = 0
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            decoded += decoder.decode(bytes).count
        }
        #expect(decoded > 0)
    }
}
