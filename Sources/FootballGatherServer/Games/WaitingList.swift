import FootballGatherAPI
import Foundation

/// One person's place in a game, as the waiting-list rules see it.
struct GameSeat: Sendable, Equatable {
    var id: UUID
    var standing: GameStanding
    /// When their In arrived, in the order the server received answers (lower first); `nil`
    /// unless in or waiting.
    var sequence: Int64?
}

/// Who is in and who waits: the first `capacity` to answer In are in, the rest wait in the order
/// their answers arrived, and a place that frees up goes to the first waiting at once. The
/// organiser may move anyone in by hand, past the capacity.
struct WaitingList: Sendable, Equatable {
    private(set) var capacity: Int
    private(set) var seats: [GameSeat]
    /// The sequence the next In gets.
    private(set) var nextSequence: Int64

    init(capacity: Int, seats: [GameSeat], nextSequence: Int64) {
        self.capacity = capacity
        self.seats = seats
        self.nextSequence = nextSequence
    }

    /// How many are in.
    var inCount: Int { seats.count { $0.standing == .in } }

    /// A player's own answer. In keeps the place of someone already in or waiting; Out and Maybe
    /// give it up, and a place freed goes to the first waiting.
    mutating func answer(_ answer: GameAnswer, by id: UUID) {
        guard let index = seats.firstIndex(where: { $0.id == id }) else { return }
        switch answer {
        case .in:
            guard seats[index].standing != .in, seats[index].standing != .waiting else { return }
            seats[index].sequence = takeSequence()
            seats[index].standing = inCount < capacity ? .in : .waiting
        case .out: leave(index, for: .out)
        case .maybe: leave(index, for: .maybe)
        }
    }

    /// The organiser's move: in (even past the capacity), to the end of the waiting list, or
    /// out, maybe or unanswered, which free a place for the first waiting.
    mutating func move(_ id: UUID, to standing: GameStanding) {
        guard let index = seats.firstIndex(where: { $0.id == id }), seats[index].standing != standing else { return }
        switch standing {
        case .in:
            if seats[index].sequence == nil { seats[index].sequence = takeSequence() }
            seats[index].standing = .in
        case .waiting:
            seats[index].sequence = takeSequence()
            seats[index].standing = .waiting
            promote()
        case .out, .maybe, .unanswered:
            leave(index, for: standing)
        }
    }

    /// A new capacity: past it, the last to answer In go back to the waiting list, in order (ahead
    /// of those who answered after them); below it, the first waiting move in.
    mutating func setCapacity(_ newCapacity: Int) {
        capacity = newCapacity
        while inCount > capacity {
            let last = seats.indices.filter { seats[$0].standing == .in }
                .max { (seats[$0].sequence ?? 0) < (seats[$1].sequence ?? 0) }
            guard let last else { break }
            seats[last].standing = .waiting
        }
        promote()
    }

    /// Adds a person who has not answered yet.
    mutating func add(_ id: UUID) {
        seats.append(GameSeat(id: id, standing: .unanswered, sequence: nil))
    }

    /// The 1-based position of `id` on the waiting list; `nil` unless waiting.
    func waitingPosition(of id: UUID) -> Int? {
        waiting.firstIndex { $0.id == id }.map { $0 + 1 }
    }

    /// Those waiting, first first.
    var waiting: [GameSeat] {
        seats.filter { $0.standing == .waiting }.sorted { ($0.sequence ?? 0) < ($1.sequence ?? 0) }
    }

    private mutating func leave(_ index: Int, for standing: GameStanding) {
        seats[index].standing = standing
        seats[index].sequence = nil
        promote()
    }

    private mutating func promote() {
        while inCount < capacity, let first = waiting.first, let index = seats.firstIndex(where: { $0.id == first.id })
        {
            seats[index].standing = .in
        }
    }

    private mutating func takeSequence() -> Int64 {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
