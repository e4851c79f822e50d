/// The grammar's productions (language.md, "Grammar"), each appending its nodes to the tree in preorder.
extension SyntaxParser {
    /// `file = { separator } { block { separator } }`
    ///
    /// A property at the top level is kept as an entry and unexpected tokens as an ``SyntaxTree/Kind/unexpected``
    /// node: which blocks a file may hold (a spec's `tabbar` and `palette`, a configuration's `lint` and
    /// `compile`) is the check stage's to say.
    func parseFile() {
        while true {
            skipSeparators()
            switch kind {
            case .endOfFile:
                return
            case .identifier:
                parseEntry(depth: 0)
                expectSeparator()
            case .rightBrace:
                report(.unexpectedClosingBrace(at: range))
                advance()
            case .invalid:
                advance()
            default:
                _ = tree.append(SyntaxTree.Node(kind: .unexpected, flags: [], token: current, first: 0, second: 0))
                advance()
                skipToEndOfEntry()
            }
        }
    }

    /// `entry = block | property`
    func parseEntry(depth: Int) {
        let key = current
        // Only indentation-guided recovery reads the keyword's indentation.
        let keyIndent = !usesIndentation ? 0 : startsLine ? indent : indentation(before: tokens.start(key), blanksOnly: true)
        advance()
        if let name = blockName() {
            reportName(name, after: key)
            for _ in 0..<name.count { advance() }
            return parseBlock(keyword: key, name: name, flags: [], keywordIndent: keyIndent, depth: depth)
        }
        switch kind {
        case .colon:
            let colon = current
            advance()
            if kind == .leftBrace {
                // `indicator: { … }`: a block written like a property.
                report(.unexpectedColonBeforeBlock(tokens.text(key), colon: tokens.range(colon)), about: colon)
                return parseBlock(keyword: key, name: nil, flags: .colonBeforeBrace, keywordIndent: keyIndent, depth: depth)
            }
            parseValues(key: key, hasColon: true)
        case .leftBrace:
            parseBlock(keyword: key, name: nil, flags: [], keywordIndent: keyIndent, depth: depth)
        case .invalid where isColonLookalike(current):
            // `height = 49`: the lexer reported the character with a Fix-It to ':'; read on as a property.
            advance()
            parseValues(key: key, hasColon: true)
        case .newline, .comma, .rightBrace, .endOfFile:
            report(.missingColonAndValue(after: tokens.text(key), at: SourceRange(at: tokens.end(key))), about: key)
            parseValues(key: key, hasColon: false)
        default:
            // `height 56`: the colon is missing; the rest of the line is the value.
            report(.missingColon(after: tokens.text(key), insertAt: tokens.end(key)), about: key)
            parseValues(key: key, hasColon: false)
        }
    }

    /// Whether an invalid token is `=` or a fullwidth `：`, which stand for a `:`.
    private func isColonLookalike(_ token: TokenIndex) -> Bool {
        guard tokens.problem(token) == .invalidCharacter else { return false }
        let text = tokens.text(token)
        return text == "=" || text == "\u{FF1A}"
    }

    /// The name of a block at the current token: the tokens glued together (no blank between them) up to a
    /// `{` on the same line — one name (`home`), or, when that is not one name, everything the user wrote as
    /// one (`2fa`, `家`, `` `b` ``), so the check stage can say what is wrong with it once.
    private func blockName() -> (first: TokenIndex, count: Int)? {
        guard kind != .newline, SyntaxParser.isNamePart(tokens.kind(current)) else { return nil }
        var last = current
        var count = 1
        while last.index + 1 < tokens.count {
            let next = TokenIndex(last.index + 1)
            guard SyntaxParser.isNamePart(tokens.kind(next)), tokens.start(next) == tokens.end(last) else { break }
            last = next
            count += 1
        }
        let after = tokens.nextNonComment(after: last)
        guard tokens.kind(after) == .leftBrace, !tokens.startsLine(after) else { return nil }
        let single = tokens.kind(current)
        if count == 1, single == .identifier || single == .string || single == .number { return (current, 1) }
        return count == 1 && single == .invalid && isColonLookalike(current) ? nil : (current, count)
    }

    /// Tokens that can be (part of) what a user wrote as a block's name.
    private static func isNamePart(_ kind: TokenBuffer.Kind) -> Bool {
        switch kind {
        case .identifier, .number, .percentage, .string, .color, .invalid: true
        default: false
        }
    }

    /// A block name that is not an identifier breaks the grammar (`block = identifier [ identifier ] …`).
    private func reportName(_ name: (first: TokenIndex, count: Int), after keyword: TokenIndex) {
        let kind = tokens.kind(name.first)
        if name.count == 1, kind == .identifier { return }
        let range = SourceRange(start: tokens.start(name.first), end: tokens.end(TokenIndex(name.first.index + name.count - 1)))
        if name.count == 1, kind == .string || kind == .number {
            report(.quotedBlockName(tokens.text(keyword), at: range), about: name.first)
        } else {
            report(.invalidBlockName(tokens.text(keyword), name: tokens.source.text(in: range), at: range), about: name.first)
        }
    }

