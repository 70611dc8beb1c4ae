import Foundation

@testable import VIPERKitWeb

/// Reads the page messages of one connection as the page script does: a whole page, or a patch
/// of one of the last pages it kept, with the title, addresses and navigation carried over when
/// a patch leaves them out. Offsets count UTF-16 units, as JavaScript's strings do.
struct PageReader {
    struct Page: Equatable {
        var title: String
        var html: String
        var addresses: [String]
        var navigation: Int
    }

    struct OutOfStep: Error {}

    private struct Message: Decodable {
        var type: String
        var title: String?
        var html: String
        var addresses: [String]?
        var navigation: Int?
        var base: Int?
        var keep: Int?
        var cut: Int?
    }

    private(set) var kept: [(number: Int, html: String)] = []
    private var received = 0
    private var shown = Page(title: "", html: "", addresses: [], navigation: 0)

    /// The page `text` brings, or `nil` for a message that is not a page (a notice, say).
    mutating func read(_ text: String) throws -> Page? {
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(text.utf8)),
            message.type == "page" || message.type == "patch"
        else { return nil }
        received += 1
        var html = message.html
        if message.type == "patch" {
            guard let base = kept.first(where: { $0.number == message.base })?.html, let keep = message.keep,
                let cut = message.cut
            else { throw OutOfStep() }
            let units = Array(base.utf16)
            guard keep >= 0, cut >= 0, keep + cut <= units.count else { throw OutOfStep() }
            html =
                String(decoding: units[..<keep], as: UTF16.self) + html
                + String(decoding: units[(keep + cut)...], as: UTF16.self)
        }
        kept.append((received, html))
        if kept.count > PageMessageEncoder.keptPages { kept.removeFirst() }
        shown.html = html
        if let title = message.title { shown.title = title }
        if let addresses = message.addresses { shown.addresses = addresses }
        if let navigation = message.navigation { shown.navigation = navigation }
        return shown
    }
}
