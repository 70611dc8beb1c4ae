import Crypto
import FootballGatherAPI
import Foundation
import Vapor

/// A game as an iCalendar event (RFC 5545): when, where, the note and the invite link, for a
/// phone's calendar. Served at `/games/<token>.ics` to anyone holding the link.
enum InviteCalendar {
    /// How long the event lasts in calendars: a casual match with its warm-up.
    static let duration: TimeInterval = 90 * 60

    /// The calendar file of `game`, whose invite page is at `link`; without a link (no public
    /// address is configured), the event names none.
    static func text(of game: GameModel, link: String?, now: Date = Date()) throws -> String {
        let uid = SHA256.hash(data: Data(try game.requireID().uuidString.utf8)).prefix(16)
            .map { String(format: "%02x", $0) }.joined()
        var description =
            link.map { "Answer In, Out or Maybe: \($0)" } ?? "Answer In, Out or Maybe through the invite link."
        if let note = game.note { description = note + "\n\n" + description }
        let lines =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Football Gather//Games//EN", "CALSCALE:GREGORIAN",
                "METHOD:PUBLISH",
            ] + timeZoneLines(of: game) + [
                "BEGIN:VEVENT", "UID:\(uid)@footballgather",
                "DTSTAMP:\(utc(now))",
            ] + times(of: game) + [
                "SUMMARY:" + escaped("Football at \(game.place)"), "LOCATION:" + escaped(game.place),
                "DESCRIPTION:" + escaped(description),
            ] + (link.map { ["URL:" + $0] } ?? []) + ["END:VEVENT", "END:VCALENDAR"]
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// The zone a weekly game repeats in: its own, so it stays at the same local time across
    /// daylight-saving changes. A one-off game (or one whose zone is unknown) needs none.
    private static func repeatingZone(of game: GameModel) -> TimeZone? {
        game.repeatsWeekly ? TimeZone(identifier: game.timeZone) : nil
    }

    /// The event's start and end, and for a weekly game its rule: a one-off game's times are in
    /// UTC; a weekly game's are local times in its zone (`DTSTART;TZID=…`), as RFC 5545 asks for
    /// a rule that keeps the local time, with `RRULE:FREQ=WEEKLY`.
    private static func times(of game: GameModel) -> [String] {
        let end = game.startsAt.addingTimeInterval(duration)
        guard let zone = repeatingZone(of: game) else {
            return ["DTSTART:\(utc(game.startsAt))", "DTEND:\(utc(end))"]
        }
        return [
            "DTSTART;TZID=\(zone.identifier):\(local(game.startsAt, in: zone))",
            "DTEND;TZID=\(zone.identifier):\(local(end, in: zone))", "RRULE:FREQ=WEEKLY",
        ]
    }

    /// How many years of a zone's daylight-saving changes a weekly game's file describes.
    static let timeZoneYears = 10

    /// The `VTIMEZONE` a weekly game's `TZID` names (RFC 5545, 3.6.5, which requires one for each
    /// `TZID`): each change of offset from the year before the game to ``timeZoneYears`` after
    /// it, or for a zone without changes one observance of its offset. None for a one-off game.
    private static func timeZoneLines(of game: GameModel) -> [String] {
        guard let zone = repeatingZone(of: game) else { return [] }
        func offset(_ seconds: Int) -> String {
            let minutes = abs(seconds) / 60
            return (seconds < 0 ? "-" : "+") + String(format: "%02d%02d", minutes / 60, minutes % 60)
        }
        func observance(at onset: Date, from: Int, to: Int, daylight: Bool) -> [String] {
            let kind = daylight ? "DAYLIGHT" : "STANDARD"
            // The onset is the local time in force before the change (TZOFFSETFROM).
            let localOnset = utc(onset.addingTimeInterval(TimeInterval(from))).dropLast()
            return [
                "BEGIN:\(kind)", "DTSTART:\(localOnset)", "TZOFFSETFROM:\(offset(from))",
                "TZOFFSETTO:\(offset(to))", "END:\(kind)",
            ]
        }
        var observances: [String] = []
        let last = game.startsAt.addingTimeInterval(TimeInterval(timeZoneYears) * 366 * 24 * 3600)
        var moment = game.startsAt.addingTimeInterval(-366 * 24 * 3600)
        while let change = zone.nextDaylightSavingTimeTransition(after: moment), change <= last {
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            observances += observance(
                at: change, from: before, to: zone.secondsFromGMT(for: change),
                daylight: zone.isDaylightSavingTime(for: change))
            moment = change
        }
        if observances.isEmpty {
            let seconds = zone.secondsFromGMT(for: game.startsAt)
            observances = observance(at: Date(timeIntervalSince1970: 0), from: seconds, to: seconds, daylight: false)
        }
        return ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"] + observances + ["END:VTIMEZONE"]
    }