    /// `property = identifier ":" value { value }` — the values after the colon.
    private func parseValues(key: TokenIndex, hasColon: Bool) {
        let firstValue = tree.extraCount
        var count = 0
        loop: while true {
            switch kind {
            case .number, .percentage, .string, .color, .identifier, .at, .pipe, .invalid:
                // Only look ahead for a following ':' when an identifier could be the next key.
                if kind == .identifier, count > 0, peekKind() == .colon { break loop }
                tree.appendExtra(current.rawValue)
                count += 1
                advance()
            case .colon:
                report(.expectedToken("a value", found: "':'", at: range))
                advance()
            case .leftBrace:
                report(.expectedToken("a value", found: "'{'", at: range))
                skipBalancedBraces()
            case .newline, .comma, .rightBrace, .endOfFile, .lineComment, .blockComment:
                break loop
            }
        }
        if count == 0, hasColon {
            let colon = tokens.nextNonComment(after: key)
            report(.missingValue(for: tokens.text(key), at: SourceRange(at: tokens.end(colon))), about: key)
        }
        _ = tree.append(SyntaxTree.Node(kind: .property, flags: hasColon ? .hasColon : [], token: key,
                                        first: UInt32(firstValue), second: UInt32(count)))
    }

    /// After an entry: a separator, `}` or the end of the file must follow; anything else on the same line
    /// means a separator is missing (`symbol: "a" title: "b"`).
    func expectSeparator() {
        if startsLine { return }
        switch kind {
        case .newline, .comma, .rightBrace, .endOfFile:
            return
        case .identifier where peekKind() == .colon:
            report(.missingSeparator(before: tokens.text(current), at: range, insertAt: previousEnd))
        default:
            report(.expectedToken("a newline or ','", found: describeCurrent(), at: range))
            skipToEndOfEntry()
        }
    }

    /// `block = identifier [ identifier ] "{" { separator } { entry { separator } } "}"` — from the `{` on.
    private func parseBlock(keyword: TokenIndex, name: (first: TokenIndex, count: Int)?, flags: SyntaxTree.Flags,
                                     keywordIndent: Int, depth: Int) {
        let openBrace = current
        let extraIndex = tree.extraCount
        tree.appendExtra([openBrace.rawValue, 0, name?.first.rawValue ?? 0, UInt32(name?.count ?? 0)])
        let block = tree.append(SyntaxTree.Node(kind: .block, flags: flags, token: keyword, first: 0, second: UInt32(extraIndex)))
        advance()
        /// Indentation of the block's first entry that starts a line.
        var contentIndent: Int?
        var lastEntry: SyntaxTree.NodeIndex?
        if depth + 1 >= SyntaxParser.maximumDepth {
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
                if usesIndentation, startsLine, indent < keywordIndent {
                    // A `}` less indented than this block's keyword closes an enclosing block.
                    return endUnterminatedBlock(block, keyword: keyword, lastEntry: lastEntry)
                }
                tree.setExtra(extraIndex + 1, current.rawValue)
                advance()
                let end = UInt32(tree.nodes.count)
                return tree.update(block) { $0.first = end }
            case .endOfFile:
                return endUnterminatedBlock(block, keyword: keyword, lastEntry: lastEntry)
            case .identifier:
                if usesIndentation, startsLine {
                    let lineIndent = indent
                    if lineIndent <= keywordIndent, keywordIndent > 0 || (contentIndent ?? 0) > keywordIndent {
                        // A line indented like this block's keyword starts a sibling: this block lacks its `}`.
                        return endUnterminatedBlock(block, keyword: keyword, lastEntry: lastEntry)
                    }
                    if contentIndent == nil { contentIndent = lineIndent }
                }
                lastEntry = SyntaxTree.NodeIndex(tree.nodes.count)
                parseEntry(depth: depth + 1)
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

    /// Reports a block without its `}` (once at the end of the file) and marks it.
    private func endUnterminatedBlock(_ block: SyntaxTree.NodeIndex, keyword: TokenIndex, lastEntry: SyntaxTree.NodeIndex?) {
        let nodeCount = UInt32(tree.nodes.count)
        tree.update(block) {
            $0.first = nodeCount
            $0.flags.insert(.unterminated)
        }
        let atEnd = kind == .endOfFile
        let lastEnd = lastEntry.map { tree.range($0).end } ?? tokens.end(tree.openBrace(block))
        if !(atEnd && reportedUnterminatedAtEnd) {
            let label = [tokens.text(keyword), tree.nameText(block)].compactMap { $0 }.joined(separator: " ")
            report(.unterminatedBlock(Diagnostic.excerpt(label), name: nil, openBrace: tokens.range(tree.openBrace(block)), insertAt: lastEnd),
                   about: tree.openBrace(block))
            if atEnd { reportedUnterminatedAtEnd = true }
        }
    }
}
