/// Reading the tree: entries, a block's parts, a property's values, and every node's source range.
extension SyntaxTree {
    subscript(_ index: NodeIndex) -> Node { nodes[index.index] }

    func kind(_ index: NodeIndex) -> Kind { nodes[index.index].kind }

    /// The main token of a node: a block's keyword, a property's key.
    func token(_ index: NodeIndex) -> TokenIndex { nodes[index.index].token }

    /// The index just past the node and its descendants (its next sibling, if it has one).
    func subtreeEnd(_ index: NodeIndex) -> NodeIndex {
        nodes[index.index].subtreeEnd(at: index)
    }

    /// The direct entries of the root or of a block, in source order.
    func entries(of parent: NodeIndex) -> Entries {
        Entries(nodes: nodes, upcoming: NodeIndex(parent.index + 1), end: subtreeEnd(parent))
    }

    /// The direct entries of a block: each next one is found by skipping the previous one's subtree.
    struct Entries: Sequence, IteratorProtocol {
        let nodes: [Node]
        var upcoming: NodeIndex
        let end: NodeIndex

        mutating func next() -> NodeIndex? {
            guard upcoming < end else { return nil }
            let current = upcoming
            upcoming = nodes[current.index].subtreeEnd(at: current)
            return current
        }
    }

    // MARK: Blocks

    /// A block's `{`.
    func openBrace(_ block: NodeIndex) -> TokenIndex {
        TokenIndex(Int(extra[Int(nodes[block.index].second)]))
    }

    /// A block's `}`, or `nil` when it is unterminated.
    func closeBrace(_ block: NodeIndex) -> TokenIndex? {
        guard !nodes[block.index].flags.contains(.unterminated) else { return nil }
        return TokenIndex(Int(extra[Int(nodes[block.index].second) + 1]))
    }

    /// The tokens of a block's name (`Tab` in `tabbar Tab`, `2fa` in `tab 2fa`), empty when there is none.
    /// A name is one token, or — when it is not a plain name — every token glued together before the `{`.
    func nameTokens(_ block: NodeIndex) -> Range<Int> {
        let base = Int(nodes[block.index].second)
        let first = Int(extra[base + 2])
        return first..<(first + Int(extra[base + 3]))
    }

    /// The source range of a block's name, or `nil` when it has none.
    func nameRange(_ block: NodeIndex) -> SourceRange? {
        let name = nameTokens(block)
        guard let first = name.first, let last = name.last else { return nil }
        return SourceRange(start: tokens.start(TokenIndex(first)), end: tokens.end(TokenIndex(last)))
    }

    /// Whether a block's name is a single identifier (not a quoted or numeric name, nor glued tokens).
    func hasPlainName(_ block: NodeIndex) -> Bool {
        let name = nameTokens(block)
        return name.count == 1 && tokens.kind(TokenIndex(name.lowerBound)) == .identifier
    }

    /// The text a block's name stands for: a string's decoded value, otherwise its source text.
    func nameText(_ block: NodeIndex) -> String? {
        let name = nameTokens(block)
        guard let range = nameRange(block) else { return nil }
        if name.count == 1, tokens.kind(TokenIndex(name.lowerBound)) == .string { return tokens.string(TokenIndex(name.lowerBound)) }
        return source.text(in: range)
    }

    // MARK: Properties

    /// A property's key.
    func key(_ property: NodeIndex) -> TokenIndex { nodes[property.index].token }

    /// A property's `:` (or the `=` written for it), or `nil` when it is missing (already reported).
    func colon(_ property: NodeIndex) -> TokenIndex? {
        guard nodes[property.index].flags.contains(.hasColon) else { return nil }
        return tokens.nextNonComment(after: nodes[property.index].token)
    }

    /// A property's values, each one token.
    func values(_ property: NodeIndex) -> Values {
        let node = nodes[property.index]
        return Values(extra: extra[Int(node.first)..<Int(node.first + node.second)])
    }

    /// The value tokens of one property.
    struct Values: RandomAccessCollection {
        let extra: ArraySlice<UInt32>

        var startIndex: Int { 0 }
        var endIndex: Int { extra.count }

        subscript(position: Int) -> TokenIndex {
            TokenIndex(Int(extra[extra.startIndex + position]))
        }
    }

    /// The range covering all of a property's values (the key's end when there are none).
    func valuesRange(_ property: NodeIndex) -> SourceRange {
        let values = values(property)
        guard let first = values.first, let last = values.last else { return SourceRange(at: tokens.end(key(property))) }
        return SourceRange(start: tokens.start(first), end: tokens.end(last))
    }

    // MARK: Ranges

    /// From a node's first token to its last: a block from its keyword to its `}` (or its last entry when
    /// unterminated), a property from its key to its last value.
    func range(_ index: NodeIndex) -> SourceRange {
        let node = nodes[index.index]
        let start = tokens.start(node.token)
        switch node.kind {
        case .root:
            return SourceRange(start: source.contentStart, end: source.bytes.count)
        case .block:
            if let close = closeBrace(index) { return SourceRange(start: start, end: tokens.end(close)) }
            var lastEnd = tokens.end(openBrace(index))
            for entry in entries(of: index) { lastEnd = range(entry).end }
            return SourceRange(start: start, end: lastEnd)
        case .property:
            let end = values(index).last.map(tokens.end) ?? colon(index).map(tokens.end) ?? tokens.end(node.token)
            return SourceRange(start: start, end: end)
        case .unexpected:
            return tokens.range(node.token)
        }
    }
}
