import Foundation
import Testing

@testable import FootballGather

@Suite("Server-Sent Events parser: the WHATWG rules, whatever the chunks")
struct ServerSentEventParserTests {
    typealias Item = ServerSentEventParser.Item

    /// A stream as the server writes it, with every kind of line, and what it must produce.
    static let sample = Array(
        ("\u{FEFF}retry: 2000\n\n: still here\n\nid: 3fa2c1d0-42\nevent: change\n"
            + "data: {\"topic\":\"gather/é\",\"version\":42}\n\nid: 3fa2c1d0-43\nevent: missed\ndata: {}\n\n"
            + "data:first\r\ndata:  second\r\rdata\n\n: tail").utf8)
    static let sampleItems: [Item] = [
        .retry(.milliseconds(2000)),
        .event(
            ServerSentEvent(
                type: "change", data: "{\"topic\":\"gather/é\",\"version\":42}", lastEventID: "3fa2c1d0-42")),
        .event(ServerSentEvent(type: "missed", data: "{}", lastEventID: "3fa2c1d0-43")),
        .event(ServerSentEvent(data: "first\n second", lastEventID: "3fa2c1d0-43")),
        .event(ServerSentEvent(data: "", lastEventID: "3fa2c1d0-43")),
    ]

    /// Everything `chunks` produce, fed one after the other to one parser.
    private func parse(_ chunks: [[UInt8]]) throws -> [Item] {
        var parser = ServerSentEventParser()
        return try chunks.flatMap { try parser.feed($0) }
    }

    private func parse(_ text: String) throws -> [Item] {
        try parse([Array(text.utf8)])
    }

    @Test("The sample gives the same items split in two at every byte, and fed byte by byte")
    func everySplit() throws {
        #expect(try parse([Self.sample]) == Self.sampleItems)
        for cut in 0...Self.sample.count {
            let items = try parse([Array(Self.sample[..<cut]), Array(Self.sample[cut...])])
            #expect(items == Self.sampleItems, "split at byte \(cut)")
        }
        #expect(try parse(Self.sample.map { [$0] }) == Self.sampleItems)
    }

    @Test(
        "Lines end with LF, CRLF or CR; a CRLF split between chunks counts once",
        arguments: [
            (["data: a\n\n"], ["a"]),
            (["data: a\r\n\r\n"], ["a"]),
            (["data: a\r\r"], ["a"]),
            (["data: a\r", "\n", "\r", "\n"], ["a"]),
            (["data: a\r", "\ndata: b\r\n", "\r\n"], ["a\nb"]),
            (["data: a\n\r\n\rdata: b\n\n"], ["a", "b"]),
        ])
    func lineEnds(chunks: [String], data: [String]) throws {
        let items = try parse(chunks.map { Array($0.utf8) })
        #expect(items == data.map { .event(ServerSentEvent(data: $0)) })
    }

    @Test(
        "Fields: one space after the colon is dropped, comments and unknown fields are ignored",
        arguments: [
            ("data:a\n\n", ServerSentEvent(data: "a")),
            ("data:  a \n\n", ServerSentEvent(data: " a ")),
            ("data\n\n", ServerSentEvent(data: "")),
            (": comment\ndata: a\n:another\n\n", ServerSentEvent(data: "a")),
            ("colour: red\ndata: a\n\n", ServerSentEvent(data: "a")),
            ("event: change\nevent: missed\ndata: a\n\n", ServerSentEvent(type: "missed", data: "a")),
            ("event:\ndata: a\n\n", ServerSentEvent(data: "a")),
            ("data: a:b: c\n\n", ServerSentEvent(data: "a:b: c")),
            ("data: one\ndata:\ndata: three\n\n", ServerSentEvent(data: "one\n\nthree")),
            ("id: 7\ndata: a\n\n", ServerSentEvent(data: "a", lastEventID: "7")),
            ("id: 7\nid: 8\u{0}9\ndata: a\n\n", ServerSentEvent(data: "a", lastEventID: "7")),
        ])
    func fields(text: String, event: ServerSentEvent) throws {
        #expect(try parse(text) == [.event(event)])
    }

