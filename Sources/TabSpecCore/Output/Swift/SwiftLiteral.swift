import TabSpecRuntime

/// Spelling of spec values as Swift source: string literals that hold exactly the spec's text, numbers in
/// their shortest round-trip form, identifiers in backticks when they are keywords, and comment text that
/// cannot end its comment.
enum SwiftLiteral {
    /// A `"…"` literal whose value is exactly `text`: quotes, backslashes (so `\(` cannot interpolate), line
    /// breaks, control characters and invisible direction overrides are escaped; everything else (emoji, Arabic,
    /// CJK, `#`) is written as is.
    static func string(_ text: String) -> String {
        if isPlain(text) || !hasEscapes(text) { return "\"" + text + "\"" }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += unicodeEscape(scalar)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// Whether a scalar is written as `\u{…}`: C0 and C1 controls, DEL, line and paragraph separators, the
    /// byte order mark and the bidirectional formatting characters that can make source read differently
    /// from what it compiles to.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// `\u{1F600}`: the scalar's value in uppercase hex without leading zeros.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// A `Double` literal: `16`, `72.2`, `1e-07`; non-finite values as `Double.infinity` / `Double.nan`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return DecimalText.shortest(value)
    }

    /// `0xF7F7F7`: six uppercase hex digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// `name`, or `` `name` `` when it is a Swift keyword.
    static func identifier(_ name: String) -> String {
        isKeyword(name) ? "`" + name + "`" : name
    }

    /// Whether `name` is one of ``SwiftIdentifier/keywords`` (without hashing it).
    static func isKeyword(_ name: String) -> Bool {
        SwiftIdentifier.keywordSet.contains(name)
    }

    /// The character count of ``identifier(_:)``'s text, or `nil` when `name` is not ASCII.
    static func identifierWidth(_ name: String) -> Int? {
        guard isASCII(name) else { return nil }
        return name.utf8.count + (isKeyword(name) ? 2 : 0)
    }

    /// Whether every byte of `text` is ASCII, with no carriage return (so its byte count is its character
    /// count).
    static func isASCII(_ text: String) -> Bool {
        allBytes(of: text) { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether every UTF-8 byte of `text` satisfies `predicate`, reading the bytes in place when the string
    /// is contiguous (native and small strings are).
    @inline(__always)
    static func allBytes(of text: String, _ predicate: (UInt8) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ buffer in
            for byte in buffer where !predicate(byte) { return false }
            return true
        }) {
            return result
        }
        return text.utf8.allSatisfy(predicate)
    }

    /// Whether `text` is printable ASCII without `"` and `\\`: its literal is the text in quotes and its
    /// comment text is itself.
    static func isPlain(_ text: String) -> Bool {
        allBytes(of: text) { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// Whether ``string(_:)`` escapes any scalar of `text`, read from its UTF-8 bytes: ASCII controls, DEL,
    /// `"` and `\\`; C1 controls (`C2 80`–`C2 9F`); U+061C (`D8 9C`); U+200E, U+200F, U+2028–U+202E
    /// (`E2 80 8E`/`8F`/`A8`–`AE`); U+2066–U+2069 (`E2 81 A6`–`A9`); U+FEFF (`EF BB BF`). Same set as
    /// ``needsEscape(_:)`` plus the quote and the backslash; titles in any script pass without decoding.
    static func hasEscapes(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x00...0x1F, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    return true
                case 0xC2:
                    if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
                case 0xD8:
                    if index + 1 < bytes.count, bytes[index + 1] == 0x9C { return true }
                case 0xE2:
                    if index + 2 < bytes.count {
                        let second = bytes[index + 1], third = bytes[index + 2]
                        if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
                    }
                case 0xEF:
                    if index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return true }
                default:
                    break
                }
                index += 1
            }
            return false
        }
        return found ?? true
    }

    /// The character count of ``string(_:)``'s literal.
    static func stringWidth(_ text: String) -> Int {
        if isPlain(text) { return text.utf8.count + 2 }
        return string(text).count
    }

    /// Text safe inside a `//` comment: line breaks, controls and direction overrides become `\u{…}`, so a
    /// file name cannot end the comment or hide code.
    static func commentText(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
