import TabSpecRuntime

/// A recursive-descent parser from tokens to a ``SyntaxFile``, with recovery.
///
/// The parser never fails: a missing `:` or `}` yields one diagnostic and parsing goes on, so the rest of the
/// file is still checked. It resynchronises at newlines, `}` and the next block, uses indentation to place a
/// missing `}` where the user most likely forgot it, and bounds nesting depth (deeper blocks are skipped
/// without recursion; the schema reports the misplaced block that led there).
struct Parser {
    /// Blocks nested deeper than this are skipped (the language itself nests two levels).
    static let maximumDepth = 64

    /// A token with what the parser needs to know about its line.
    private struct Lookahead {
        var token: Token
        /// Whether the token is the first (non-comment) token on its line.
        var startsLine: Bool
        /// Code points of indentation before it, when it starts a line.
        var indent: Int
    }

    private var lexer: Lexer
    private let source: SourceFile
    private var buffer: [Lookahead] = []
    private var current: Lookahead
    /// The comments read so far, in source order.
    private(set) var comments: [SyntaxComment] = []
    private var diagnostics: [Diagnostic] = []
    /// Set once an unterminated block has been reported at the end of the file (enclosing blocks stay quiet).
    /// After the whole file has been parsed by braces, this means it must be parsed again by indentation.
    private(set) var reportedUnterminatedAtEnd = false
    /// Whether indentation may end a block (only when re-parsing a file that lacks a `}`: a file with
    /// balanced braces is parsed by braces alone, however it is indented).
    private let usesIndentation: Bool
    // Line tracking for `startsLine`/`indent` of fetched tokens.
    private var lastFetchedWasNewline = true
    /// The end of the last token consumed (where a missing separator goes).
    private var previousEnd = 0
    private var fetchLineStart: Int

    /// Parses a whole file. Diagnostics include the lexer's (unsorted; ``SpecDocument`` sorts them).
    static func parse(_ source: SourceFile) -> (syntax: SyntaxFile, diagnostics: [Diagnostic]) {
        var parser = Parser(source: source, usesIndentation: false)
        var entries = parser.parseFile()
        if parser.reportedUnterminatedAtEnd {
            // A `}` is missing somewhere: parse again, letting indentation say where it belongs.
            parser = Parser(source: source, usesIndentation: true)
            entries = parser.parseFile()
        }
        return (SyntaxFile(entries: entries, comments: parser.comments), parser.allDiagnostics)
    }

    /// The lexer's and then the parser's diagnostics so far (unsorted).
    var allDiagnostics: [Diagnostic] {
        lexer.diagnostics + diagnostics
    }

    /// A parser at the start of `source`; `usesIndentation` lets indentation end blocks (see ``parse(_:)``).
    init(source: SourceFile, usesIndentation: Bool) {
        self.source = source
        self.usesIndentation = usesIndentation
        lexer = Lexer(source: source)
        fetchLineStart = source.contentStart
        current = Lookahead(token: Token(kind: .endOfFile, range: SourceRange(at: 0)), startsLine: true, indent: 0)
        current = fetch()
    }

    // MARK: Token stream

    /// The next non-comment token from the lexer, with line information; comments are recorded.
    private mutating func fetch() -> Lookahead {
        while true {
            let token = lexer.next()
            if token.isComment {
                comments.append(SyntaxComment(range: token.range, isLine: token.kind == .lineComment))
                continue
            }
            let startsLine = lastFetchedWasNewline
            var indent = 0
            if startsLine {
                var index = fetchLineStart
                while index < token.range.start {
                    if source.bytes[index] & 0xC0 != 0x80 { indent += 1 }
                    index += 1
                }
            }
            if token.kind == .newline {
                lastFetchedWasNewline = true
                fetchLineStart = token.range.end
            } else {
                lastFetchedWasNewline = false
            }
            return Lookahead(token: token, startsLine: startsLine, indent: indent)
        }
    }

    private var kind: TokenKind { current.token.kind }
    private var range: SourceRange { current.token.range }

    /// The kind of the token `offset` places after the current one.
    private mutating func peekKind(_ offset: Int = 1) -> TokenKind {
        while buffer.count < offset { buffer.append(fetch()) }
        return buffer[offset - 1].token.kind
    }

