import Foundation
import Testing

@testable import FootballGather

@Suite("HTTP/1.1 answers read as they arrive, for the change stream's socket")
struct HTTPBodyReaderTests {
    static let chunked = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "d\r\nretry: 2000\n\n\r\n5;x=1\r\n: hi\n\r\n0\r\n\r\n").utf8)

    /// The head and the body bytes joined, and whether the answer ended, for `chunks` fed in order.
    private func read(_ chunks: [ArraySlice<UInt8>]) throws -> (head: StreamedHTTPPart?, body: String, isComplete: Bool)
    {
        var reader = HTTPBodyReader()
        var head: StreamedHTTPPart?
        var body = Data()
        for chunk in chunks {
            for part in try reader.read(chunk) {
                if case .bytes(let bytes) = part { body += bytes } else { head = part }
            }
        }
        return (head, String(decoding: body, as: UTF8.self), reader.isComplete)
    }

    @Test("A chunked answer gives the same head and body split in two at every byte")
    func chunkedSplits() throws {
        let expectedHead = StreamedHTTPPart.head(
            status: 200, headers: ["content-type": "text/event-stream", "transfer-encoding": "chunked"])
        for cut in 0...Self.chunked.count {
            let result = try read([Self.chunked[..<cut], Self.chunked[cut...]])
            #expect(result.head == expectedHead, "split at \(cut)")
            #expect(result.body == "retry: 2000\n\n: hi\n", "split at \(cut)")
            #expect(result.isComplete, "split at \(cut)")
        }
    }

    @Test("A sized answer ends after its length; one without framing ends with the connection")
    func framing() throws {
        let sized = Array("HTTP/1.1 401 Unauthorized\r\nContent-Length: 2\r\n\r\n{}".utf8)
        let result = try read([sized[...]])
        #expect(result.head == .head(status: 401, headers: ["content-length": "2"]))
        #expect(result.body == "{}")
        #expect(result.isComplete)
        var open = HTTPBodyReader()
        _ = try open.read(Array("HTTP/1.1 200 OK\r\n\r\nabc".utf8)[...])
        #expect(!open.isComplete)
        try open.finish()
    }

    @Test("A cut-off or malformed answer is an error")
    func errors() throws {
        var cut = HTTPBodyReader()
        _ = try cut.read(Self.chunked.prefix(Self.chunked.count - 5))
        #expect(throws: URLError.self) { try cut.finish() }
        var garbage = HTTPBodyReader()
        #expect(throws: URLError.self) { _ = try garbage.read(Array("SSH-2.0\r\n\r\n".utf8)[...]) }
        var badSize = HTTPBodyReader()
        #expect(throws: URLError.self) {
            _ = try badSize.read(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8)[...])
        }
        for length in ["-5", "five", ""] {
            var badLength = HTTPBodyReader()
            #expect(throws: URLError.self, "Content-Length: \(length)") {
                _ = try badLength.read(Array("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\nbody".utf8)[...])
            }
        }
        var endless = HTTPBodyReader()
        #expect(throws: URLError.self) {
            _ = try endless.read([UInt8](repeating: UInt8(ascii: "x"), count: HTTPBodyReader.maximumHead + 1)[...])
        }
    }
}
