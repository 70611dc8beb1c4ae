extension KeyDecoder {
    /// Decodes the escape sequence starting at `start` (which holds ESC).
    /// - Returns: the key and how many bytes it used (at least 1), or `nil` when the bytes
    ///   end before the sequence does.
    static func escapeSequence(in bytes: [UInt8], at start: Int) -> (Key, Int)? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "["):
            return csiSequence(in: bytes, at: start)
        case UInt8(ascii: "O"):
            guard next + 1 < bytes.count else { return nil }
            return (ss3Key(bytes[next + 1]), 3)
        default:
            // ESC followed by another key (ESC ESC, or Alt-<key>): a lone Escape, then that key.
            return (.escape, 1)
        }
    }

    /// `ESC [ params final`: arrows, Home/End, PageUp/PageDown, Delete, Shift-Tab, F5-F12.
    private static func csiSequence(in bytes: [UInt8], at start: Int) -> (Key, Int)? {
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let key = csiKey(final: byte, parameters: String(decoding: parameters, as: UTF8.self))
                return (key, index - start + 1)
            }
            guard (0x20...0x3F).contains(byte) else { return (.unknown, index - start) }
            parameters.append(byte)
            index += 1
        }
        return nil
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"): return tildeKey(parameters.split(separator: ";").first.map(String.init) ?? "")
        default: return .unknown
        }
    }

    private static func tildeKey(_ code: String) -> Key {
        switch code {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "5": .pageUp
        case "6": .pageDown
        case "15": .function(5)
        case "17": .function(6)
        case "18": .function(7)
        case "19": .function(8)
        case "20": .function(9)
        case "21": .function(10)
        case "23": .function(11)
        case "24": .function(12)
        default: .unknown
        }
    }

    /// `ESC O x`: arrows in application mode, Home/End, F1-F4.
    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: .unknown
        }
    }
}
