import Foundation

extension UUID {
    /// The UUID as `uuidString` spells it: 36 bytes, 8-4-4-4-12 upper-case hexadecimal digits.
    /// Written by hand: on Linux `uuidString` formats each one with `sprintf`.
    public var uppercaseText: String {
        String(unsafeUninitializedCapacity: 36) { text in
            writeUppercaseText(into: text, at: 0)
            return 36
        }
    }

    /// Writes ``uppercaseText``'s 36 bytes into `text` from `start`.
    public func writeUppercaseText(into text: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        withUnsafeBytes(of: uuid) { bytes in
            var position = start
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                text[position] = Self.upperHexDigits[Int(bytes[index] >> 4)]
                text[position + 1] = Self.upperHexDigits[Int(bytes[index] & 0xF)]
                position += 2
            }
        }
    }

    private static let upperHexDigits = Array("0123456789ABCDEF".utf8)
}
