import Foundation

/// The rules of the search in the currency pickers: a currency matches when its code starts with
/// the query or its name contains it (so every word of the name that starts with it), ignoring
/// case and accents, e.g. "eu" finds EUR, "yen" finds Japanese Yen and "franc" every franc.
public enum CurrencySearch {
    /// The longest query kept; longer text is cut to this many characters.
    public static let maximumLength = 40

    /// `query` as kept: its first ``maximumLength`` characters.
    public static func limited(_ query: String) -> String {
        String(query.prefix(maximumLength))
    }

    /// `query` without the spaces around it, as it is matched and named.
    public static func trimmed(_ query: String) -> String {
        limited(query).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The currencies of `currencies` that match `query`, in their order; all of them for an empty query.
    public static func matching(_ currencies: [Currency], query: String) -> [Currency] {
        let wanted = folded(trimmed(query))
        guard !wanted.isEmpty else { return currencies }
        return currencies.filter { folded($0.code).hasPrefix(wanted) || folded($0.name).contains(wanted) }
    }

    /// `text` in lower case without accents, so that "KRÓ" and "kro" compare equal.
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
