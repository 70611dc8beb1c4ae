import Foundation
import Testing
import VIPERKit

/// Reads held until the test answers them, counted by key: an answer with no read held waits for
/// the next read of its key.
private actor HeldReads {
    private var answers: [String: [Result<String, URLError>]] = [:]
    private var held: [String: CheckedContinuation<Result<String, URLError>, Never>] = [:]
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var counts: [String: Int] = [:]

    func read(_ key: String) async throws -> String {
        counts[key, default: 0] += 1
        for waiter in waiters { waiter.resume() }
        waiters = []
        if let answer = answers[key]?.first {
            answers[key]?.removeFirst()
            return try answer.get()
        }
        return try await withCheckedContinuation { held[key] = $0 }.get()
    }

    func answer(_ key: String, with answer: Result<String, URLError>) {
        if let read = held.removeValue(forKey: key) {
            read.resume(returning: answer)
        } else {
            answers[key, default: []].append(answer)
        }
    }

    /// Returns once `key` was read `times` times.
    func waitUntilRead(_ key: String, times: Int) async {
        while counts[key, default: 0] < times {
            await withCheckedContinuation { waiters.append($0) }
        }
    }
}

@Suite("Shared reads: callers asking for one key at once share one read, never an older one")
struct SharedReadsTests {
    /// Starts `callers` reads of `key` in `group`, through `reads`, each reading from `held`.
    private static func start(
        _ callers: Int, of key: String, from held: HeldReads, through reads: SharedReads<String, String>,
        in group: inout ThrowingTaskGroup<String, any Error>
    ) {
        for _ in 0..<callers {
            group.addTask { try await reads.value(for: key) { try await held.read(key) } }
        }
    }

    @Test("Ten callers asking while a read runs make one read between them, started after they asked")
    func oneRead() async throws {
        let held = HeldReads()
        let reads = SharedReads<String, String>()
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            Self.start(1, of: "match", from: held, through: reads, in: &group)
            await held.waitUntilRead("match", times: 1)
            Self.start(10, of: "match", from: held, through: reads, in: &group)
            await reads.waitUntil { $0 == SharedReads.Tally(made: 2, shared: 9) }
            await held.answer("match", with: .success("1:0"))
            await held.answer("match", with: .success("2:0"))
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values.sorted() == ["1:0"] + Array(repeating: "2:0", count: 10))
        #expect(await held.counts == ["match": 2])
    }

    @Test("The shared read's error reaches every caller that shared it")
    func sharedError() async throws {
        let held = HeldReads()
        let reads = SharedReads<String, String>()
        let errors = await withThrowingTaskGroup(of: String.self) { group in
            Self.start(1, of: "match", from: held, through: reads, in: &group)
            await held.waitUntilRead("match", times: 1)
            Self.start(5, of: "match", from: held, through: reads, in: &group)
            await reads.waitUntil { $0.shared == 4 }
            await held.answer("match", with: .failure(URLError(.timedOut)))
            await held.answer("match", with: .failure(URLError(.notConnectedToInternet)))
            var errors: [URLError.Code] = []
            while let next = await group.nextResult() {
                if case .failure(let error as URLError) = next { errors.append(error.code) }
            }
            return errors
        }
        #expect(errors.filter { $0 == .timedOut }.count == 1)
        #expect(errors.filter { $0 == .notConnectedToInternet }.count == 5)
        #expect(await held.counts == ["match": 2])
    }

    @Test("A caller asking after the shared read ended starts a read of its own")
    func newReadAfterEnd() async throws {
        let held = HeldReads()
        let reads = SharedReads<String, String>()
        await held.answer("match", with: .success("1:0"))
        #expect(try await reads.value(for: "match") { try await held.read("match") } == "1:0")
        await held.answer("match", with: .success("2:0"))
        #expect(try await reads.value(for: "match") { try await held.read("match") } == "2:0")
        #expect(await held.counts == ["match": 2])
        #expect(await reads.tally == SharedReads.Tally(made: 2, shared: 0))
    }

    @Test("Reads of two keys at once are two reads, each with its own value")
    func keysApart() async throws {
        let held = HeldReads()
        let reads = SharedReads<String, String>()
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            Self.start(1, of: "first", from: held, through: reads, in: &group)
            Self.start(1, of: "second", from: held, through: reads, in: &group)
            await held.waitUntilRead("first", times: 1)
            await held.waitUntilRead("second", times: 1)
            await held.answer("first", with: .success("1:0"))
            await held.answer("second", with: .success("0:2"))
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values.sorted() == ["0:2", "1:0"])
        #expect(await held.counts == ["first": 1, "second": 1])
    }
}
