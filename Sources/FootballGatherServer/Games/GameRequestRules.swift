import FootballGatherAPI
import Foundation
import Vapor

extension GameRequest {
    /// Checks every field; 400 with a sentence naming the first one at fault.
    func validate() throws {
        guard TimeZone(identifier: timeZone) != nil else {
            throw Self.bad("'timeZone' must be a time zone name such as Europe/London, not \"\(timeZone.prefix(40))\".")
        }
        guard (Date(timeIntervalSince1970: 946_684_800)...Date(timeIntervalSince1970: 4_102_444_800)).contains(startsAt)
        else {
            throw Self.bad("'startsAt' must be a date between the years 2000 and 2100.")
        }
        let trimmedPlace = place.trimmingCharacters(in: .whitespacesAndNewlines)
        guard GameRules.placeLength.contains(trimmedPlace.count) else {
            throw Self.bad("'place' must have 1 to \(GameRules.placeLength.upperBound) characters.")
        }
        guard GameRules.capacity.contains(capacity) else {
            throw Self.bad(
                "'capacity' must be between \(GameRules.capacity.lowerBound) and \(GameRules.capacity.upperBound) players."
            )
        }
        if let note, !GameRules.noteLength.contains(note.count) {
            throw Self.bad("'note' must have at most \(GameRules.noteLength.upperBound) characters.")
        }
        if TextRules.containsForbiddenCharacters(place) {
            throw Self.bad("'place' must not contain control characters.")
        }
        // A note may have line breaks, and nothing else a terminal or a page would act on.
        if let note, TextRules.containsForbiddenCharacters(note.replacingOccurrences(of: "\n", with: " ")) {
            throw Self.bad("'note' must not contain control characters other than line breaks.")
        }
        if let costPerHead {
            let cents = costPerHead * 100
            guard GameRules.costPerHead.contains(costPerHead), abs(cents - cents.rounded()) < 0.000_001 else {
                throw Self.bad(
                    "'costPerHead' must be a number from 0 to \(Int(GameRules.costPerHead.upperBound)) with at most two decimals."
                )
            }
        }
    }

    private static func bad(_ reason: String) -> Abort {
        Abort(.badRequest, reason: reason)
    }
}

extension GameRules {
    /// `name` trimmed, or 400 with a sentence when it is empty, too long (in characters or in
    /// UTF-8 bytes) or holds control characters.
    static func validatedName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard nameLength.contains(trimmed.count), !TextRules.containsForbiddenCharacters(trimmed) else {
            throw Abort(
                .badRequest,
                reason: "'name' must have 1 to \(nameLength.upperBound) characters, without control characters.")
        }
        guard trimmed.utf8.count <= nameMaxBytes else {
            throw Abort(
                .badRequest, reason: FieldProblem(field: .name, refusal: .tooManyBytes(maximum: nameMaxBytes)).reason)
        }
        return trimmed
    }

    /// `name` trimmed, as an answer may give it: a name the game lists already (a roster
    /// player's) is taken at the length the roster allows, a new name only within ``nameLength``
    /// (``validatedName(_:)``, checked once the game's names are read); 400 for an empty name,
    /// control characters, or more than a player's name may have.
    static func answeringName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard PlayerRules.nameLength.contains(trimmed.count), !TextRules.containsForbiddenCharacters(trimmed),
            trimmed.utf8.count <= PlayerRules.nameMaxBytes
        else { return try validatedName(name) }
        return trimmed
    }
}
