import Foundation

/// The one line of a description a list of headlines shows.
enum SummaryLine {
    /// The most characters the line has, the "…" included.
    static let limit = 200

    /// The first line of `description` that has text, trimmed and cut to ``limit`` characters
    /// with "…"; empty when there is none.
    static func of(_ description: String?) -> String {
        let line =
            description?.split(whereSeparator: \.isNewline)
            .lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
        guard line.count > limit else { return line }
        return line.prefix(limit - 1).trimmingCharacters(in: .whitespaces) + "…"
    }
}
