/// Every token of one `.tabspec` file in flat arrays indexed by ``TokenIndex``, each token with its kind, its
/// byte range and its own value (language.md, "Lexical structure").
///
/// The layout is Zig's `std.zig.Ast`'s: a token is a one-byte ``Tag`` and a 32-bit start offset, five bytes,
/// not an object. Its end and its value are read again from its own bytes when asked for, with the scans the
/// lexer used (``Tokenizer``): a name ends where its letters do, a number's value is its digits' (exactly, as
/// ``NumberLiteral`` reads them), a color's its hex digits'. A token whose end or value its bytes alone do not
/// give — a string with an escape, invalid UTF-8, typographic quotes or no closing quote, and every invalid
/// token — is *irregular*: its end, its decoded text or its problem sit in ``irregular``, found from the token
/// by a binary search (there are few). Nothing is shared between tokens: each has its own range and value.
///
/// Newlines are not tokens: a token that is the first of its line says so in its tag. Comments are tokens (the
/// formatter and the suppression comments read them); the parser steps over them. The last token is always
/// ``Kind/endOfFile`` (a sentinel: the parser never reads past it).
struct TokenBuffer: Sendable {
    /// The file the tokens are read from.
    let source: SourceFile
    /// Each token's kind and flags.
    let tags: [Tag]
    /// Each token's first byte.
    let starts: [UInt32]
    /// The irregular tokens' ends and values, by token.
    let irregular: [Irregular]
    /// The comment tokens, in source order.
    let comments: [TokenIndex]
    /// The lexer's diagnostics, in source order, each with the token it is about (a later stage that
    /// explains a token better reports its own diagnostic instead: ``FrontEnd``), bounded.
    let diagnostics: BoundedDiagnostics
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

    /// A token's kind, whether it is the first token of its line (a newline comes before it since the previous
    /// token that is not a comment) and whether it is irregular, in one byte.
    struct Tag: Sendable, Hashable {
        private let rawValue: UInt8

        init(kind: Kind, startsLine: Bool, isIrregular: Bool = false) {
            rawValue = kind.rawValue | (startsLine ? 0x10 : 0) | (isIrregular ? 0x20 : 0)
        }

        var kind: Kind { Kind(rawValue: rawValue & 0x0F) ?? .invalid }
        var startsLine: Bool { rawValue & 0x10 != 0 }
        var isIrregular: Bool { rawValue & 0x20 != 0 }
    }

    /// The end and value of a token whose bytes do not give them (see ``TokenBuffer``).
    struct Irregular: Sendable {
        /// The token.
        var token: UInt32
        /// Its end offset.
        var end: UInt32
        /// What is wrong with an invalid token.
        var problem: Problem?
        /// A string's decoded text.
        var text: String?
    }

    /// What is wrong with an ``Kind/invalid`` token.
    enum Problem: UInt8, Sendable {
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

    /// The lexer's kept diagnostics (``diagnostics``), each with its token.
    var problems: [TokenDiagnostic] { diagnostics.problems }

    /// The index of the end-of-file token.
    var endOfFile: TokenIndex { TokenIndex(tags.count - 1) }

    func kind(_ token: TokenIndex) -> Kind { tags[token.index].kind }

    func startsLine(_ token: TokenIndex) -> Bool { tags[token.index].startsLine }

    func start(_ token: TokenIndex) -> Int { Int(starts[token.index]) }

    /// The token's end offset: read again from its bytes, or recorded for an irregular token.
    func end(_ token: TokenIndex) -> Int {
        let tag = tags[token.index]
        if tag.isIrregular, let record = irregularRecord(token) { return Int(record.end) }
        let start = Int(starts[token.index])
        return source.bytes.withUnsafeBufferPointer { Tokenizer.end(of: tag.kind, at: start, in: $0) }
    }

    func range(_ token: TokenIndex) -> SourceRange {
        SourceRange(start: start(token), end: end(token))
    }

    /// The token's source text.
    func text(_ token: TokenIndex) -> String {
        source.text(in: range(token))
    }

    /// Whether the token is a comment.
    func isComment(_ token: TokenIndex) -> Bool {
        let kind = kind(token)
        return kind == .lineComment || kind == .blockComment
    }

    /// The value of a number or percentage token (the percentage's number, not divided by 100): finite, or
    /// infinite when it is too large for a `Double` (the check stage reports that).
    func number(_ token: TokenIndex) -> Double {
        let start = Int(starts[token.index])
        return source.bytes.withUnsafeBufferPointer { bytes in
            let end = Tokenizer.numberEnd(at: start, in: bytes)
            return NumberLiteral.value(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
    }

    /// The value of a color token (every hex literal is exact in 8 bits per channel).
    func color(_ token: TokenIndex) -> RGBAColor {
        let start = Int(starts[token.index])
        let packed = source.bytes.withUnsafeBufferPointer { bytes in
            var value: UInt64 = 0
            var index = start + 1
            while index < bytes.count, let digit = Tokenizer.hexValue(bytes[index]) {
                value = value << 4 | UInt64(digit)
                index += 1
            }
            return Tokenizer.rgba(fromHex: value, digits: index - start - 1) ?? 0
        }
        func channel(_ shift: UInt32) -> Double { Double((packed >> shift) & 0xFF) / 255 }
        return RGBAColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// The decoded text of a string token.
    func string(_ token: TokenIndex) -> String {
        if tags[token.index].isIrregular, let text = irregularRecord(token)?.text { return text }
        let start = Int(starts[token.index])
        return source.text(in: SourceRange(start: start + 1, end: end(token) - 1))
    }

    /// What is wrong with an invalid token.
    func problem(_ token: TokenIndex) -> Problem? {
        guard kind(token) == .invalid else { return nil }
        return irregularRecord(token)?.problem
    }

    /// The record of an irregular token (binary search: they are in token order).
    private func irregularRecord(_ token: TokenIndex) -> Irregular? {
        var low = 0
        var high = irregular.count
        while low < high {
            let middle = (low + high) / 2
            if irregular[middle].token < token.rawValue { low = middle + 1 } else { high = middle }
        }
        return low < irregular.count && irregular[low].token == token.rawValue ? irregular[low] : nil
    }

    /// The first token after `token` that is not a comment (the end-of-file token at the latest).
    func nextNonComment(after token: TokenIndex) -> TokenIndex {
        var next = token.index + 1
        while next < tags.count - 1, tags[next].kind == .lineComment || tags[next].kind == .blockComment { next += 1 }
        return TokenIndex(min(next, tags.count - 1))
    }

    /// Whether the token's bytes are exactly `name`'s (no string is built).
    func textEquals(_ token: TokenIndex, _ name: [UInt8]) -> Bool {
        let start = self.start(token)
        guard end(token) - start == name.count else { return false }
        var offset = start
        for byte in name {
            guard source.bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Whether two tokens are written the same.
    func textEquals(_ token: TokenIndex, _ other: TokenIndex) -> Bool {
        let start = self.start(token)
        let otherStart = self.start(other)
        let length = end(token) - start
        guard length == end(other) - otherStart else { return false }
        for offset in 0..<length where source.bytes[start + offset] != source.bytes[otherStart + offset] { return false }
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
