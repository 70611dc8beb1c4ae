import Foundation

/// The numbers on a link's change stream (a live link's, a game's invite link's): the feed's own
/// sequence, which counts every account's changes, passed through a permutation keyed by the
/// link and a secret of this process. A link holder can still tell one change from the next, but
/// not how much changed elsewhere on the server in between, and two links' numbers do not match.
struct LinkNumbering: Sendable {
    private let secret: UInt64

    init(secret: UInt64 = .random(in: .min ... .max)) {
        self.secret = secret
    }

    /// The number `sequence` goes by on the stream of `link`.
    func number(of sequence: Int, onLink link: UUID) -> UInt64 {
        var (left, right) = Self.halves(UInt64(bitPattern: Int64(sequence)))
        for round in 0..<Self.rounds {
            (left, right) = (right, left ^ mix(right, round: round, link: link))
        }
        return UInt64(left) << 32 | UInt64(right)
    }

    /// The sequence that `number` stands for on the stream of `link`.
    func sequence(of number: UInt64, onLink link: UUID) -> Int {
        var (left, right) = Self.halves(number)
        for round in (0..<Self.rounds).reversed() {
            (left, right) = (right ^ mix(left, round: round, link: link), left)
        }
        return Int(Int64(bitPattern: UInt64(left) << 32 | UInt64(right)))
    }

    private static let rounds = 4

    private static func halves(_ value: UInt64) -> (UInt32, UInt32) {
        (UInt32(truncatingIfNeeded: value >> 32), UInt32(truncatingIfNeeded: value))
    }

    /// The Feistel network's round function: a hash of the half, the round, the link and the secret.
    private func mix(_ half: UInt32, round: Int, link: UUID) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(secret)
        hasher.combine(link)
        hasher.combine(round)
        hasher.combine(half)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }
}
