import Foundation

/// Ids for new rows, drawn from the system's secure generator.
///
/// Foundation's `UUID()` on Linux quietly returns the same id every time once the process has run
/// out of file descriptors; the standard library's generator needs no descriptor (it asks the
/// kernel with `getrandom`) and stops the process rather than return anything but random bits.
enum RandomID {
    /// A version 4 (random) UUID.
    static func make() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// A version 4 UUID from `generator`'s bits.
    static func make(using generator: inout some RandomNumberGenerator) -> UUID {
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = (bytes[6] & 0x0f) | 0x40
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
