/// Strings: `"…"` on one line with escapes, and the recoveries for other quotes and a missing `"`.
extension Tokenizer {
    /// `string = '"' { character | escape } '"'` on one line; escapes `\" \\ \n \t \u{…}`.
    func lexString() {
        let start = position
        position += 1
        // Most strings hold no escape and valid UTF-8: their value is the source between the quotes, read
        // without a copy. Anything else (an escape, a line end, invalid UTF-8, the end of the file) is decoded.
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return append(.string, from: start)
            }
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte < 0x80 {
                index += 1
            } else if let (_, length) = decode(at: index) {
                index += length
            } else {
                break
            }
        }
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"),
                  !(byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")) else {
                return endUnterminatedString(from: start, scalars: scalars)
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
            } else if let (scalar, length) = decode(at: position) {
                scalars.append(scalar)
                position += length
            } else {
                reportInvalidUTF8()
                scalars.append("\u{FFFD}")
            }
        }
        appendIrregular(.string, from: start, text: String(scalars))
    }

    /// A string without its closing `"` before the end of the line: its value is what was read.
    private func endUnterminatedString(from start: Int, scalars: String.UnicodeScalarView) {
        report(.unterminatedString(at: SourceRange(start: start, end: position), insertAt: position))
        appendIrregular(.string, from: start, text: String(scalars))
    }

    /// One escape sequence inside a string, starting at its backslash.
    private func lexEscape() -> Unicode.Scalar? {
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
            while let next = peek(), let hex = Tokenizer.hexValue(next) {
                if digits < 8 { value = value << 4 | hex }
                digits += 1
                position += 1
            }
            let closed = peek() == UInt8(ascii: "}")
            if closed { position += 1 }
            let range = SourceRange(start: start, end: position)
            guard closed, (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
                report(.invalidEscape(Diagnostic.excerpt(source.text(in: range)), at: range, reason: .badUnicode))
                return nil
            }
            return scalar
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return nil
        default:
            let length = byte < 0x80 ? 1 : (decode(at: position)?.length ?? 1)
            position += length
            let range = SourceRange(start: start, end: position)
            report(.invalidEscape(Diagnostic.excerpt(source.text(in: range)), at: range, reason: .unknown))
            return nil
        }
    }

    /// A string in the wrong quotes: `“Home”` (pasted from a document), or `'Home'` and `‘Home’` (another
    /// language's strings). When the opening quote has a closing one later on the same line, the text between
    /// is read as a string, as written (a `\` in it is no escape), and one diagnostic's Fix-It puts it in
    /// straight double quotes.
    func lexMisquotedString(opening: Unicode.Scalar, openRange: SourceRange) -> Bool {
        let closers: [Unicode.Scalar]
        switch opening {
        case "\u{201C}", "\u{201E}": closers = ["\u{201D}", "\u{201C}"]
        case "\u{FF02}": closers = ["\u{FF02}"]
        case "'": closers = ["'"]
        case "\u{2018}", "\u{201A}": closers = ["\u{2019}", "\u{2018}"]
        default: return false
        }
        // Typographic double quotes are straightened one by one, which a `"` between them would break.
        let singleQuotes = closers.contains("'") || closers.contains("\u{2019}")
        var index = position
        var scalars = String.UnicodeScalarView()
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            guard let (scalar, length) = decode(at: index), singleQuotes || scalar != "\"" else { return false }
            if closers.contains(scalar) {
                let closeRange = SourceRange(start: index, end: index + length)
                position = closeRange.end
                let text = String(scalars)
                report(singleQuotes
                    ? .singleQuotedString(Tokenizer.stringLiteral(text), at: SourceRange(start: openRange.start, end: position), scalar: opening)
                    : .typographicQuotes(open: openRange, close: closeRange, scalar: opening))
                appendIrregular(.string, from: openRange.start, text: text)
                return true
            }
            scalars.append(scalar)
            index += length
        }
        return false
    }

    /// The string literal whose value is `text`, as a Fix-It writes it: in double quotes, with `"`, `\`, line
    /// breaks, tabs and other control characters escaped (``lexString()`` reads it back as `text`).
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
