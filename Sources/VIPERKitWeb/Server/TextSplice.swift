/// The change from one text to another as one splice: keep the start of the old text, cut what
/// follows, put `text` in its place, keep the rest.
///
/// Offsets count UTF-16 code units, as the page script's strings do, and always fall between
/// Unicode scalars, so applying the splice in JavaScript
/// (`old.slice(0, keep) + text + old.slice(keep + cut)`) gives the new text exactly.
struct TextSplice: Equatable, Sendable {
    /// UTF-16 units of the old text kept at its start.
    var keep: Int
    /// UTF-16 units of the old text removed after them (the old text's end is kept after that).
    var cut: Int
    /// What replaces the cut.
    var text: String

    init(keep: Int, cut: Int, text: String) {
        self.keep = keep
        self.cut = cut
        self.text = text
    }

    /// The smallest single splice turning `old` into `new`: the longest start and end they share
    /// are kept.
    init(from old: String, to new: String) {
        var old = old
        var new = new
        (keep, cut, text) = old.withUTF8 { old in new.withUTF8 { new in Self.splice(old, new) } }
    }

    /// What the splice costs to send, roughly: the replacing text's bytes.
    var size: Int { text.utf8.count }

    private static func splice(
        _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
    ) -> (keep: Int, cut: Int, text: String) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        // Back to the start of a scalar in both (they agree up to `prefix`).
        while prefix > 0, isContinuation(old, at: prefix) || isContinuation(new, at: prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Forward to the start of a scalar (the shared end starts with the same byte in both).
        while suffix > 0, isContinuation(old, at: old.count - suffix) { suffix -= 1 }
        let replaced = UnsafeBufferPointer(rebasing: new[prefix..<(new.count - suffix)])
        return (
            utf16Count(UnsafeBufferPointer(rebasing: old[0..<prefix])),
            utf16Count(UnsafeBufferPointer(rebasing: old[prefix..<(old.count - suffix)])),
            String(decoding: replaced, as: UTF8.self)
        )
    }

    private static func isContinuation(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }

    /// The UTF-16 units of valid UTF-8 `bytes`: one per scalar, two for those past U+FFFF
    /// (written in four bytes).
    private static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            count += byte >= 0xF0 ? 2 : 1
        }
        return count
    }
}
