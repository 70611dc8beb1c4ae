import Testing
import VIPERGen

/// The line diff and the three-way merge `viper upgrade` combines a module's edits and a template's changes with.
@Suite("Three-way merge")
struct ThreeWayMergeTests {
    static let labels = ThreeWayMerge.Labels(ours: "yours", base: "template t 1.0.0", theirs: "template t 1.1.0")

    static func merge(_ base: String, _ ours: String, _ theirs: String) -> ThreeWayMerge {
        ThreeWayMerge(base: base, ours: ours, theirs: theirs)
    }

    @Test("Lines keep their line breaks, \\r\\n whole, and a last line without one; an empty text has no lines")
    func lines() {
        #expect(LineDiff.lines(of: "") == [])
        #expect(LineDiff.lines(of: "a\nb\n") == ["a\n", "b\n"])
        #expect(LineDiff.lines(of: "a\r\nb") == ["a\r\n", "b"])
        #expect(LineDiff.lines(of: "\n\n") == ["\n", "\n"])
    }

    @Test("The diff names replaced, inserted and deleted runs, with the common lines between them")
    func diff() {
        let old = ["a\n", "b\n", "c\n", "d\n", "e\n"]
        #expect(LineDiff(old: old, new: old).hunks == [])
        #expect(
            LineDiff(old: old, new: ["a\n", "B\n", "c\n", "e\n", "f\n"]).hunks == [
                LineDiff.Hunk(old: 1..<2, new: 1..<2), LineDiff.Hunk(old: 3..<4, new: 3..<3),
                LineDiff.Hunk(old: 5..<5, new: 4..<5),
            ])
        #expect(LineDiff(old: [], new: ["a\n"]).hunks == [LineDiff.Hunk(old: 0..<0, new: 0..<1)])
        #expect(LineDiff(old: ["a\n"], new: []).hunks == [LineDiff.Hunk(old: 0..<1, new: 0..<0)])
        #expect(LineDiff(old: ["x\n", "a\n"], new: ["a\n", "x\n"]).hunks.count == 2)
    }

    @Test("The diff finds a longest common subsequence: every line it keeps is kept, in order, and none is left out")
    func diffIsMinimal() {
        let old = "the quick brown fox jumps over the lazy dog and runs away".split(separator: " ").map { "\($0)\n" }
        let new = "a quick red fox jumps over lazy dogs and the cat runs away fast".split(separator: " ")
            .map { "\($0)\n" }
        let hunks = LineDiff(old: old, new: new).hunks
        let removed = hunks.reduce(0) { $0 + $1.old.count }
        let added = hunks.reduce(0) { $0 + $1.new.count }
        // The longest common subsequence is: quick fox jumps over lazy and runs away (8 lines).
        #expect(old.count - removed == 8)
        #expect(new.count - added == 8)
        var rebuilt: [String] = []
        var index = 0
        for hunk in hunks {
            rebuilt += old[index..<hunk.old.lowerBound] + new[hunk.new]
            index = hunk.old.upperBound
        }
        #expect(rebuilt + old[index...] == new)
    }

    @Test("Long texts with nothing in common are one replaced run, found quickly, their common ends kept")
    func longDifferentTexts() {
        let old = (0..<3_000).map { "old \($0)\n" }
        let new = (0..<3_000).map { "new \($0)\n" }
        #expect(LineDiff(old: old, new: new).hunks == [LineDiff.Hunk(old: 0..<3_000, new: 0..<3_000)])
        #expect(
            LineDiff(old: ["top\n"] + old + ["end\n"], new: ["top\n"] + new + ["end\n"]).hunks == [
                LineDiff.Hunk(old: 1..<3_001, new: 1..<3_001)
            ])
        let merge = ThreeWayMerge(base: old, ours: old + ["mine\n"], theirs: new)
        #expect(merge.conflicts == 1)
    }

    @Test("On 300 pseudo-random edits: the diff rebuilds the new text, and a one-sided change merges to that side")
    func randomEdits() {
        var seed: UInt64 = 47
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func edited(_ lines: [String]) -> [String] {
            var result = lines
            for _ in 0..<next(4) {
                let index = next(result.count + 1)
                switch next(3) {
                case 0: result.insert("new \(next(5))\n", at: index)
                case 1 where index < result.count: result.remove(at: index)
                default: if index < result.count { result[index] = "changed \(next(5))\n" }
                }
            }
            return result
        }
        for _ in 0..<300 {
            let base = (0..<next(12)).map { _ in "line \(next(6))\n" }
            let ours = edited(base)
            var rebuilt: [String] = []
            var index = 0
            for hunk in LineDiff(old: base, new: ours).hunks {
                rebuilt += base[index..<hunk.old.lowerBound] + ours[hunk.new]
                index = hunk.old.upperBound
            }
            #expect(rebuilt + base[index...] == ours, "\(base) → \(ours)")
            #expect(ThreeWayMerge(base: base, ours: ours, theirs: base).chunks.allSatisfy { $0 != .resolved([]) })
            #expect(ThreeWayMerge(base: base, ours: ours, theirs: base).text() == ours.joined())
            #expect(ThreeWayMerge(base: base, ours: base, theirs: ours).text() == ours.joined())
            #expect(ThreeWayMerge(base: base, ours: ours, theirs: ours).text() == ours.joined())
        }
    }

    @Test("Three identical texts merge to the same text")
    func identical() {
        let merge = Self.merge("a\nb\n", "a\nb\n", "a\nb\n")
        #expect(merge.chunks == [.resolved(["a\n", "b\n"])])
        #expect(merge.text() == "a\nb\n")
    }

    @Test("Only ours changed: ours is the result; only theirs changed: theirs is the result")
    func oneSideChanged() {
        #expect(Self.merge("a\nb\nc\n", "a\nB\nc\n", "a\nb\nc\n").text() == "a\nB\nc\n")
        #expect(Self.merge("a\nb\nc\n", "a\nb\nc\n", "a\nb\nC\nd\n").text() == "a\nb\nC\nd\n")
        #expect(Self.merge("a\nb\nc\n", "a\nb\nc\n", "").text() == "")
    }

    @Test("Both sides made the same change: it is taken once, with no conflict")
    func sameChange() {
        let merge = Self.merge("a\nb\nc\n", "a\nB\nc\nd\n", "a\nB\nc\nd\n")
        #expect(merge.text() == "a\nB\nc\nd\n")
        #expect(merge.conflicts == 0)
    }

    @Test("Changes to lines apart from each other are both kept")
    func nonOverlapping() {
        let base = "import A\n\nstruct S {\n    var a = 1\n}\n\nfunc f() {}\n"
        let ours = "import A\n\nstruct S {\n    var a = 1\n    var mine = 2\n}\n\nfunc f() {}\n"
        let theirs = "import A\nimport B\n\nstruct S {\n    var a = 1\n}\n\nfunc f() { g() }\n"
        let merge = Self.merge(base, ours, theirs)
        #expect(merge.conflicts == 0)
        #expect(
            merge.text() == "import A\nimport B\n\nstruct S {\n    var a = 1\n    var mine = 2\n}\n\nfunc f() { g() }\n"
        )
    }

    @Test("Different changes to the same lines are a conflict, with both sides between markers, and the base in diff3")
    func overlapping() {
        let merge = Self.merge("a\nb\nc\n", "a\nmine\nc\n", "a\ntheirs\nextra\nc\n")
        #expect(merge.conflicts == 1)
        #expect(
            merge.chunks == [
                .resolved(["a\n"]), .conflict(base: ["b\n"], ours: ["mine\n"], theirs: ["theirs\n", "extra\n"]),
                .resolved(["c\n"]),
            ])
        #expect(
            merge.text(labels: Self.labels)
                == "a\n<<<<<<< yours\nmine\n=======\ntheirs\nextra\n>>>>>>> template t 1.1.0\nc\n")
        #expect(
            merge.text(style: .diff3, labels: Self.labels)
                == "a\n<<<<<<< yours\nmine\n||||||| template t 1.0.0\nb\n=======\ntheirs\nextra\n>>>>>>> template t 1.1.0\nc\n"
        )
    }

    @Test("Changes on touching lines conflict, as in git; one unchanged line between them is enough to merge")
    func touching() {
        #expect(Self.merge("a\nb\nc\nd\n", "a\nB\nc\nd\n", "a\nb\nC\nd\n").conflicts == 1)
        #expect(Self.merge("a\nb\nc\nd\n", "A\nb\nc\nd\n", "a\nb\nC\nd\n").text() == "A\nb\nC\nd\n")
    }

    @Test("Insertions at the start and at the end: apart they merge, at the same place differently they conflict")
    func insertionsAtEnds() {
        #expect(Self.merge("a\nb\n", "top\na\nb\n", "a\nb\nbottom\n").text() == "top\na\nb\nbottom\n")
        #expect(
            Self.merge("a\nb\n", "a\nb\nmine\n", "a\nb\ntheirs\n").chunks.last
                == .conflict(base: [], ours: ["mine\n"], theirs: ["theirs\n"]))
        #expect(Self.merge("a\nb\n", "mine\na\nb\n", "theirs\na\nb\n").conflicts == 1)
        #expect(Self.merge("a\nb\n", "same\na\nb\n", "same\na\nb\n").text() == "same\na\nb\n")
    }

    @Test("Empty texts: an empty base with two different sides is one whole-file conflict")
    func emptyFiles() {
        #expect(Self.merge("", "", "").chunks == [])
        #expect(Self.merge("", "", "").text() == "")
        #expect(Self.merge("", "a\n", "").text() == "a\n")
        #expect(Self.merge("", "", "b\n").text() == "b\n")
        let whole = Self.merge("", "x\ny\n", "x\nz\n")
        #expect(whole.chunks == [.conflict(base: [], ours: ["x\n", "y\n"], theirs: ["x\n", "z\n"])])
        #expect(Self.merge("a\n", "", "a\n").text() == "")
    }

    @Test("A missing line break at the end is a change to the last line, and markers still start on their own line")
    func trailingNewline() {
        #expect(Self.merge("a\nb\n", "a\nb", "a\nb\n").text() == "a\nb")
        #expect(Self.merge("a\nb\nc\n", "A\nb\nc\n", "a\nb\nc").text() == "A\nb\nc")
        #expect(Self.merge("a\nb\nc", "A\nb\nc", "a\nb\nc\nd\n").conflicts == 0)
        #expect(Self.merge("a\nb\nc", "A\nb\nc", "a\nb\nc\nd\n").text() == "A\nb\nc\nd\n")
        #expect(Self.merge("a\nb\n", "a\nb\nmine", "a\nb\ntheirs").conflicts == 1)
        let conflict = Self.merge("a\n", "mine", "theirs")
        #expect(
            conflict.text(labels: Self.labels) == "<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template t 1.1.0\n")
    }

    @Test("Several changes and conflicts in one file keep their order and are counted")
    func several() {
        let base = (1...9).map { "\($0)\n" }.joined()
        let ours = base.replacingOccurrences(of: "2\n", with: "two\n").replacingOccurrences(of: "8\n", with: "eight\n")
        let theirs = base.replacingOccurrences(of: "2\n", with: "deux\n").replacingOccurrences(
            of: "5\n", with: "cinq\n"
        )
        .replacingOccurrences(of: "8\n", with: "huit\n")
        let merge = Self.merge(base, ours, theirs)
        #expect(merge.conflicts == 2)
        #expect(
            merge.text(labels: Self.labels)
                == "1\n<<<<<<< yours\ntwo\n=======\ndeux\n>>>>>>> template t 1.1.0\n3\n4\ncinq\n6\n7\n"
                + "<<<<<<< yours\neight\n=======\nhuit\n>>>>>>> template t 1.1.0\n9\n")
    }
}
