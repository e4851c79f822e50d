/// A recursive-descent parser from a ``TokenBuffer`` to a ``SyntaxTree``, in one pass, with recovery.
///
/// The parser knows the grammar (language.md) and nothing else: it builds blocks and properties, reports what
/// breaks the grammar (a missing `:` or `}` is one diagnostic, and parsing goes on), and leaves every meaning
/// to the check stage. It resynchronises at line breaks, `}` and the next block, and bounds nesting depth
/// (deeper blocks are skipped without recursion; the check stage reports the misplaced block that led there).
///
/// A missing `}` is placed by indentation: when the token buffer says some `{` is never closed
/// (``TokenBuffer/hasUnclosedBrace``), a line indented like a block's keyword also ends the block, and a `}`
/// less indented than the keyword closes an enclosing block. A file whose braces balance is parsed by braces
/// alone, however it is indented.
final class SyntaxParser {
    /// Blocks nested deeper than this are skipped (the language itself nests two levels).
    static let maximumDepth = 64

    @exclusivity(unchecked) var tree: SyntaxTree
    let tokens: TokenBuffer
    /// Whether indentation may end a block (only in a file with a `}` missing).
    let usesIndentation: Bool
    /// The current token (never a comment).
    @exclusivity(unchecked) private(set) var current: TokenIndex
    /// The kind of the current token, or ``TokenBuffer/Kind/newline`` before it while the line break before it
    /// (when it starts a line) is not stepped over: the parser sees a line break as a token of its own, as the
    /// grammar's separators are.
    @exclusivity(unchecked) private(set) var kind: TokenBuffer.Kind
    /// Whether the current token is the first of its line.
    @exclusivity(unchecked) private(set) var startsLine: Bool
    /// The last token stepped over (a missing separator goes after it), or `nil` before the first.
    @exclusivity(unchecked) var previous: TokenIndex?
    /// Set once a block lacking its `}` has been reported at the end of the file (enclosing blocks stay quiet).
    @exclusivity(unchecked) var reportedUnterminatedAtEnd = false

    /// Parses a whole file's tokens, recording the parser's diagnostics in `diagnostics`.
    static func parse(_ tokens: TokenBuffer, diagnostics: BoundedDiagnostics = BoundedDiagnostics()) -> SyntaxTree {
        let parser = SyntaxParser(tokens: tokens)
        parser.tree.diagnostics = diagnostics
        parser.parseFile()
        parser.tree.finish()
        return parser.tree
    }

    private init(tokens: TokenBuffer) {
        self.tokens = tokens
        tree = SyntaxTree(tokens: tokens)
        usesIndentation = tokens.hasUnclosedBrace
        current = tokens.isComment(TokenIndex(0)) ? tokens.nextNonComment(after: TokenIndex(0)) : TokenIndex(0)
        startsLine = tokens.startsLine(current)
        kind = startsLine ? .newline : tokens.kind(current)
    }

    // MARK: Token stream

    /// The current token's range (empty before it for a line break).
    var range: SourceRange { kind == .newline ? SourceRange(at: tokens.start(current)) : tokens.range(current) }

    /// The kind of the token after the current one.
    func peekKind() -> TokenBuffer.Kind {
        if kind == .newline { return tokens.kind(current) }
        let next = tokens.nextNonComment(after: current)
        return tokens.startsLine(next) ? .newline : tokens.kind(next)
    }

    /// Steps over the current token (or line break).
    func advance() {
        if kind == .newline {
            kind = tokens.kind(current)
            return
        }
        previous = current
        guard kind != .endOfFile else { return }
        current = tokens.nextNonComment(after: current)
        let tag = tokens.tags[current.index]
        startsLine = tag.startsLine
        kind = tag.startsLine ? .newline : tag.kind
    }

    /// The end of the last token stepped over (where a missing separator goes).
    var previousEnd: Int { previous.map(tokens.end) ?? 0 }

    /// Code points of indentation before the current token (it starts a line): as the line shows it.
    var indent: Int {
        indentation(before: tokens.start(current), blanksOnly: false)
    }

    /// The code points from the start of `offset`'s line to `offset`, or only its leading blanks.
    func indentation(before offset: Int, blanksOnly: Bool) -> Int {
        let bytes = tokens.source.bytes
        var lineStart = offset
        while lineStart > tokens.source.contentStart, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var count = 0
        var index = lineStart
        while index < offset {
            if blanksOnly, bytes[index] != 0x20, bytes[index] != 0x09 { break }
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    func report(_ diagnostic: Diagnostic, about token: TokenIndex) {
        tree.report(diagnostic, about: token)
    }

    /// Reports a diagnostic about the current token.
    func report(_ diagnostic: Diagnostic) {
        tree.report(diagnostic, about: current)
    }

    var isSeparator: Bool { kind == .newline || kind == .comma }

    func skipSeparators() {
        while isSeparator { advance() }
    }

    /// Skips to the end of the current entry: the next separator, `}` or the end of the file. A `{` on the way
    /// is skipped with everything up to its matching `}`.
    func skipToEndOfEntry() {
        while !isSeparator && kind != .rightBrace && kind != .endOfFile {
            if kind == .leftBrace {
                skipBalancedBraces()
            } else {
                advance()
            }
        }
    }

    /// Skips from a `{` to just after its matching `}` (iteratively: any depth). Returns the closing brace,
    /// or `nil` at the end of the file.
    @discardableResult
    func skipBalancedBraces() -> TokenIndex? {
        var depth = 0
        while kind != .endOfFile {
            if kind == .leftBrace { depth += 1 }
            if kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    let close = current
                    advance()
                    return close
                }
            }
            advance()
        }
        return nil
    }

    /// The current token as a diagnostic quotes it.
    func describeCurrent() -> String {
        SyntaxParser.describe(current, kind: kind, in: tokens)
    }

    /// A token as a diagnostic quotes it: its text for names, numbers and colors, else what it is.
    static func describe(_ token: TokenIndex, kind: TokenBuffer.Kind, in tokens: TokenBuffer) -> String {
        switch kind {
        case .identifier, .number, .percentage, .color:
            "'\(Diagnostic.excerpt(tokens.text(token)))'"
        case .string:
            "a string"
        default:
            kind.displayName
        }
    }
}

extension SyntaxTree {
    /// The syntax tree of `source`: lexed, then parsed, once; each stage keeps at most `limit` errors
    /// (``BoundedDiagnostics``) and none about `excluded` tokens.
    init(parsing source: SourceFile, limit: Int? = Diagnostic.errorLimit, excluding excluded: Set<TokenIndex> = []) {
        let record = BoundedDiagnostics(limit: limit, excluding: excluded)
        self = SyntaxParser.parse(Tokenizer.tokenize(source, diagnostics: record), diagnostics: record)
    }
}

extension TokenBuffer.Kind {
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
