import Foundation
import Testing

@testable import FootballGatherServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Log lines on standard output: written in batches, whole and in order")
struct BatchedLineOutputTests {
    @Test("A line that cannot wait is written at once, after every line kept before it")
    func urgentLineWritesTheKeptOnes() throws {
        try withFile { output, contents in
            write("GET /a 200\n", to: output, canWait: true)
            write("GET /b 200\n", to: output, canWait: true)
            write("The database did not answer\n", to: output, canWait: false)
            let written = try contents()
            #expect(written == "GET /a 200\nGET /b 200\nThe database did not answer\n")
        }
    }

    @Test("A kept line is written by the output's own thread, with nobody flushing")
    func keptLineWrittenSoon() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let output = BatchedLineOutput(descriptor: ends[1])
        defer { output.stop() }
        write("GET /a 200\n", to: output, canWait: true)
        var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 10_000) == 1, "the line arrives within the delay, not after 10 s")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "GET /a 200\n")
    }

    @Test("Lines kept past the most the output keeps are written at once")
    func fullBufferWritten() throws {
        try withFile { output, contents in
            let long = String(repeating: "x", count: BatchedLineOutput.mostKept) + "\n"
            write("GET /a 200\n", to: output, canWait: true)
            write(long, to: output, canWait: true)
            let written = try contents()
            #expect(written == "GET /a 200\n" + long)
        }
    }

    @Test("Many threads' lines arrive whole, each once, each thread's in its order")
    func linesFromManyThreads() throws {
        try withFile { output, contents in
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for line in 0..<500 {
                    write("thread \(thread) line \(line)\n", to: output, canWait: line % 100 != 99)
                }
            }
            output.flush()
            let lines = try contents().split(separator: "\n")
            #expect(lines.count == 2000)
            for thread in 0..<4 {
                let own = lines.filter { $0.hasPrefix("thread \(thread) ") }.map(String.init)
                #expect(own == (0..<500).map { "thread \(thread) line \($0)" })
            }
        }
    }

    private func write(_ line: String, to output: BatchedLineOutput, canWait: Bool) {
        Array(line.utf8).withUnsafeBytes { output.write($0, canWait: canWait) }
    }

    /// Runs `test` with an output writing to a new file, and a way to read that file.
    private func withFile(_ test: (BatchedLineOutput, () throws -> String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        let output = BatchedLineOutput(descriptor: descriptor)
        defer {
            output.stop()
            close(descriptor)
            try? FileManager.default.removeItem(at: url)
        }
        try test(output) { try String(contentsOf: url, encoding: .utf8) }
    }
}
