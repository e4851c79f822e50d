/// Every token of one `.tabspec` file in flat arrays indexed by ``TokenIndex``, each token with its kind, its
/// byte range and its own decoded value (language.md, "Lexical structure").
///
/// The layout follows Zig's `std.zig.Ast` and Carbon's `TokenizedBuffer`: a token is a position in arrays,
/// not an object. ``tags`` (kind and whether the token starts a line, one byte) is apart from ``spans``
/// (start, end and value, 12 bytes), so a scan over kinds touches one byte per token. Newlines are not
/// tokens: a token that is the first of its line says so in its tag. Comments are tokens (the formatter and
/// the suppression comments read them); the parser steps over them.
///
/// A token's value is decoded once, by the lexer, and never overwritten:
/// - a number or a percentage: a finite or infinite `Double` in ``numbers`` (the percentage's number, not
///   divided by 100); the check stage decides whether it is in range;
/// - a string: the text between its quotes, read from the source without a copy, or — only when it holds an
///   escape, invalid UTF-8, typographic quotes or no closing quote — its decoded text in ``decodedStrings``;
/// - a color: its components as RGBA, 8 bits each (every hex literal is exact in 8 bits per channel);
/// - an invalid token: what is wrong with it (``Problem``).
///
/// The last token is always ``Kind/endOfFile`` (a sentinel: the parser never reads past it).
struct TokenBuffer: Sendable {
    /// The file the tokens are read from.
    let source: SourceFile
    /// Each token's kind and line flag.
    let tags: [Tag]
    /// Each token's byte range and value.
    let spans: [Span]
    /// The values of number and percentage tokens, indexed by their span's value.
    let numbers: [Double]
    /// The decoded text of strings that are not a plain slice of the source, indexed by their value − 1.
    let decodedStrings: [String]
    /// The comment tokens, in source order.
    let comments: [TokenIndex]
    /// The lexer's diagnostics, in source order, each with the token it is about (a later stage that
    /// explains a token better reports its own diagnostic instead: ``FrontEnd``).
    let problems: [TokenDiagnostic]
    /// Whether some `{` is never closed by a `}`: the parser then lets indentation end blocks too.
    let hasUnclosedBrace: Bool

    /// What kind of token.
    enum Kind: UInt8, Sendable, Hashable {
        /// `[A-Za-z_][A-Za-z0-9_-]*`
        case identifier
        /// `-?[0-9]+(\.[0-9]+)?`
        case number
        /// A number directly followed by `%`.
        case percentage
        /// `"…"` on one line.
        case string
        /// `#` followed by 3, 4, 6 or 8 hex digits.
        case color
        case leftBrace
        case rightBrace
        case colon
        case comma
        case at
        case pipe
        /// `// …` to the end of the line.
        case lineComment
        /// `/* … */`, not nested.
        case blockComment
        /// Bytes that form no token; ``Problem`` says why.
        case invalid
        case endOfFile
        /// Never stored: how the parser sees the line break before a token that starts a line.
        case newline
    }

    /// A token's kind and whether it is the first token of its line (a newline comes before it since the
    /// previous token that is not a comment).
    struct Tag: Sendable, Hashable {
        var kind: Kind
        var startsLine: Bool
    }

    /// A token's byte range (32-bit offsets, as ``SourceRange`` stores them) and its value, whose meaning
    /// depends on the kind (see ``TokenBuffer``).
    struct Span: Sendable, Hashable {
        var start: UInt32
        var end: UInt32
        var value: UInt32
    }

    /// What is wrong with an ``Kind/invalid`` token.
    enum Problem: UInt32, Sendable {
        /// A number with something glued to it (`12px`, `1.`, `1e5`).
        case invalidNumber
        /// `#` not followed by 3, 4, 6 or 8 hex digits.
        case invalidColorLiteral
        /// A character that starts no token.
        case invalidCharacter
        /// A byte that is not valid UTF-8.
        case invalidUTF8
        /// Names joined by `.` (`figure.walk`): a name with dots is a string, written in quotes.
        case dottedName
    }

    // MARK: Reading

    /// The number of tokens, the end-of-file token included.
    var count: Int { tags.count }

