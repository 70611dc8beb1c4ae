import Foundation
import VIPERKit

/// The text fields of the Gather screen: the time picker's minutes and seconds.
public enum GatherField: String, CaseIterable, Sendable {
    case minutes, seconds
}

/// The open time picker of the Gather screen: the time as typed, why it cannot be set, and what
/// its parts say. Opening, setting and closing it are actions of the screen.
public struct MatchTimePicker: Equatable, Sendable {
    /// "Set time".
    public var title: String
    public var minutesLabel = "Minutes"
    public var secondsLabel = "Seconds"
    /// The minutes as typed; two digits when the picker opens.
    public var minutes: String
    /// The seconds as typed; two digits when the picker opens.
    public var seconds: String
    /// Why the time last set cannot be used; `nil` when there is nothing to say.
    public var problem: String?
    /// "Set": sets the clock to the time typed and closes the picker.
    public var set = ScreenAction(GatherAction.setTime, "Set", role: .primary)
    /// "Cancel": closes the picker without a change.
    public var cancel = ScreenAction(GatherAction.closeTimePicker, "Cancel")

    /// The longest text a field keeps; a time needs two digits, and longer text is refused anyway.
    static let maximumLength = 8

    /// The picker opened at `seconds` (0...3599), shown as two-digit minutes and seconds.
    public init(title: String, seconds: Int) {
        self.title = title
        minutes = Self.twoDigits(seconds / 60)
        self.seconds = Self.twoDigits(seconds % 60)
    }

    /// `field` as typed, cut to ``maximumLength`` characters.
    mutating func change(_ field: GatherField, to text: String) {
        let kept = String(text.prefix(Self.maximumLength))
        switch field {
        case .minutes: minutes = kept
        case .seconds: seconds = kept
        }
    }

    /// The seconds the typed time stands for, or the sentence saying why it cannot be set: each
    /// field must be a whole number from 0 to 59 (spaces around it allowed), and the time longer
    /// than 00:00.
    var typedTime: Result<Int, TimeProblem> {
        let typed = [minutes, seconds].map { text -> Int? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.count <= 2 ? Int(trimmed) : nil
        }
        guard let minutes = typed[0], let seconds = typed[1], (0...59).contains(minutes), (0...59).contains(seconds)
        else { return .failure(.outOfRange) }
        return minutes > 0 || seconds > 0 ? .success(minutes * 60 + seconds) : .failure(.zero)
    }

    /// Why a typed time cannot be set, in the sentence the picker shows.
    enum TimeProblem: String, Error {
        case outOfRange = "Minutes and seconds must each be a whole number from 0 to 59."
        case zero = "Please choose a time longer than 00:00."
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
