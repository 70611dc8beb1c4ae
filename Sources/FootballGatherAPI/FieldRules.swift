import Foundation

/// A field of a request body that the server checks, named as JSON spells it.
public enum RequestField: String, Sendable, Hashable, CaseIterable {
    case name, age, favouriteTeam, username, password, newPassword

    /// How a sentence for a person starts when it is about this field: "The favourite team".
    public var subject: String {
        switch self {
        case .name: "The name"
        case .age: "The age"
        case .favouriteTeam: "The favourite team"
        case .username: "The username"
        case .password: "The password"
        case .newPassword: "The new password"
        }
    }
}

/// Why a value is refused; ``predicate`` is the one sentence ending that says it, used both in
/// the server's 400 reason and under the field on the client.
public enum FieldRefusal: Sendable, Hashable {
    /// Blank once trimmed, for a field that must have a value.
    case empty
    /// Holds a character ``TextRules/isForbidden(_:)`` refuses.
    case controlCharacters
    /// Holds `:` (it ends the name in HTTP Basic) or a control character, anywhere in the value.
    case colonOrControlCharacters
    /// Fewer characters than `minimum`.
    case tooShort(minimum: Int)
    /// More characters than `maximum`.
    case tooLong(maximum: Int)
    /// More UTF-8 bytes than `maximum`.
    case tooManyBytes(maximum: Int)
    /// A number outside `range`.
    case outOfRange(ClosedRange<Int>)

    /// What the value must be, after the field's name: "must not be empty."
    public var predicate: String {
        switch self {
        case .empty: "must not be empty."
        case .controlCharacters: "must not contain control characters."
        case .colonOrControlCharacters: "must not contain ':' or control characters."
        case .tooShort(let minimum): "must be at least \(minimum) characters long."
        case .tooLong(let maximum): "must be at most \(maximum) characters long."
        case .tooManyBytes(let maximum): "must be at most \(maximum) bytes long in UTF-8."
        case .outOfRange(let range): "must be between \(range.lowerBound) and \(range.upperBound)."
        }
    }
}

/// A refused value: which field, and why.
public struct FieldProblem: Error, Sendable, Hashable {
    /// The field at fault.
    public var field: RequestField
    /// Why its value is refused.
    public var refusal: FieldRefusal

    public init(field: RequestField, refusal: FieldRefusal) {
        self.field = field
        self.refusal = refusal
    }

    /// The server's 400 reason, naming the field as JSON spells it: "'name' must not be empty."
    public var reason: String { "'\(field.rawValue)' \(refusal.predicate)" }

    /// The sentence a form shows under the field: "The name must not be empty."
    public var message: String { "\(field.subject) \(refusal.predicate)" }
}

/// The rules of one free-text field, checked in this order: `:` and control characters when
/// ``forbidsColon`` (on the value as sent), then on the trimmed value its shortness, control
/// characters when ``checksCharacters``, its length in characters, its size in UTF-8 bytes.
public struct TextFieldRule: Sendable {
    /// The field these rules are for.
    public var field: RequestField
    /// Accepted lengths in characters, after trimming; a minimum of 1 means "not empty".
    public var length: ClosedRange<Int>
    /// The most UTF-8 bytes the trimmed value may take.
    public var maxBytes: Int
    /// Whether surrounding whitespace and newlines are removed before the other checks.
    public var trimsWhitespace: Bool
    /// Whether characters ``TextRules/isForbidden(_:)`` refuses are refused.
    public var checksCharacters: Bool
    /// Whether `:` and control characters are refused anywhere in the value as sent.
    public var forbidsColon: Bool

    public init(
        field: RequestField, length: ClosedRange<Int>, maxBytes: Int? = nil, trimsWhitespace: Bool = true,
        checksCharacters: Bool = true, forbidsColon: Bool = false
    ) {
        self.field = field
        self.length = length
        self.maxBytes = maxBytes ?? TextRules.maxBytes(forCharacters: length.upperBound)
        self.trimsWhitespace = trimsWhitespace
        self.checksCharacters = checksCharacters
        self.forbidsColon = forbidsColon
    }

    /// `value` as these rules read it: trimmed when ``trimsWhitespace``.
    public func trimmed(_ value: String) -> String {
        trimsWhitespace ? value.trimmingCharacters(in: .whitespacesAndNewlines) : value
    }

