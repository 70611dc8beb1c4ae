/// Locks named by strings, spread over a fixed number of stripes: names on one stripe wait for
/// each other, names on different stripes do not, and the memory stays the same whatever the names.
struct LockStripes: Sendable {
    /// How many stripes there are.
    static let count = 64

    private let locks = (0..<Self.count).map { _ in AsyncSerialLock() }

    /// The stripe of `name`, the same in every process (FNV-1a of its UTF-8 bytes).
    static func stripe(of name: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(count))
    }

    /// The stripes of `names`, each once, in ascending order: the order every caller takes them
    /// in, so two callers never wait for each other in a cycle.
    static func stripes(of names: [String]) -> [Int] {
        Set(names.map(stripe(of:))).sorted()
    }

    /// Runs `body` holding the stripes of `names`.
    func run<T: Sendable>(holding names: [String], _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await run(stripes: Self.stripes(of: names)[...], body)
    }

    private func run<T: Sendable>(stripes: ArraySlice<Int>, _ body: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        guard let first = stripes.first else { return try await body() }
        return try await locks[first].run { try await self.run(stripes: stripes.dropFirst(), body) }
    }
}
