import Foundation

/// Turns the pages one socket sends into its messages, each as small as the page script can apply.
///
/// The page script keeps the HTML of the last ``keptPages`` pages it received (numbered from 1 on
/// each connection); the server keeps the same pages while together they are at most
/// ``keptBytes`` (the newest always), which bounds what each open page costs it. The first page goes whole (`"type":"page"`); each later one goes as a
/// `"type":"patch"`: the ``TextSplice`` from whichever kept page it is closest to (a tap on Back
/// finds the list it left two or three pages ago), naming that page as `base`, or whole when no
/// patch would be smaller. A patch leaves out the title, addresses and navigation number when they did
/// not change.
@MainActor
final class PageMessageEncoder {
    /// Pages both sides keep to patch from: the page script (`viperkit.js`) keeps as many.
    nonisolated static let keptPages = 4
    /// The most bytes of kept pages past the newest one.
    static let keptBytes = 96 * 1024
    /// About what a patch's `base`, `keep` and `cut` add to its text, in bytes.
    static let patchOverhead = 32

    private var kept: [(number: Int, html: String)] = []
    private var sentCount = 0
    private var lastTitle: String?
    private var lastAddresses: [String]?
    private var lastNavigation: Int?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// The message that brings the page script from what it holds to `page`.
    /// - Parameter now: the server's time in milliseconds since 1970, which countdowns go by.
    func message(for page: WebPage, now: Int64) -> String {
        let html = page.html.rendered
        sentCount += 1
        defer {
            kept.append((sentCount, html))
            if kept.count > Self.keptPages { kept.removeFirst() }
            while kept.count > 1, kept.reduce(0, { $0 + $1.html.utf8.count }) > Self.keptBytes { kept.removeFirst() }
            lastTitle = page.title
            lastAddresses = page.addresses
            lastNavigation = page.navigation
        }
        let closest = kept.map { (number: $0.number, splice: TextSplice(from: $0.html, to: html)) }
            .min { $0.splice.size < $1.splice.size }
        guard let closest, closest.splice.size + Self.patchOverhead < html.utf8.count else {
            return encode(
                Message(
                    type: "page", title: page.title, addresses: page.addresses, navigation: page.navigation,
                    now: now, applied: page.appliedEvent, ack: page.acknowledgedEvent, html: html))
        }
        return encode(
            Message(
                type: "patch", title: page.title == lastTitle ? nil : page.title,
                addresses: page.addresses == lastAddresses ? nil : page.addresses,
                navigation: page.navigation == lastNavigation ? nil : page.navigation, now: now,
                applied: page.appliedEvent, ack: page.acknowledgedEvent,
                html: closest.splice.text, base: closest.number, keep: closest.splice.keep,
                cut: closest.splice.cut))
    }

    private func encode(_ message: Message) -> String {
        (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A page (`html` whole) or a patch (`html` replaces `cut` units after the first `keep` of page `base`).
    private struct Message: Encodable {
        var type: String
        var title: String?
        /// The addresses of the screens shown, bottom first: the page's history entries.
        var addresses: [String]?
        /// The page's last navigation this page answers.
        var navigation: Int?
        /// The server's time in milliseconds since 1970, which the page's countdowns go by.
        var now: Int64
        /// The number of the page's last event applied when this page was rendered.
        var applied: Int
        /// The page's events up to this number are acknowledged (see ``WebPage/acknowledgedEvent``).
        var ack: Int?
        var html: String
        var base: Int?
        var keep: Int?
        var cut: Int?
    }
}