    @Test("Nothing is dispatched without data; an id still counts for the next event and the next connection")
    func idWithoutData() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.feed(Array("id: 9\nevent: change\n\n".utf8)) == [])
        #expect(parser.lastEventID == "9")
        #expect(try parser.feed(Array("data: a\n\n".utf8)) == [.event(ServerSentEvent(data: "a", lastEventID: "9"))])
        #expect(try parser.feed(Array("id\ndata: b\n\n".utf8)) == [.event(ServerSentEvent(data: "b"))])
        var resumed = ServerSentEventParser(lastEventID: "e-5")
        #expect(try resumed.feed(Array("data: c\n\n".utf8)) == [.event(ServerSentEvent(data: "c", lastEventID: "e-5"))])
    }

    @Test("An event without its blank line is not dispatched")
    func unfinishedEvent() throws {
        #expect(try parse("data: a\ndata: b\n") == [])
        #expect(try parse("data: a") == [])
    }

    @Test("retry takes ASCII digits only")
    func retry() throws {
        #expect(try parse("retry: 1500\nretry: 15x\nretry:\nretry: -1\nretry:  20\n") == [.retry(.milliseconds(1500))])
    }

    @Test("A leading byte order mark is skipped, once, even split; a later one or a partial one is text")
    func byteOrderMark() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let event = Array("data: a\n\n".utf8)
        #expect(try parse([mark + event]) == [.event(ServerSentEvent(data: "a"))])
        #expect(try parse([[0xEF], [0xBB], [0xBF] + event]) == [.event(ServerSentEvent(data: "a"))])
        #expect(try parse([mark + mark + event]) == [])
        // Later, the mark is part of the field's name, which is then unknown.
        #expect(try parse([mark + event + mark + event]) == [.event(ServerSentEvent(data: "a"))])
        // Two bytes of it then a colon: a field with an unknown name, and the next line still counts.
        let partial = try parse([[0xEF, 0xBB] + Array(":x\ndata: b\n\n".utf8)])
        #expect(partial == [.event(ServerSentEvent(data: "b"))])
    }

    @Test("Multi-byte characters split between chunks arrive whole; invalid UTF-8 reads as U+FFFD")
    func utf8() throws {
        let bytes = Array("data: ⚽ é 𝔸\n\n".utf8)
        for cut in 0...bytes.count {
            #expect(
                try parse([Array(bytes[..<cut]), Array(bytes[cut...])]) == [.event(ServerSentEvent(data: "⚽ é 𝔸"))])
        }
        #expect(
            try parse([Array("data: a".utf8) + [0xFF] + Array("\n\n".utf8)]) == [
                .event(ServerSentEvent(data: "a\u{FFFD}"))
            ])
    }

    @Test("A line or an event longer than the limit ends the stream; one at the limit is read")
    func limits() throws {
        var parser = ServerSentEventParser(maximumLength: 16)
        #expect(try parser.feed(Array("data: 1234567890\n\n".utf8)) == [.event(ServerSentEvent(data: "1234567890"))])
        #expect(throws: ServerSentEventParser.Overflow()) { try parser.feed(Array("data: 12345678901".utf8)) }
        var comments = ServerSentEventParser(maximumLength: 16)
        #expect(throws: ServerSentEventParser.Overflow()) {
            for _ in 0..<10 { _ = try comments.feed(Array(": 12345".utf8)) }
        }
        var many = ServerSentEventParser(maximumLength: 16)
        #expect(throws: ServerSentEventParser.Overflow()) {
            for _ in 0..<10 { _ = try many.feed(Array("data: 12345\n".utf8)) }
        }
        var standard = ServerSentEventParser()
        #expect(throws: ServerSentEventParser.Overflow()) {
            _ = try standard.feed([UInt8](repeating: UInt8(ascii: "x"), count: 65_537))
        }
    }
}
