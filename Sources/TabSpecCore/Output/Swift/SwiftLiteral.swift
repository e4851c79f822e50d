import TabSpecRuntime

/// Spelling of spec values as Swift source: string literals that hold exactly the spec's text, numbers in
/// their shortest round-trip form, identifiers in backticks when they are keywords, and comment text that
/// cannot end its comment. Each is written straight into a ``SwiftWriter``.
extension SwiftWriter {
    /// A `"…"` literal whose value is exactly `text`: quotes, backslashes (so `\(` cannot interpolate), line
    /// breaks, control characters and invisible direction overrides are escaped; everything else (emoji,
    /// Arabic, CJK, `#`) is written as is. The literal is one piece of text for the column (a combining mark
    /// at the start of `text` joins the opening quote).
    mutating func stringLiteral(_ text: String) {
        guard !overflowed else { return }
        // Most text is printable ASCII without quotes or backslashes: the literal is the text in quotes.
        let start = output.count
        output.append(UInt8(ascii: "\""))
        output.append(string: text)
        if output.withBytes(from: start + 1, { $0.allSatisfy(SwiftLiteral.isPlain) }) {
            output.append(UInt8(ascii: "\""))
            return checkLimit()
        }
        if !text.unicodeScalars.contains(where: SwiftLiteral.isEscapedInLiterals) {
            // Text in any script without anything to escape (most other titles): written as is.
            output.append(UInt8(ascii: "\""))
            countCharacters(from: start)
            return checkLimit()
        }
        output.truncate(to: start)
        var literal = String.UnicodeScalarView()
        literal.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += #"\""#.unicodeScalars
            case "\\": literal += #"\\"#.unicodeScalars
            case "\n": literal += #"\n"#.unicodeScalars
            case "\r": literal += #"\r"#.unicodeScalars
            case "\t": literal += #"\t"#.unicodeScalars
            case "\0": literal += #"\0"#.unicodeScalars
            default:
                if SwiftLiteral.needsEscape(scalar) {
                    literal += SwiftLiteral.unicodeEscape(scalar).unicodeScalars
                } else {
                    literal.append(scalar)
                }
            }
        }
        literal.append("\"")
        write(string: String(literal))
    }

    /// `text` inside a `//` comment: line breaks, controls and direction overrides become `\u{…}`, so a file
    /// name cannot end the comment or hide code.
    mutating func commentText(_ text: String) {
        guard !SwiftLiteral.isPlain(text) else { return write(string: text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if SwiftLiteral.needsEscape(scalar) {
                result += SwiftLiteral.unicodeEscape(scalar).unicodeScalars
            } else {
                result.append(scalar)
            }
        }
        write(string: String(result))
    }

    /// A `Double` literal: `16`, `72.2`, `1e-07`; non-finite values as `Double.infinity` / `Double.nan`.
    mutating func number(_ value: Double) {
        guard !overflowed else { return }
        if value.isNaN { return write("Double.nan") }
        if value.isInfinite { return write(value < 0 ? "-Double.infinity" : "Double.infinity") }
        write(string: DecimalText.shortest(value))
    }

    /// An integer literal.
    mutating func integer(_ value: Int) {
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            write(byte: UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    /// `0xF7F7F7`: uppercase hex digits, at least six.
    mutating func hex(_ value: UInt32) {
        guard !overflowed else { return }
        write("0x")
        let digits: StaticString = "0123456789ABCDEF"
        var count = 6
        while count < 8, value >> UInt32(4 * count) != 0 { count += 1 }
        for digit in (0..<count).reversed() {
            output.append(digits.utf8Start[Int(value >> UInt32(4 * digit) & 0xF)])
        }
        checkLimit()
    }

    /// `true` or `false`.
    mutating func boolean(_ value: Bool) {
        write(value ? "true" : "false")
    }

    /// `name`, or `` `name` `` when it is a Swift keyword.
    mutating func identifier(_ name: String) {
        write(string: SwiftLiteral.identifier(name))
    }
}

/// The rules behind ``SwiftWriter``'s literals.
enum SwiftLiteral {
    /// `name`, or `` `name` `` when it is a Swift keyword.
    static func identifier(_ name: String) -> String {
        SwiftIdentifier.keywords.contains(name) ? "`" + name + "`" : name
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

    /// Whether `text` is printable ASCII without `"` and `\`: its literal is the text in quotes and its
    /// comment text is itself.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) } ?? text.utf8.allSatisfy(isPlain)
    }

    /// Whether `byte` is printable ASCII other than `"` and `\`.
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether ``SwiftWriter/stringLiteral(_:)`` writes `scalar` otherwise than as itself.
    static func isEscapedInLiterals(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || needsEscape(scalar)
    }
}