    /// The index of the end-of-file token.
    var endOfFile: TokenIndex { TokenIndex(tags.count - 1) }

    func kind(_ token: TokenIndex) -> Kind { tags[token.index].kind }

    func startsLine(_ token: TokenIndex) -> Bool { tags[token.index].startsLine }

    func range(_ token: TokenIndex) -> SourceRange {
        let span = spans[token.index]
        return SourceRange(start: Int(span.start), end: Int(span.end))
    }

    func start(_ token: TokenIndex) -> Int { Int(spans[token.index].start) }

    func end(_ token: TokenIndex) -> Int { Int(spans[token.index].end) }

    /// The token's source text.
    func text(_ token: TokenIndex) -> String {
        source.text(in: range(token))
    }

    /// Whether the token is a comment.
    func isComment(_ token: TokenIndex) -> Bool {
        let kind = kind(token)
        return kind == .lineComment || kind == .blockComment
    }

    /// The value of a number or percentage token.
    func number(_ token: TokenIndex) -> Double {
        numbers[Int(spans[token.index].value)]
    }

    /// The value of a color token.
    func color(_ token: TokenIndex) -> RGBAColor {
        let packed = spans[token.index].value
        func channel(_ shift: UInt32) -> Double { Double((packed >> shift) & 0xFF) / 255 }
        return RGBAColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// The decoded text of a string token.
    func string(_ token: TokenIndex) -> String {
        let span = spans[token.index]
        if span.value > 0 { return decodedStrings[Int(span.value) - 1] }
        return source.text(in: SourceRange(start: Int(span.start) + 1, end: Int(span.end) - 1))
    }

    /// What is wrong with an invalid token.
    func problem(_ token: TokenIndex) -> Problem? {
        guard kind(token) == .invalid else { return nil }
        return Problem(rawValue: spans[token.index].value)
    }

    /// The first token after `token` that is not a comment (the end-of-file token at the latest).
    func nextNonComment(after token: TokenIndex) -> TokenIndex {
        var next = token.index + 1
        while next < tags.count - 1, tags[next].kind == .lineComment || tags[next].kind == .blockComment { next += 1 }
        return TokenIndex(min(next, tags.count - 1))
    }

    /// Whether the token's bytes are exactly `name`'s (no string is built).
    func textEquals(_ token: TokenIndex, _ name: [UInt8]) -> Bool {
        let span = spans[token.index]
        guard Int(span.end - span.start) == name.count else { return false }
        var offset = Int(span.start)
        for byte in name {
            guard source.bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Whether two tokens are written the same.
    func textEquals(_ token: TokenIndex, _ other: TokenIndex) -> Bool {
        let span = spans[token.index]
        let otherSpan = spans[other.index]
        guard span.end - span.start == otherSpan.end - otherSpan.start else { return false }
        var offset = Int(span.start)
        var otherOffset = Int(otherSpan.start)
        while offset < Int(span.end) {
            guard source.bytes[offset] == source.bytes[otherOffset] else { return false }
            offset += 1
            otherOffset += 1
        }
        return true
    }
}

/// A position in one of the front end's flat arrays, in 32 bits (as Carbon's and Zig's indices), with a type of
/// its own per array, so that a token's index is never taken for a node's.
protocol FlatIndex: Sendable, Hashable, Comparable {
    var rawValue: UInt32 { get }
    init(rawValue: UInt32)
}

extension FlatIndex {
    init(_ index: Int) {
        self.init(rawValue: UInt32(clamping: index))
    }

    /// The index as an `Int`, to subscript arrays.
    var index: Int { Int(rawValue) }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The position of a token in a ``TokenBuffer``.
struct TokenIndex: FlatIndex {
    let rawValue: UInt32
}

/// A diagnostic about one token (a lexer's or parser's), so a later stage that explains the token better can
/// report its own instead.
struct TokenDiagnostic: Sendable {
    var token: TokenIndex
    var diagnostic: Diagnostic
}

extension Array {
    /// The array in a buffer of its own size when growing it left much unused room (a buffer that lives as long
    /// as the analysed file should not keep the room it reserved).
    func exactlySized() -> [Element] {
        let count = self.count
        guard capacity - count > count / 8 + 16 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: self)
            initialized = count
        }
    }
}
