/// The kinds of semantic token the server reports, in the order of its legend (LSP's `SemanticTokensLegend`
/// `tokenTypes`; a token's type is its index here).
package enum SemanticTokenType: String, Sendable, Hashable, CaseIterable {
    /// A block's keyword (`tabbar`, `tab`, `indicator`, `palette`, `lint`).
    case keyword
    /// A tab bar's name.
    case type
    /// A tab's id: the name of a `tab` block and the value of `initial:`, which names one.
    case variable
    /// A property's key.
    case property
    /// A keyword value (`custom`, `fill`, `orange`, a palette name used as a color).
    case enumMember
    /// A string literal.
    case string
    /// A number, a percentage or a hex color literal.
    case number
    /// A comment.
    case comment

    /// The legend's index of this type.
    package var index: Int { SemanticTokenType.allCases.firstIndex(of: self) ?? 0 }
}

/// One semantic token on one line (a comment over several lines is one token per line).
package struct SemanticToken: Sendable, Hashable {
    /// The 0-based line.
    package var line: Int
    /// The 0-based start in the line, in code units.
    package var character: Int
    /// The length in code units.
    package var length: Int
    /// What it is.
    package var type: SemanticTokenType
}

extension EditorAnalysis {
    /// `textDocument/semanticTokens/full`: the lexer's tokens classified by their place in the syntax tree, in
    /// document order (punctuation and unclassifiable tokens are left out; empty segments too).
    package func semanticTokens(in encoding: PositionEncoding) -> [SemanticToken] {
        let tree = tree
        let tokens = tree.tokens
        var types = [SemanticTokenType?](repeating: nil, count: tokens.count)
        var index = 1
        while index < tree.nodes.count {
            let node = SyntaxTree.NodeIndex(index)
            index += 1
            let main = tree.token(node)
            switch tree.kind(node) {
            case .block:
                types[main.index] = .keyword
                let keyword = tokens.text(main)
                let nameType: SemanticTokenType = keyword == "tab" ? .variable : keyword == "theme" ? .enumMember : .type
                for name in tree.nameTokens(node) { types[name] = nameType }
            case .property:
                types[main.index] = .property
                let namesTab = SpecBlock.tabbar.key(main, in: tokens)?.namesTab == true
                for value in tree.values(node) {
                    switch tokens.kind(value) {
                    case .identifier: types[value.index] = namesTab ? .variable : .enumMember
                    case .string: types[value.index] = .string
                    case .number, .percentage, .color: types[value.index] = .number
                    default: break
                    }
                }
            case .root, .unexpected:
                continue
            }
        }
        var result: [SemanticToken] = []
        for position in 0..<max(tokens.count - 1, 0) {
            let token = TokenIndex(position)
            guard let type = tokens.isComment(token) ? .comment : types[position] else { continue }
            let range = tokens.range(token)
            let start = text.position(of: range.start, in: encoding)
            let end = text.position(of: range.end, in: encoding)
            for line in start.line...max(start.line, end.line) {
                let from = line == start.line ? start.character : 0
                let to = line == end.line ? end.character : text.position(of: text.contentRange(ofLine: line).upperBound, in: encoding).character
                if to > from { result.append(SemanticToken(line: line, character: from, length: to - from, type: type)) }
            }
        }
        return result
    }

    /// The semantic tokens in LSP's relative encoding: five integers a token (line delta, start delta, length,
    /// type index, modifiers 0).
    package static func encoded(_ tokens: [SemanticToken]) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var line = 0
        var character = 0
        for token in tokens {
            let deltaLine = token.line - line
            data += [deltaLine, deltaLine == 0 ? token.character - character : token.character, token.length, token.type.index, 0]
            line = token.line
            character = token.character
        }
        return data
    }
}
