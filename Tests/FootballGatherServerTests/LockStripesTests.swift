import Testing

@testable import FootballGatherServer

@Suite("Lock stripes: one name at a time, other names meanwhile")
struct LockStripesTests {
    @Test("A name's stripe is the same in every process; a step takes its stripes once each, in ascending order")
    func stripes() {
        #expect(LockStripes.stripe(of: "") == Int(0xCBF2_9CE4_8422_2325 % UInt64(LockStripes.count)))
        #expect(LockStripes.stripe(of: "alice") == LockStripes.stripe(of: "alice"))
        let names = (0..<200).map { "name-\($0)" }
        let stripes = LockStripes.stripes(of: names + names)
        #expect(stripes == Array(Set(names.map(LockStripes.stripe(of:)))).sorted())
        #expect(stripes.count > 32)
    }

    @Test("Steps for one name run one at a time; a step for a name on another stripe runs while it waits")
    func exclusion() async throws {
        let locks = LockStripes()
        let names = (0..<100).map { "client-\($0)" }
        let first = names[0]
        let other = try #require(names.first { LockStripes.stripe(of: $0) != LockStripes.stripe(of: first) })
        let (release, releaser) = AsyncStream.makeStream(of: Void.self)
        let log = Log()

        let holder = Task {
            try await locks.run(holding: [first]) {
                await log.append("first starts")
                for await _ in release { break }
                await log.append("first ends")
            }
        }
        while await log.entries.isEmpty { await Task.yield() }
        let second = Task { try await locks.run(holding: [first]) { await log.append("second") } }
        try await locks.run(holding: [other]) { await log.append("other") }
        releaser.yield()
        try await holder.value
        try await second.value

        #expect(await log.entries == ["first starts", "other", "first ends", "second"])
    }

    private actor Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }
}
