import Foundation
import Testing

@testable import FootballGatherTerminal

@Suite("Log redirect: stray output goes to the log file while the screen is drawn")
struct StandardErrorRedirectTests {
    @Test("What is written while redirected lands in the log; after restore it goes where it went before")
    func redirectAndRestore() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("fg-redirect-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }

        let redirect = try #require(StandardErrorRedirect(toFileAt: log.path, descriptor: ends[1]))
        write(ends[1], "while drawing\n")
        redirect.restore()
        write(ends[1], "after\n")

        #expect(try String(contentsOf: log, encoding: .utf8) == "while drawing\n")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "after\n")
    }

    @Test("A log file that cannot be opened leaves the descriptor alone")
    func unopenableLog() {
        #expect(StandardErrorRedirect(toFileAt: "/dev/null/log", descriptor: STDERR_FILENO) == nil)
    }

    private func write(_ descriptor: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    }
}
