/// What formatting must never change: the syntax tree's structure with the source text of every keyword,
/// name, key and value, and the comments in order (compared after ``FormatText/normalizedComment(_:)``).
///
/// Two files with equal shapes differ only in layout (blanks, line breaks, `,` versus newline separators, line
/// endings, a byte order mark), which the language ignores, so they mean the same.
struct FormatShape: Equatable {
    /// One entry of the tree, by its source texts.
    indirect enum Node: Equatable {
        case block(keyword: String, name: String?, entries: [Node])
        case property(key: String, values: [String])
    }

    var entries: [Node]
    var comments: [String]

    init(_ tree: SyntaxTree) {
        entries = tree.entries(of: SyntaxTree.root).map { FormatShape.node($0, in: tree) }
        comments = tree.comments.map { FormatText.normalizedComment(tree.source.text(in: $0.range)) }
    }

    private static func node(_ entry: SyntaxTree.NodeIndex, in tree: SyntaxTree) -> Node {
        let tokens = tree.tokens
        switch tree.kind(entry) {
        case .block:
            return .block(keyword: tokens.text(tree.token(entry)), name: tree.nameRange(entry).map { tree.source.text(in: $0) },
                          entries: tree.entries(of: entry).map { node($0, in: tree) })
        case .property:
            return .property(key: tokens.text(tree.key(entry)), values: tree.values(entry).map(tokens.text))
        case .root, .unexpected:
            return .property(key: tokens.text(tree.token(entry)), values: [])
        }
    }
}
