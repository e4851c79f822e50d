/// The kinds of tokens in a `.tabspec` file (language.md, "Lexical structure").
enum TokenKind: UInt8, Sendable, Hashable {
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
    /// `\n` or `\r\n`: entries are separated by newlines.
    case newline
    /// `// …` to the end of the line.
    case lineComment
    /// `/* … */`, not nested.
    case blockComment
    /// Bytes that form no token; the lexer has already reported them.
    case invalid
    case endOfFile
}

/// A token: its kind and where it is. Its text is read from the source on demand.
struct Token: Sendable, Hashable {
    var kind: TokenKind
    var range: SourceRange

    /// Whether the token is a comment (kept by the formatter, skipped by the parser).
    var isComment: Bool { kind == .lineComment || kind == .blockComment }
}

extension TokenKind {
    /// How a diagnostic names this kind of token.
    var displayName: String {
        switch self {
        case .identifier: "a name"
        case .number: "a number"
        case .percentage: "a percentage"
        case .string: "a string"
        case .color: "a color"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .colon: "':'"
        case .comma: "','"
        case .at: "'@'"
        case .pipe: "'|'"
        case .newline: "a newline"
        case .lineComment, .blockComment: "a comment"
        case .invalid: "an invalid character"
        case .endOfFile: "the end of the file"
        }
    }
}