    private mutating func advance() {
        previousEnd = range.end
        if buffer.isEmpty {
            if kind != .endOfFile { current = fetch() }
        } else {
            current = buffer.removeFirst()
        }
    }

    private func text(_ range: SourceRange) -> String {
        source.text(in: range)
    }

    /// The text of an identifier. Names longer than 15 bytes do not fit in a small string: the language's own
    /// (`unselectedItemTintColor`, `secondarySystemBackground`) share one instance instead of allocating a
    /// copy for every occurrence.
    private func name(_ range: SourceRange) -> String {
        guard range.length > 15 else { return text(range) }
        return source.bytes.withUnsafeBufferPointer { buffer in
            for (bytes, shared) in Parser.longNames where bytes.count == range.length {
                if bytes.withUnsafeBufferPointer({ name in
                    memcmpEqual(name, UnsafeBufferPointer(rebasing: buffer[range.start..<range.end]))
                }) {
                    return shared
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[range.start..<range.end]), as: UTF8.self)
        }
    }

    /// The language's names longer than 15 bytes (keys, block keywords, built-in colors), with their bytes.
    private static let longNames: [(bytes: [UInt8], name: String)] = {
        let words = Schema.tabBarKeys + Schema.tabKeys + Schema.indicatorKeys + Schema.hideOnScrollKeys + Schema.tabBarBlocks
            + TabBarColor.named.map(\.name)
        var seen: [String] = []
        for word in words where word.utf8.count > 15 && !seen.contains(word) { seen.append(word) }
        return seen.map { (Array($0.utf8), $0) }
    }()

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private var isSeparator: Bool { kind == .newline || kind == .comma }

    private mutating func skipSeparators() {
        while isSeparator { advance() }
    }

    /// Skips to the end of the current entry: the next separator, `}` or the end of the file. A `{` on the way
    /// is skipped with everything up to its matching `}`.
    private mutating func skipToEndOfEntry() {
        while !isSeparator && kind != .rightBrace && kind != .endOfFile {
            if kind == .leftBrace {
                skipBalancedBraces()
            } else {
                advance()
            }
        }
    }

