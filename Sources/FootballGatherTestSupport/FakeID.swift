import Foundation

extension UUID {
    /// A predictable id for test data: `0000000<kind>-0000-0000-0000-<number, 12 digits>`.
    ///
    /// - Parameters:
    ///   - number: 0...999_999_999_999.
    ///   - kind: one hex digit telling apart kinds of ids (1 players, 2 users), so they never collide.
    public init(fake number: Int, kind: Int) {
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        self = UUID(uuidString: "0000000\(String(kind, radix: 16))-0000-0000-0000-\(padded)") ?? UUID()
    }
}
