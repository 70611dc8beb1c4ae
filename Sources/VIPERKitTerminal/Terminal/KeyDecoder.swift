/// Turns the bytes read from a terminal in raw mode into ``Key`` values.
///
/// Terminals send printable text as UTF-8, control keys as single bytes below 0x20, and
/// special keys as escape sequences (`ESC [ A` for the up arrow, `ESC O P` for F1, ...).
/// A sequence or a UTF-8 character cut at the end of a read is kept until more bytes come;
/// when none come soon, ``flush()`` decodes what is left (a lone `ESC` is the Escape key).
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    init() {}

    /// Whether bytes of an incomplete sequence wait for the next read (or a ``flush()``).
    var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes`, keeping an incomplete trailing sequence or character for the next call.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let (keys, rest) = Self.keys(from: pending + bytes, isComplete: false)
        pending = rest
        return keys
    }

    /// Decodes the bytes kept from the last read as they are: no more bytes are coming.
    mutating func flush() -> [Key] {
        let (keys, _) = Self.keys(from: pending, isComplete: true)
        pending = []
        return keys
    }

    /// Decodes `bytes`.
    /// - Parameter isComplete: `true` when no more bytes follow, so that a cut sequence is
    ///   decoded as it is; `false` to return it as the remainder instead.
    /// - Returns: the keys, and the bytes of a cut sequence or character at the end.
    static func keys(from bytes: [UInt8], isComplete: Bool = true) -> (keys: [Key], remainder: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard let (key, length) = escapeSequence(in: bytes, at: index) else {
                    if !isComplete { return (keys, Array(bytes[index...])) }
                    keys.append(index + 1 == bytes.count ? .escape : .unknown)
                    return (keys, [])
                }
                keys.append(key)
                index += length
            case 0x0D, 0x0A:
                keys.append(.enter)
                // A terminal in some modes sends CR LF for one Enter.
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x00:
                keys.append(.control(" "))
                index += 1
            case 0x01...0x1A:
                keys.append(.control(Character(Unicode.Scalar(byte - 1 + 0x61))))
                index += 1
            case 0x1C...0x1F:
                keys.append(.unknown)
                index += 1
            default:
                let length = utf8Length(leadingByte: byte)
                guard length > 0 else {
                    keys.append(.unknown)
                    index += 1
                    continue
                }
                guard index + length <= bytes.count else {
                    if !isComplete { return (keys, Array(bytes[index...])) }
                    keys.append(.unknown)
                    return (keys, [])
                }
                let key = character(in: bytes[index..<(index + length)])
                if case .character(let mark) = key, case .character(let base)? = keys.last,
                    let combined = combining(base, mark)
                {
                    keys[keys.count - 1] = .character(combined)
                } else {
                    keys.append(key)
                }
                index += length
            }
        }
        return (keys, [])
    }

    /// The printable character encoded by `bytes`, or `.unknown` for invalid UTF-8 or a control character.
    private static func character(in bytes: ArraySlice<UInt8>) -> Key {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator),
            scalar.properties.generalCategory != .control
        else { return .unknown }
        return .character(Character(scalar))
    }

    /// `base` followed by `mark` as one character, when `mark` extends it (an accent, a
    /// variation selector, a joiner); `nil` when they are two characters.
    private static func combining(_ base: Character, _ mark: Character) -> Character? {
        let joined = String(base) + String(mark)
        return joined.count == 1 ? joined.first : nil
    }

    /// The length of the UTF-8 character starting with `byte`, or 0 when `byte` cannot start one.
    private static func utf8Length(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0x20...0x7E: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }
}
