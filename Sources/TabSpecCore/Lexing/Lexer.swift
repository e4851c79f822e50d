/// Turns a ``SourceFile``'s bytes into tokens, one at a time, never failing.
///
/// The lexer works on UTF-8 bytes (a byte loop is ~25× faster than iterating `Character`s). Malformed input
/// becomes an `invalid` token (or a token with a best-effort value) plus a diagnostic, and lexing goes on.
/// The decoded value of the last string, number or color token is available right after ``next()``
/// returns it.
struct Lexer {
    let source: SourceFile
    private let bytes: [UInt8]
    private(set) var position: Int
    /// Problems found so far, in source order.
    private(set) var diagnostics: [Diagnostic] = []

    /// The decoded value of the last `.string` token.
    private(set) var stringValue = ""
    /// The value of the last `.number` or `.percentage` token (a percentage's number, not divided by 100).
    private(set) var numberValue: Double = 0
    /// The value of the last `.color` token.
    private(set) var colorValue = RGBAColor(white: 0)

    init(source: SourceFile) {
        self.source = source
        bytes = source.bytes
        position = source.contentStart
    }

    // MARK: Character classes

    @inline(__always) private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    @inline(__always) static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || byte == 0x2D
    }

    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    // MARK: Tokens

    /// The next token, comments and newlines included; `.endOfFile` forever once the input is exhausted.
    mutating func next() -> Token {
        while let byte = peek(), byte == 0x20 || byte == 0x09 {
            position += 1
        }
        let start = position
        guard let byte = peek() else { return Token(kind: .endOfFile, range: SourceRange(at: bytes.count)) }
        switch byte {
        case UInt8(ascii: "\n"):
            position += 1
            return token(.newline, from: start)
        case UInt8(ascii: "\r") where peek(1) == UInt8(ascii: "\n"):
            position += 2
            return token(.newline, from: start)
        case UInt8(ascii: "{"): position += 1; return token(.leftBrace, from: start)
        case UInt8(ascii: "}"): position += 1; return token(.rightBrace, from: start)
        case UInt8(ascii: ":"): position += 1; return token(.colon, from: start)
        case UInt8(ascii: ","): position += 1; return token(.comma, from: start)
        case UInt8(ascii: "@"): position += 1; return token(.at, from: start)
        case UInt8(ascii: "|"): position += 1; return token(.pipe, from: start)
        case UInt8(ascii: "\""): return lexString()
        case UInt8(ascii: "#"): return lexColor()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"): return lexLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): return lexBlockComment()
        case UInt8(ascii: "-"), 0x30...0x39: return lexNumber()
        default:
            if Lexer.isIdentifierStart(byte) {
                position += 1
                while let next = peek(), Lexer.isIdentifierContinue(next) { position += 1 }
                return token(.identifier, from: start)
            }
            return lexInvalidCharacter()
        }
    }

    @inline(__always) private func token(_ kind: TokenKind, from start: Int) -> Token {
        Token(kind: kind, range: SourceRange(start: start, end: position))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// `number = -?[0-9]+(\.[0-9]+)?` optionally followed by `%`. Anything glued to it makes the whole word
    /// an `invalid-number`.
    private mutating func lexNumber() -> Token {
        let start = position
        var valid = true
        if peek() == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        while let byte = peek(), Lexer.isDigit(byte) { position += 1 }
        if position == integerStart { valid = false }
        if peek() == UInt8(ascii: "."), let after = peek(1), Lexer.isDigit(after) {
            position += 1
            while let byte = peek(), Lexer.isDigit(byte) { position += 1 }
        }
        var kind = TokenKind.number
        let numberEnd = position
        if peek() == UInt8(ascii: "%") {
            position += 1
            kind = .percentage
        }
        // Glued garbage (`12px`, `1.`, `1.2.3`, `1e5`, `--`) belongs to the same bad word.
        while let byte = peek(), Lexer.isIdentifierContinue(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%") {
            valid = false
            position += 1
        }
        let range = SourceRange(start: start, end: position)
        guard valid else {
            report(.invalidNumber(source.text(in: range), at: range))
            return Token(kind: .invalid, range: range)
        }
        numberValue = Double(source.text(in: SourceRange(start: start, end: numberEnd))) ?? 0
        return Token(kind: kind, range: range)
    }

    /// `color = "#" hex{3,4,6,8}`.
    private mutating func lexColor() -> Token {
        let start = position
        position += 1
        var value: UInt64 = 0
        var digits = 0
        var valid = true
        while let byte = peek(), Lexer.isIdentifierContinue(byte) {
            if let hex = Lexer.hexValue(byte), digits < 16 {
                value = value << 4 | UInt64(hex)
            } else {
                valid = false
            }
            digits += 1
            position += 1
        }
        let range = SourceRange(start: start, end: position)
        guard valid, [3, 4, 6, 8].contains(digits) else {
            report(.invalidColorLiteral(source.text(in: range), at: range))
            return Token(kind: .invalid, range: range)
        }
        colorValue = Lexer.color(fromHex: value, digits: digits)
        return Token(kind: .color, range: range)
    }

    /// The color of a `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` literal's digits.
    static func color(fromHex value: UInt64, digits: Int) -> RGBAColor {
        func channel(_ shift: Int, width: Int) -> Double {
            let mask: UInt64 = width == 1 ? 0xF : 0xFF
            let raw = (value >> UInt64(shift)) & mask
            return width == 1 ? Double(raw * 17) / 255 : Double(raw) / 255
        }
        switch digits {
        case 3: return RGBAColor(red: channel(8, width: 1), green: channel(4, width: 1), blue: channel(0, width: 1))
        case 4: return RGBAColor(red: channel(12, width: 1), green: channel(8, width: 1), blue: channel(4, width: 1), alpha: channel(0, width: 1))
        case 6: return RGBAColor(red: channel(16, width: 2), green: channel(8, width: 2), blue: channel(0, width: 2))
        default: return RGBAColor(red: channel(24, width: 2), green: channel(16, width: 2), blue: channel(8, width: 2), alpha: channel(0, width: 2))
        }
    }

    /// `string = '"' { character | escape } '"'` on one line; escapes `\" \\ \n \t \u{…}`.
    private mutating func lexString() -> Token {
        let start = position
        position += 1
        // Most strings hold no escape and valid UTF-8: their value is the bytes between the quotes, decoded at
        // once. Anything else (an escape, a line end, invalid UTF-8, the end of the file) takes the loop below.
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                stringValue = source.text(in: SourceRange(start: position, end: index))
                position = index + 1
                return Token(kind: .string, range: SourceRange(start: start, end: position))
            }
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte < 0x80 {
                index += 1
            } else if let (_, length) = UTF8Decoding.decode(bytes, at: index) {
                index += length
            } else {
                break
            }
        }
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"),
                  !(byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")) else {
                let range = SourceRange(start: start, end: position)
                report(.unterminatedString(at: range, insertAt: position))
                stringValue = String(scalars)
                return Token(kind: .string, range: range)
            }
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                if let scalar = lexEscape() { scalars.append(scalar) }
                continue
            }
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                position += 1
            } else if let (scalar, length) = UTF8Decoding.decode(bytes, at: position) {
                scalars.append(scalar)
                position += length
            } else {
                reportInvalidUTF8()
                scalars.append("\u{FFFD}")
            }
        }
        stringValue = String(scalars)
        return Token(kind: .string, range: SourceRange(start: start, end: position))
    }

    /// One escape sequence inside a string, starting at its backslash.
    private mutating func lexEscape() -> Unicode.Scalar? {
        let start = position
        position += 1
        guard let byte = peek() else { return nil }
        switch byte {
        case UInt8(ascii: "\""): position += 1; return "\""
        case UInt8(ascii: "\\"): position += 1; return "\\"
        case UInt8(ascii: "n"): position += 1; return "\n"
        case UInt8(ascii: "t"): position += 1; return "\t"
        case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
            position += 2
            var value: UInt32 = 0
            var digits = 0
            while let next = peek(), let hex = Lexer.hexValue(next) {
                if digits < 8 { value = value << 4 | hex }
                digits += 1
                position += 1
            }
            let closed = peek() == UInt8(ascii: "}")
            if closed { position += 1 }
            let range = SourceRange(start: start, end: position)
            guard closed, (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
                report(.invalidEscape(source.text(in: range), at: range, reason: .badUnicode))
                return nil
            }
            return scalar
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return nil
        default:
            let length = byte < 0x80 ? 1 : (UTF8Decoding.decode(bytes, at: position)?.length ?? 1)
            position += length
            let range = SourceRange(start: start, end: position)
            report(.invalidEscape(source.text(in: range), at: range, reason: .unknown))
            return nil
        }
    }

    /// `// …` to the end of the line (the newline is not part of it).
    private mutating func lexLineComment() -> Token {
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { break }
            skipCommentByte(byte)
        }
        return token(.lineComment, from: start)
    }

    /// `/* … */`, not nested; an unterminated one runs to the end of the file.
    private mutating func lexBlockComment() -> Token {
        let start = position
        position += 2
        while let byte = peek() {
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                return token(.blockComment, from: start)
            }
            skipCommentByte(byte)
        }
        report(.unterminatedComment(at: SourceRange(start: start, end: start + 2), insertAt: position))
        return token(.blockComment, from: start)
    }

    /// Steps over one character of a comment, reporting invalid UTF-8.
    private mutating func skipCommentByte(_ byte: UInt8) {
        if byte < 0x80 {
            position += 1
        } else if let (_, length) = UTF8Decoding.decode(bytes, at: position) {
            position += length
        } else {
            reportInvalidUTF8()
        }
    }

    /// Reports the invalid UTF-8 byte at the current position and steps over it.
    private mutating func reportInvalidUTF8() {
        report(.invalidUTF8(byte: bytes[position], at: SourceRange(start: position, end: position + 1)))
        position += 1
    }

    /// A character that starts no token: one diagnostic, one `invalid` token.
    private mutating func lexInvalidCharacter() -> Token {
        let start = position
        guard let (scalar, length) = UTF8Decoding.decode(bytes, at: position) else {
            reportInvalidUTF8()
            return token(.invalid, from: start)
        }
        position += length
        let range = SourceRange(start: start, end: position)
        if let string = lexTypographicString(opening: scalar, openRange: range) { return string }
        report(.invalidCharacter(scalar, at: range))
        return Token(kind: .invalid, range: range)
    }

    /// `“Home”` (pasted from a document): when a typographic opening quote has a closing one later on the same
    /// line, the text between is read as a string and one diagnostic straightens both quotes.
    private mutating func lexTypographicString(opening: Unicode.Scalar, openRange: SourceRange) -> Token? {
        let closers: [Unicode.Scalar]
        switch opening {
        case "\u{201C}", "\u{201E}": closers = ["\u{201D}", "\u{201C}"]
        case "\u{FF02}": closers = ["\u{FF02}"]
        default: return nil
        }
        var index = position
        var scalars = String.UnicodeScalarView()
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            guard let (scalar, length) = UTF8Decoding.decode(bytes, at: index), scalar != "\"" else { return nil }
            if closers.contains(scalar) {
                let closeRange = SourceRange(start: index, end: index + length)
                position = closeRange.end
                report(.typographicQuotes(open: openRange, close: closeRange, scalar: opening))
                stringValue = String(scalars)
                return Token(kind: .string, range: SourceRange(start: openRange.start, end: position))
            }
            scalars.append(scalar)
            index += length
        }
        return nil
    }
}
