/// A three-way merge of texts line by line: the changes from `base` to `ours` and from `base` to `theirs` put
/// together, or `nil` when both change the same lines differently.
///
/// `viper rename` uses it on an edited file whose original text is known: the base is what the template wrote
/// with its names renamed word by word, ours is the file with its names renamed the same way, and theirs is what
/// the template writes for the new name; the result is the template's text for the new name (its line breaks, its
/// title) with the file's edits.
enum LineMerge {
    static func merged(base: String, ours: String, theirs: String) -> String? {
        let baseLines = lines(of: base)
        let ourLines = lines(of: ours)
        let theirLines = lines(of: theirs)
        let toOurs = matches(baseLines, ourLines)
        let toTheirs = matches(baseLines, theirLines)
        var result: [String] = []
        var (baseIndex, ourIndex, theirIndex) = (0, 0, 0)
        while true {
            let stable = (baseIndex..<baseLines.count).first { toOurs[$0] != nil && toTheirs[$0] != nil }
            let baseEnd = stable ?? baseLines.count
            let ourEnd = stable.flatMap { toOurs[$0] } ?? ourLines.count
            let theirEnd = stable.flatMap { toTheirs[$0] } ?? theirLines.count
            guard
                let chunk = resolved(
                    base: Array(baseLines[baseIndex..<baseEnd]), ours: Array(ourLines[ourIndex..<ourEnd]),
                    theirs: Array(theirLines[theirIndex..<theirEnd]))
            else { return nil }
            result += chunk
            guard let stable else { break }
            result.append(baseLines[stable])
            (baseIndex, ourIndex, theirIndex) = (stable + 1, ourEnd + 1, theirEnd + 1)
        }
        return result.joined(separator: "\n")
    }

    /// One stretch where the texts differ: the side that changed it, or `nil` when both did, differently.
    private static func resolved(base: [String], ours: [String], theirs: [String]) -> [String]? {
        if ours == base { return theirs }
        if theirs == base || ours == theirs { return ours }
        return nil
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// For each line of `old`, the line of `new` it is matched with in a longest common subsequence, if any.
    static func matches(_ old: [String], _ new: [String]) -> [Int?] {
        let rows = old.count + 1
        let columns = new.count + 1
        var lengths = [Int](repeating: 0, count: rows * columns)
        for row in stride(from: old.count - 1, through: 0, by: -1) {
            for column in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[row * columns + column] =
                    old[row] == new[column]
                    ? lengths[(row + 1) * columns + column + 1] + 1
                    : max(lengths[(row + 1) * columns + column], lengths[row * columns + column + 1])
            }
        }
        var result = [Int?](repeating: nil, count: old.count)
        var (row, column) = (0, 0)
        while row < old.count, column < new.count {
            if old[row] == new[column] {
                result[row] = column
                row += 1
                column += 1
            } else if lengths[(row + 1) * columns + column] >= lengths[row * columns + column + 1] {
                row += 1
            } else {
                column += 1
            }
        }
        return result
    }
}