    /// `date` as a local time in `zone`, as `20261204T200000`.
    static func local(_ date: Date, in zone: TimeZone) -> String {
        String(utc(date.addingTimeInterval(TimeInterval(zone.secondsFromGMT(for: date)))).dropLast())
    }

    /// `date` in UTC as `20261204T180000Z`.
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }

    /// `text` as an iCalendar TEXT value: backslashes, semicolons, commas and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The most octets of a line, CRLF aside (RFC 5545, 3.1); a continuation line's leading
    /// space counts toward it.
    static let lineOctets = 75

    /// `line` folded into lines of at most ``lineOctets`` UTF-8 octets, continuation lines
    /// starting with a space. A fold falls between characters, or between the scalars of a
    /// character too long for a line of its own, never inside a scalar's UTF-8 sequence.
    static func folded(_ line: String) -> String {
        var folded: [UInt8] = []
        var octets = 0
        func append(_ bytes: String.UTF8View) {
            if octets + bytes.count > lineOctets {
                folded += [0x0D, 0x0A, 0x20]
                octets = 1
            }
            folded += bytes
            octets += bytes.count
        }
        for character in line {
            let text = String(character)
            if text.utf8.count < lineOctets {
                append(text.utf8)
            } else {
                for scalar in text.unicodeScalars { append(String(scalar).utf8) }
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }
}

/// Answers `GET /games/<token>.ics` before the web app's pages (which own `/games/…`): the game at
/// the link as a calendar event, 404 or 410 as the API answers for the link, each request taken
/// from its client address's request budget as the API's are. Every other request passes straight
/// on, on its event loop.
struct InviteCalendarMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard request.method == .GET, Self.mayBeCalendar(request.route) else { return next.respond(to: request) }
        let path = request.pathAsSent
        guard path.hasPrefix("/games/"), path.hasSuffix(".ics") else { return next.respond(to: request) }
        let token = String(path.dropFirst("/games/".count).dropLast(".ics".count))
        let client = RequestBudget.Client.address(request.clientAddress)
        if let wait = request.application.requestBudget.take(client) {
            return request.eventLoop.makeFailedFuture(RequestBudget.refusal(client, wait: wait))
        }
        let promise = request.eventLoop.makePromise(of: Response.self)
        promise.completeWithTask { try await Self.calendar(token: token, for: request) }
        return promise.futureResult
    }

    /// Whether a request routed to `route` may ask for a calendar: no route took it, or the web
    /// app's pages under `/games` did. Any other route's path is not read.
    private static func mayBeCalendar(_ route: Route?) -> Bool {
        guard let route else { return true }
        if case .constant("games") = route.path.first { return true }
        return false
    }

    private static func calendar(token: String, for request: Request) async throws -> Response {
        let game = try await GameStore.find(token: token, on: request.db)
        // The configured public address, never the request's Host: a page or a mail could make a
        // link's calendar point anywhere by sending another Host.
        let link = request.application.serverConfiguration.publicURL.map { $0 + GamePath.invitePage(token) }
        let text = try InviteCalendar.text(of: game, link: link)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"game.ics\"")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }

}
