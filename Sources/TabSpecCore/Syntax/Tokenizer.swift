/// The lexer: turns a ``SourceFile``'s bytes into a ``TokenBuffer`` in one pass, never failing.
///
/// It works on UTF-8 bytes through a buffer pointer. Malformed input becomes an `invalid` token (or a token
/// with a best-effort value) and a diagnostic about that token, and lexing goes on. A token is stored as its
/// kind and start; the buffer reads its end and value again from its bytes with the same scans
/// (``Tokenizer/end(of:at:in:)``), and the lexer records them only for a token whose bytes do not give them.
final class Tokenizer {
    let source: SourceFile
    let bytes: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) var position: Int
    // The token buffer being filled (see ``TokenBuffer``).
    @exclusivity(unchecked) private var tags: [TokenBuffer.Tag] = []
    @exclusivity(unchecked) private var starts: [UInt32] = []
    @exclusivity(unchecked) private var irregular: [TokenBuffer.Irregular] = []
    @exclusivity(unchecked) private var comments: [TokenIndex] = []
    @exclusivity(unchecked) private var problems: BoundedDiagnostics
    /// Whether a line break came since the last token that is not a comment (true at the start of the file).
    @exclusivity(unchecked) private var newlineBefore = true
    /// The kind of the last token that is not a comment (for the brace balance).
    @exclusivity(unchecked) private var previousKind: TokenBuffer.Kind?
    /// `{`s not yet closed, counting as the parser does (a `{` where an entry starts is not a block's).
    @exclusivity(unchecked) private(set) var openBraces = 0

    /// Lexes the whole of `source`, recording its diagnostics in `diagnostics`.
    static func tokenize(_ source: SourceFile, diagnostics: BoundedDiagnostics = BoundedDiagnostics()) -> TokenBuffer {
        source.bytes.withUnsafeBufferPointer { bytes in
            let tokenizer = Tokenizer(source: source, bytes: bytes, diagnostics: diagnostics)
            tokenizer.run()
            // Room reserved for tokens that never came is given back (the buffer lives as long as the analysed
            // file), as Zig's parser shrinks its arrays once they are full.
            return TokenBuffer(source: source, tags: tokenizer.tags.exactlySized(), starts: tokenizer.starts.exactlySized(),
                               irregular: tokenizer.irregular, comments: tokenizer.comments, diagnostics: tokenizer.problems,
                               hasUnclosedBrace: tokenizer.openBraces > 0)
        }
    }

    private init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, diagnostics: BoundedDiagnostics) {
        self.source = source
        problems = diagnostics
        self.bytes = bytes
        position = source.contentStart
        // Measured on the benchmark corpus: 7.2 bytes per token (newlines are not tokens). Reserving for 7 means
        // appends seldom reallocate, and the buffer is then seldom much larger than its tokens.
        let estimate = bytes.count / 7 + 16
        tags.reserveCapacity(estimate)
        starts.reserveCapacity(estimate)
    }

    // MARK: Character classes

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8? {
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

    /// The scalar at `index` and its length, or `nil` for invalid UTF-8.
    func decode(at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        UTF8Decoding.decode(bytes, at: index)
    }

    // MARK: Tokens

    /// Lexes every token and the final end-of-file token.
    private func run() {
        while true {
            var index = position
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            position = index
            guard let byte = peek() else { break }
            let start = position
            switch byte {
            case UInt8(ascii: "\n"):
                position += 1
                newlineBefore = true
            case UInt8(ascii: "\r") where peek(1) == UInt8(ascii: "\n"):
                position += 2
                newlineBefore = true
            case UInt8(ascii: "{"): position += 1; append(.leftBrace, from: start)
            case UInt8(ascii: "}"): position += 1; append(.rightBrace, from: start)
            case UInt8(ascii: ":"): position += 1; append(.colon, from: start)
            case UInt8(ascii: ","): position += 1; append(.comma, from: start)
            case UInt8(ascii: "@"): position += 1; append(.at, from: start)
            case UInt8(ascii: "|"): position += 1; append(.pipe, from: start)
            case UInt8(ascii: "\""): lexString()
            case UInt8(ascii: "#"): lexColor()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"): lexLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): lexBlockComment()
            case UInt8(ascii: "-"), 0x30...0x39: lexNumber()
            default:
                if Tokenizer.isIdentifierStart(byte) {
                    lexIdentifier()
                } else {
                    lexInvalidCharacter()
                }
            }
        }
        tags.append(TokenBuffer.Tag(kind: .endOfFile, startsLine: newlineBefore))
        starts.append(UInt32(clamping: bytes.count))
    }

    /// Appends a token whose bytes give its end and value (its end is the current position).
    func append(_ kind: TokenBuffer.Kind, from start: Int) {
        append(kind, from: start, isIrregular: false)
    }

    /// Appends a token whose bytes do not give its end or value: they are recorded (its end is the current
    /// position).
    func appendIrregular(_ kind: TokenBuffer.Kind, from start: Int, problem: TokenBuffer.Problem? = nil, text: String? = nil) {
        irregular.append(TokenBuffer.Irregular(token: UInt32(tags.count), end: UInt32(clamping: position), problem: problem, text: text))
        append(kind, from: start, isIrregular: true)
    }

    /// Appends a token, keeping the line flag and the brace balance.
    private func append(_ kind: TokenBuffer.Kind, from start: Int, isIrregular: Bool) {
        let isComment = kind == .lineComment || kind == .blockComment
        if isComment { comments.append(TokenIndex(tags.count)) }
        tags.append(TokenBuffer.Tag(kind: kind, startsLine: newlineBefore, isIrregular: isIrregular))
        starts.append(UInt32(clamping: start))
        guard !isComment else { return }
        switch kind {
        case .leftBrace:
            // The parser skips a `{` where an entry would start (first on its line, after ',' or '{').
            if !newlineBefore, let previousKind, previousKind != .comma, previousKind != .leftBrace { openBraces += 1 }
        case .rightBrace:
            if openBraces > 0 { openBraces -= 1 }
        default:
            break
        }
        newlineBefore = false
        previousKind = kind
    }

    /// Records a diagnostic about the token being lexed (it is appended next).
    func report(_ diagnostic: Diagnostic) {
        problems.append(diagnostic, about: TokenIndex(tags.count))
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`; names joined by `.` (`figure.walk`) are one invalid token, so a stage that
    /// expects a string can say that such names are strings, and so is a CSS color function, `rgb(255, 0, 0)`
    /// (``lexColorFunction(from:)``).
    private func lexIdentifier() {
        let start = position
        position = Tokenizer.identifierEnd(from: position + 1, in: bytes)
        if peek() == UInt8(ascii: "("), lexColorFunction(from: start) { return }
        var dotted = false
        while peek() == UInt8(ascii: "."), let after = peek(1), Tokenizer.isIdentifierStart(after) {
            dotted = true
            position = Tokenizer.identifierEnd(from: position + 1, in: bytes)
        }
        guard dotted else { return append(.identifier, from: start) }
        let range = SourceRange(start: start, end: position)
        report(.dottedName(Diagnostic.excerpt(source.text(in: range)), at: range))
        appendIrregular(.invalid, from: start, problem: .dottedName)
    }

    /// `number = -?[0-9]+(\.[0-9]+)?` optionally followed by `%`. Anything glued to it makes the whole word
    /// an `invalid-number`. Its value is read from its digits when asked for (``TokenBuffer/number(_:)``).
    private func lexNumber() {
        let start = position
        let integerStart = peek() == UInt8(ascii: "-") ? start + 1 : start
        position = Tokenizer.numberEnd(at: start, in: bytes)
        // `-` alone, or `-.5`: no integer digits.
        var valid = position > integerStart && Tokenizer.isDigit(bytes[integerStart])
        var kind = TokenBuffer.Kind.number
        if peek() == UInt8(ascii: "%") {
            position += 1
            kind = .percentage
        }
        // Glued garbage (`12px`, `1.`, `1.2.3`, `1e5`, `--`) belongs to the same bad word.
        while let byte = peek(), Tokenizer.isIdentifierContinue(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%") {
            valid = false
            position += 1
        }
        guard valid else {
            let range = SourceRange(start: start, end: position)
            report(.invalidNumber(Diagnostic.excerpt(source.text(in: range)), at: range))
            return appendIrregular(.invalid, from: start, problem: .invalidNumber)
        }
        append(kind, from: start)
    }

    /// `color = "#" hex{3,4,6,8}`; its value is read from its digits when asked for (``TokenBuffer/color(_:)``).
    private func lexColor() {
        let start = position
        position = Tokenizer.identifierEnd(from: start + 1, in: bytes)
        let digits = position - start - 1
        let valid = [3, 4, 6, 8].contains(digits) && bytes[(start + 1)..<position].allSatisfy { Tokenizer.hexValue($0) != nil }
        guard valid else {
            let range = SourceRange(start: start, end: position)
            report(.invalidColorLiteral(Diagnostic.excerpt(source.text(in: range)), at: range))
            return appendIrregular(.invalid, from: start, problem: .invalidColorLiteral)
        }
        append(.color, from: start)
    }

    /// `0xRRGGBBAA` of a `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` literal's digits; `nil` for another count.
    static func rgba(fromHex value: UInt64, digits: Int) -> UInt32? {
        let hex = UInt32(truncatingIfNeeded: value)
        func nibble(_ shift: UInt32) -> UInt32 { ((hex >> shift) & 0xF) * 17 }
        switch digits {
        case 3: return nibble(8) << 24 | nibble(4) << 16 | nibble(0) << 8 | 0xFF
        case 4: return nibble(12) << 24 | nibble(8) << 16 | nibble(4) << 8 | nibble(0)
        case 6: return hex << 8 | 0xFF
        case 8: return hex
        default: return nil
        }
    }

    /// `// …` to the end of the line (the line break is not part of it).
    private func lexLineComment() {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")) { break }
            if byte < 0x80 { position += 1 } else { skipCommentByte(byte) }
        }
        append(.lineComment, from: start)
    }

    /// `/* … */`, not nested; an unterminated one runs to the end of the file.
    private func lexBlockComment() {
        let start = position
        position += 2
        while let byte = peek() {
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                return append(.blockComment, from: start)
            }
            skipCommentByte(byte)
        }
        report(.unterminatedComment(at: SourceRange(start: start, end: start + 2), insertAt: position))
        append(.blockComment, from: start)
    }

    /// Steps over one character of a comment, reporting invalid UTF-8.
    private func skipCommentByte(_ byte: UInt8) {
        if byte < 0x80 {
            position += 1
        } else if let (_, length) = decode(at: position) {
            position += length
        } else {
            reportInvalidUTF8()
        }
    }

    /// Reports the invalid UTF-8 byte at the current position and steps over it.
    func reportInvalidUTF8() {
        report(.invalidUTF8(byte: bytes[position], at: SourceRange(start: position, end: position + 1)))
        position += 1
    }

    /// A character that starts no token: one diagnostic, one `invalid` token (or a string in other quotes,
    /// `“Home”`, `'Home'`, or a separator for a `;`).
    private func lexInvalidCharacter() {
        let start = position
        guard let (scalar, length) = decode(at: position) else {
            reportInvalidUTF8()
            return appendIrregular(.invalid, from: start, problem: .invalidUTF8)
        }
        position += length
        let range = SourceRange(start: start, end: position)
        if lexMisquotedString(opening: scalar, openRange: range) { return }
        if scalar == ";" || scalar == "\u{FF0C}" || scalar == "\u{3001}" { return lexSeparatorLookalike(scalar, at: range) }
        report(.invalidCharacter(scalar, at: range))
        appendIrregular(.invalid, from: start, problem: .invalidCharacter)
    }

    /// `;` (or a fullwidth `，`, `、`) where a separator belongs (`height: 49; iconSize: 25`): one diagnostic and
    /// a comma token, so that the entries around it parse as if it were one. Where the entry ends there anyway
    /// (the end of the line, a `}` or a comment), the Fix-It removes it with the blanks before it.
    private func lexSeparatorLookalike(_ scalar: Unicode.Scalar, at range: SourceRange) {
        var next = range.end
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        let endsEntry = next == bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r")
            || bytes[next] == UInt8(ascii: "}")
            || (bytes[next] == UInt8(ascii: "/") && next + 1 < bytes.count && (bytes[next + 1] == UInt8(ascii: "/") || bytes[next + 1] == UInt8(ascii: "*")))
        var blanksStart = range.start
        while blanksStart > source.contentStart, bytes[blanksStart - 1] == 0x20 || bytes[blanksStart - 1] == 0x09 { blanksStart -= 1 }
        let removing = endsEntry ? SourceRange(start: blanksStart, end: range.end) : nil
        report(.separatorLookalike(scalar, at: range, removing: removing))
        appendIrregular(.comma, from: range.start)
    }
}