    /// Skips from a `{` to just after its matching `}` (iteratively: any depth). Returns the closing brace's
    /// range, or `nil` at the end of the file.
    @discardableResult
    private mutating func skipBalancedBraces() -> SourceRange? {
        var depth = 0
        while kind != .endOfFile {
            if kind == .leftBrace { depth += 1 }
            if kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    let close = range
                    advance()
                    return close
                }
            }
            advance()
        }
        return nil
    }

    // MARK: Productions

    /// `file = { separator } { block { separator } }`
    private mutating func parseFile() -> [SyntaxEntry] {
        var entries: [SyntaxEntry] = []
        while let entry = nextTopLevelEntry() {
            entries.append(entry)
        }
        return entries
    }

    /// The next top-level entry of the file, or `nil` at its end: parsing one entry at a time lets the
    /// analysis check each block and let go of its tree before the next.
    mutating func nextTopLevelEntry() -> SyntaxEntry? {
        while true {
            skipSeparators()
            switch kind {
            case .endOfFile:
                return nil
            case .identifier:
                let entry = parseEntry(depth: 0)
                if case let .property(property) = entry {
                    report(.propertyAtTopLevel(property.key.text, at: property.key.range))
                }
                expectSeparator()
                return entry
            case .rightBrace:
                report(.unexpectedClosingBrace(at: range))
                advance()
            case .invalid:
                advance()
            default:
                report(.expectedToken("a block such as 'tabbar Name { … }'", found: describeCurrent(), at: range))
                advance()
                skipToEndOfEntry()
            }
        }
    }

    /// `entry = block | property`
    private mutating func parseEntry(depth: Int) -> SyntaxEntry {
        let key = SyntaxName(text: name(range), range: range)
        // Only indentation-guided recovery reads the keyword's indentation (finding a mid-line key's line costs
        // a search, so balanced files skip it).
        let keyIndent = !usesIndentation ? 0 : current.startsLine ? current.indent : indentOfLine(containing: range.start)
        advance()
        if kind == .identifier || kind == .string || kind == .number, peekKind() == .leftBrace {
            let nameRange = range
            let nameText: String
            if kind == .identifier {
                nameText = text(nameRange)
            } else {
                nameText = kind == .string ? lexer.stringValue : text(nameRange)
                report(.quotedBlockName(key.text, at: nameRange))
            }
            advance()
            return .block(parseBlock(keyword: key, name: SyntaxName(text: nameText, range: nameRange), keywordIndent: keyIndent, depth: depth))
        }
        switch kind {
        case .colon:
            let colon = range
            advance()
            if kind == .leftBrace {
                // `indicator: { … }`: a block written like a property.
                report(.unexpectedColonBeforeBlock(key.text, colon: colon))
                return .block(parseBlock(keyword: key, name: nil, keywordIndent: keyIndent, depth: depth))
            }
            return .property(parseValues(key: key, colon: colon))
        case .leftBrace:
            return .block(parseBlock(keyword: key, name: nil, keywordIndent: keyIndent, depth: depth))
        case .invalid where text(range) == "=" || text(range) == "\u{FF1A}":
            // `height = 49`: the lexer reported the character with a Fix-It to ':'; read on as a property.
            let colon = range
            advance()
            return .property(parseValues(key: key, colon: colon))
        case .newline, .comma, .rightBrace, .endOfFile:
            report(.missingColonAndValue(after: key.text, at: SourceRange(at: key.range.end)))
            return .property(SyntaxProperty(key: key, colon: nil, values: [], range: key.range))
        default:
            // `height 56`: the colon is missing; the rest of the line is the value.
            report(.missingColon(after: key.text, insertAt: key.range.end))
            return .property(parseValues(key: key, colon: nil))
        }
    }

    /// `property = identifier ":" value { value }` — the values after the colon.
    private mutating func parseValues(key: SyntaxName, colon: SourceRange?) -> SyntaxProperty {
        var values: [SyntaxValue] = []
        loop: while true {
            let value: SyntaxValue.Kind
            switch kind {
            case .number: value = .number(lexer.numberValue)
            case .percentage: value = .percentage(lexer.numberValue)
            case .string: value = .string(lexer.stringValue)
            case .color: value = .color(lexer.colorValue)
            case .identifier: value = .identifier(name(range))
            case .at: value = .at
            case .pipe: value = .pipe
            case .invalid: value = .invalid
            case .colon:
                report(.expectedToken("a value", found: "':'", at: range))
                advance()
                continue loop
            case .leftBrace:
                report(.expectedToken("a value", found: "'{'", at: range))
                skipBalancedBraces()
                continue loop
            case .newline, .comma, .rightBrace, .endOfFile, .lineComment, .blockComment:
                break loop
            }
            // Only look ahead for a following ':' when an identifier could be the next key.
            if case .identifier = value, !values.isEmpty, peekKind() == .colon {
                break loop
            }
            values.append(SyntaxValue(kind: value, range: range))
            advance()
        }
        if values.isEmpty, colon != nil {
            report(.missingValue(for: key.text, at: SourceRange(at: colon.map(\.end) ?? key.range.end)))
        }
        let end = values.last?.range.end ?? colon?.end ?? key.range.end
        return SyntaxProperty(key: key, colon: colon, values: Parser.exactlySized(values),
                              range: SourceRange(start: key.range.start, end: end))
    }

    /// After an entry: a separator, `}` or the end of the file must follow; anything else on the same line
    /// means a separator is missing (`symbol: "a" title: "b"`).
    private mutating func expectSeparator() {
        if current.startsLine { return }
        switch kind {
        case .newline, .comma, .rightBrace, .endOfFile:
            return
        case .identifier where peekKind() == .colon:
            report(.missingSeparator(before: text(range), at: range, insertAt: previousEnd))
        default:
            report(.expectedToken("a newline or ','", found: describeCurrent(), at: range))
            skipToEndOfEntry()
        }
    }

    /// `block = identifier [ identifier ] "{" { separator } { entry { separator } } "}"` — from the `{` on.
    private mutating func parseBlock(keyword: SyntaxName, name: SyntaxName?, keywordIndent: Int, depth: Int) -> SyntaxBlock {
        let openBrace = range
        advance()
        var entries: [SyntaxEntry] = []
        /// Indentation of the block's first entry that starts a line.
        var contentIndent: Int?
        if depth + 1 >= Parser.maximumDepth {
            // Too deep to be a valid spec: skip the contents without recursion.
            var nested = 1
            while kind != .endOfFile {
                if kind == .leftBrace { nested += 1 }
                if kind == .rightBrace {
                    nested -= 1
                    if nested == 0 { break }
                }
                advance()
            }
        }
        while true {
            skipSeparators()
            switch kind {
            case .rightBrace:
                if usesIndentation, current.startsLine, current.indent < keywordIndent {
                    // A `}` less indented than this block's keyword closes an enclosing block.
                    return unterminatedBlock(keyword: keyword, name: name, openBrace: openBrace, entries: entries)
                }
                let close = range
                advance()
                return SyntaxBlock(keyword: keyword, name: name, entries: Parser.exactlySized(entries), openBrace: openBrace, closeBrace: close,
                                   range: SourceRange(start: keyword.range.start, end: close.end))
            case .endOfFile:
                return unterminatedBlock(keyword: keyword, name: name, openBrace: openBrace, entries: entries)
            case .identifier:
                if usesIndentation, current.startsLine {
                    if current.indent <= keywordIndent,
                       keywordIndent > 0 || (contentIndent ?? 0) > keywordIndent {
                        // A line indented like this block's keyword starts a sibling: this block lacks its `}`.
                        return unterminatedBlock(keyword: keyword, name: name, openBrace: openBrace, entries: entries)
                    }
                    if contentIndent == nil { contentIndent = current.indent }
                }
                entries.append(parseEntry(depth: depth + 1))
                expectSeparator()
            case .invalid:
                advance()
            default:
                report(.expectedToken("a key or '}'", found: describeCurrent(), at: range))
                advance()
                skipToEndOfEntry()
            }
        }
    }

    /// Reports a block without its `}` (once at the end of the file) and returns what was parsed of it.
    private mutating func unterminatedBlock(keyword: SyntaxName, name: SyntaxName?, openBrace: SourceRange, entries: [SyntaxEntry]) -> SyntaxBlock {
        let atEnd = kind == .endOfFile
        let lastEnd = entries.last?.range.end ?? openBrace.end
        if !(atEnd && reportedUnterminatedAtEnd) {
            report(.unterminatedBlock(keyword.text, name: name?.text, openBrace: openBrace, insertAt: lastEnd))
            if atEnd { reportedUnterminatedAtEnd = true }
        }
        return SyntaxBlock(keyword: keyword, name: name, entries: Parser.exactlySized(entries), openBrace: openBrace, closeBrace: nil,
                           range: SourceRange(start: keyword.range.start, end: lastEnd))
    }

    /// `array` in a buffer of its own size when growing it by appending left much unused room (a tab bar's 20
    /// entries sit in room for 32): the tree lives as long as the document, and a large spec's tree is most of
    /// the memory `tabspec lint` uses.
    static func exactlySized<Element>(_ array: [Element]) -> [Element] {
        let count = array.count
        guard array.capacity - count > count / 8 + 1 else { return array }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: array)
            initialized = count
        }
    }

    /// Indentation (code points of leading blanks) of the line containing `offset`.
    private func indentOfLine(containing offset: Int) -> Int {
        var index = source.rangeOfLine(source.lineIndex(of: offset) + 1).start
        var indent = 0
        while index < offset, source.bytes[index] == 0x20 || source.bytes[index] == 0x09 {
            indent += 1
            index += 1
        }
        return indent
    }

    /// The current token as a diagnostic quotes it.
    private func describeCurrent() -> String {
        switch kind {
        case .identifier, .number, .percentage, .color:
            "'\(text(range))'"
        case .string:
            "a string"
        default:
            kind.displayName
        }
    }
}

/// Whether two byte buffers of the same length hold the same bytes.
@inline(__always)
private func memcmpEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var index = 0
    while index < lhs.count {
        if lhs[index] != rhs[index] { return false }
        index += 1
    }
    return true
}