    /// The value as the server keeps it (``trimmed(_:)``).
    /// - Throws: The first rule `value` breaks.
    public func validated(_ value: String) throws(FieldProblem) -> String {
        if let refusal = refusal(of: value) { throw FieldProblem(field: field, refusal: refusal) }
        return trimmed(value)
    }

    /// The first rule `value` breaks; `nil` when the server accepts it.
    public func problem(with value: String) -> FieldProblem? {
        refusal(of: value).map { FieldProblem(field: field, refusal: $0) }
    }

    private func refusal(of value: String) -> FieldRefusal? {
        if forbidsColon,
            value.unicodeScalars.contains(where: { $0 == ":" || $0.properties.generalCategory == .control })
        {
            return .colonOrControlCharacters
        }
        let text = trimmed(value)
        let count = text.count
        if count < length.lowerBound { return length.lowerBound == 1 ? .empty : .tooShort(minimum: length.lowerBound) }
        if checksCharacters, TextRules.containsForbiddenCharacters(text) { return .controlCharacters }
        if count > length.upperBound { return .tooLong(maximum: length.upperBound) }
        if text.utf8.count > maxBytes { return .tooManyBytes(maximum: maxBytes) }
        return nil
    }
}

/// The rules of one whole-number field.
public struct NumberFieldRule: Sendable {
    /// The field these rules are for.
    public var field: RequestField
    /// Accepted values.
    public var range: ClosedRange<Int>

    public init(field: RequestField, range: ClosedRange<Int>) {
        self.field = field
        self.range = range
    }

    /// Why the server refuses `value`; `nil` when it accepts it.
    public func problem(with value: Int) -> FieldProblem? {
        range.contains(value) ? nil : FieldProblem(field: field, refusal: .outOfRange(range))
    }
}

/// Every field rule the server enforces, in one place: the server validates request bodies with
/// them and clients check typed values with them before sending, so a refusal is shown under
/// the field rather than coming back as a 400.
public enum FieldRules {
    /// A player's name: trimmed, not empty, no control characters, at most 100 characters and
    /// 400 bytes.
    public static let playerName = TextFieldRule(
        field: .name, length: PlayerRules.nameLength, maxBytes: PlayerRules.nameMaxBytes)
    /// A player's favourite team: trimmed, blank means none, no control characters, at most 100
    /// characters and 400 bytes.
    public static let favouriteTeam = TextFieldRule(
        field: .favouriteTeam, length: 0...PlayerRules.favouriteTeamMaxLength,
        maxBytes: PlayerRules.favouriteTeamMaxBytes)
    /// A player's age in years.
    public static let age = NumberFieldRule(field: .age, range: PlayerRules.age)
    /// A new account's username: no `:` or control characters, trimmed, not empty, at most 64
    /// characters and 256 bytes.
    public static let username = TextFieldRule(field: .username, length: UserRules.usernameLength, forbidsColon: true)
    /// A new account's password, as typed (never trimmed): at least 8 characters, at most 72
    /// bytes (bcrypt reads no more).
    public static let newPassword = TextFieldRule(
        field: .password, length: UserRules.passwordMinimumLength...Int.max,
        maxBytes: UserRules.passwordBytes.upperBound, trimsWhitespace: false, checksCharacters: false)
    /// The password a user changes theirs to: the same rules as ``newPassword``, for the field
    /// `newPassword` of ``PasswordChangeRequest``.
    public static let changedPassword: TextFieldRule = {
        var rule = newPassword
        rule.field = .newPassword
        return rule
    }()
}

extension PlayerRequest {
    /// The request as the server stores it (name and favourite team trimmed, a blank team
    /// `nil`).
    /// - Throws: The first field the server refuses, in the order name, age, favourite team.
    public func validated() throws(FieldProblem) -> PlayerRequest {
        var valid = self
        valid.name = try FieldRules.playerName.validated(name)
        if let age, let problem = FieldRules.age.problem(with: age) { throw problem }
        if let favouriteTeam {
            let team = try FieldRules.favouriteTeam.validated(favouriteTeam)
            valid.favouriteTeam = team.isEmpty ? nil : team
        }
        return valid
    }
}
