/// The differences between two lists of lines: the runs of lines that differ, found from a longest common
/// subsequence with Myers' O(ND) algorithm (the one `diff` and `git diff` use).
///
/// ```swift
/// let diff = LineDiff(old: ["a\n", "b\n", "c\n"], new: ["a\n", "B\n", "c\n", "d\n"])
/// diff.hunks  // [Hunk(old: 1..<2, new: 1..<2), Hunk(old: 3..<3, new: 3..<4)]
/// ```
public struct LineDiff: Equatable, Sendable {
    /// A run of lines that differ: `old`'s lines in `old` were replaced by `new`'s lines in `new` (either range may
    /// be empty: an insertion or a deletion).
    public struct Hunk: Equatable, Sendable {
        /// The replaced lines' indices in the old list.
        public var old: Range<Int>
        /// The replacing lines' indices in the new list.
        public var new: Range<Int>

        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
    }

    /// Every run that differs, in order; consecutive hunks are separated by at least one common line.
    public let hunks: [Hunk]

    /// The differences between `old` and `new`.
    public init(old: [String], new: [String]) {
        var hunks: [Hunk] = []
        var oldIndex = 0
        var newIndex = 0
        for (matchedOld, matchedNew) in Self.commonLines(old, new) + [(old.count, new.count)] {
            if matchedOld > oldIndex || matchedNew > newIndex {
                hunks.append(Hunk(old: oldIndex..<matchedOld, new: newIndex..<matchedNew))
            }
            oldIndex = matchedOld + 1
            newIndex = matchedNew + 1
        }
        self.hunks = hunks
    }

    /// The lines of `text`, each with its line break (`\n`, or `\r\n` kept whole), so that joining them gives `text`
    /// back exactly; the last line has no line break when `text` does not end with one. An empty text has no lines.
    public static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var start = text.utf8.startIndex
        var index = start
        while index < text.utf8.endIndex {
            let next = text.utf8.index(after: index)
            if text.utf8[index] == UInt8(ascii: "\n") {
                lines.append(String(text[start..<next]))
                start = next
            }
            index = next
        }
        if start < text.utf8.endIndex { lines.append(String(text[start...])) }
        return lines
    }

    /// The index pairs of a longest common subsequence of `old` and `new`, in increasing order.
    static func commonLines(_ old: [String], _ new: [String]) -> [(Int, Int)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        return (0..<prefix).map { ($0, $0) } + middle.map { ($0.0 + prefix, $0.1 + prefix) }
            + (0..<suffix).reversed().map { (old.count - 1 - $0, new.count - 1 - $0) }
    }

    /// The most edits ``myers(_:_:)`` looks for a path with before it gives up and calls the texts all different
    /// (a correct but coarser answer), which bounds its memory to about 16 MB.
    static let maxEdits = 1_400

    /// Myers' greedy algorithm: the furthest-reaching path of each number of edits `d`, kept per `d` (only the
    /// diagonals `-d...d`, so memory grows with the square of the number of edits, not with the lines), then walked
    /// back from the end to collect the diagonal moves (the common lines). Texts more than ``maxEdits`` edits apart
    /// have no common lines.
    private static func myers(_ old: [String], _ new: [String]) -> [(Int, Int)] {
        let n = old.count
        let m = new.count
        guard n > 0, m > 0 else { return [] }
        var found = false
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...min(n + m, maxEdits) {
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return [] }
        var matches: [(Int, Int)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            var previousX = 0
            var previousY = 0
            var snakeStart = 0
            if d > 0 {
                // `trace[d]` holds the diagonals -d...d of the paths with d - 1 edits: diagonal j at index j + d.
                let before = trace[d]
                let k = x - y
                let down = k == -d || (k != d && before[k - 1 + d] < before[k + 1 + d])
                let previousK = down ? k + 1 : k - 1
                previousX = before[previousK + d]
                previousY = previousX - previousK
                snakeStart = down ? previousX : previousX + 1
            }
            while x > snakeStart, y > 0 {
                matches.append((x - 1, y - 1))
                x -= 1
                y -= 1
            }
            x = previousX
            y = previousY
        }
        return matches.reversed()
    }
}
