/// A line-based three-way merge (diff3): the changes `ours` and `theirs` each made to a common `base`, combined.
///
/// A run of lines only one side changed takes that side's lines; a run both sides changed the same way takes
/// those lines once; a run both sides changed differently (or changed on touching lines, as `git merge` does)
/// is a conflict that keeps all three versions. Lines keep their line breaks, so the merged text ends with a
/// line break exactly when the side it comes from does.
///
/// ```swift
/// let merge = ThreeWayMerge(base: "a\nb\nc\n", ours: "A\nb\nc\n", theirs: "a\nb\nC\n")
/// merge.text()       // "A\nb\nC\n"
/// merge.conflicts    // 0
/// ```
public struct ThreeWayMerge: Equatable, Sendable {
    /// A run of the merged text.
    public enum Chunk: Equatable, Sendable {
        /// Lines both sides agree on, or that one side changed and the other did not.
        case resolved([String])
        /// Lines both sides changed differently: the base's, ours and theirs.
        case conflict(base: [String], ours: [String], theirs: [String])
    }

    /// How a conflict is written into the text, as `git`'s `merge.conflictStyle`.
    public enum ConflictStyle: String, CaseIterable, Equatable, Sendable {
        /// `<<<<<<<` ours `=======` theirs `>>>>>>>`.
        case merge
        /// As `merge`, with the base's lines after `|||||||` between ours and theirs.
        case diff3
    }

    /// The names written after the conflict markers.
    public struct Labels: Equatable, Sendable {
        public var ours: String
        public var base: String
        public var theirs: String

        public init(ours: String, base: String, theirs: String) {
            self.ours = ours
            self.base = base
            self.theirs = theirs
        }
    }

    /// The merged text in runs, in order; consecutive resolved runs are joined.
    public let chunks: [Chunk]

    /// Merges the changes `ours` and `theirs` made to `base`.
    public init(base: String, ours: String, theirs: String) {
        self.init(
            base: LineDiff.lines(of: base), ours: LineDiff.lines(of: ours), theirs: LineDiff.lines(of: theirs))
    }

    /// Merges the changes `ours` and `theirs` made to `base`, given as lines with their line breaks.
    public init(base: [String], ours: [String], theirs: [String]) {
        enum Side { case ours, theirs }
        let changes =
            (LineDiff(old: base, new: ours).hunks.map { (Side.ours, $0) }
            + LineDiff(old: base, new: theirs).hunks.map { (Side.theirs, $0) })
            .sorted { $0.1.old.lowerBound < $1.1.old.lowerBound }
        var chunks: [Chunk] = []
        func append(_ lines: ArraySlice<String>) {
            guard !lines.isEmpty else { return }
            if case .resolved(let earlier) = chunks.last {
                chunks[chunks.count - 1] = .resolved(earlier + lines)
            } else {
                chunks.append(.resolved(Array(lines)))
            }
        }
        var baseIndex = 0
        var oursShift = 0
        var theirsShift = 0
        var index = 0
        while index < changes.count {
            // A group: changes whose base ranges overlap or touch, from either side.
            let low = changes[index].1.old.lowerBound
            var high = changes[index].1.old.upperBound
            var group = [changes[index]]
            index += 1
            while index < changes.count, changes[index].1.old.lowerBound <= high {
                high = max(high, changes[index].1.old.upperBound)
                group.append(changes[index])
                index += 1
            }
            append(base[baseIndex..<low])
            baseIndex = high
            // Outside a side's changes its lines are the base's, shifted by what its earlier changes added.
            let oursLow = low + oursShift
            let theirsLow = low + theirsShift
            for (side, hunk) in group {
                switch side {
                case .ours: oursShift += hunk.new.count - hunk.old.count
                case .theirs: theirsShift += hunk.new.count - hunk.old.count
                }
            }
            let oursLines = ours[oursLow..<(high + oursShift)]
            let theirsLines = theirs[theirsLow..<(high + theirsShift)]
            let oursChanged = group.contains { $0.0 == .ours }
            let theirsChanged = group.contains { $0.0 == .theirs }
            if !theirsChanged || oursLines == theirsLines {
                append(oursLines)
            } else if !oursChanged {
                append(theirsLines)
            } else {
                chunks.append(
                    .conflict(base: Array(base[low..<high]), ours: Array(oursLines), theirs: Array(theirsLines)))
            }
        }
        append(base[baseIndex...])
        self.chunks = chunks
    }

    /// How many conflicts the merge has.
    public var conflicts: Int {
        chunks.filter { if case .conflict = $0 { true } else { false } }.count
    }

    /// The merged text, each conflict written between markers labelled with `labels` in `style`. A side that does not
    /// end with a line break gets one before the next marker.
    public func text(
        style: ConflictStyle = .merge,
        labels: Labels = Labels(ours: "ours", base: "base", theirs: "theirs")
    ) -> String {
        var text = ""
        func section(_ lines: [String]) {
            text += lines.joined()
            if let last = lines.last, !last.hasSuffix("\n") { text += "\n" }
        }
        for chunk in chunks {
            switch chunk {
            case .resolved(let lines):
                text += lines.joined()
            case .conflict(let base, let ours, let theirs):
                text += "<<<<<<< \(labels.ours)\n"
                section(ours)
                if style == .diff3 {
                    text += "||||||| \(labels.base)\n"
                    section(base)
                }
                text += "=======\n"
                section(theirs)
                text += ">>>>>>> \(labels.theirs)\n"
            }
        }
        return text
    }
}
