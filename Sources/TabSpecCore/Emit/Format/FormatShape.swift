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

    init(_ syntax: SyntaxFile, source: SourceFile) {
        entries = syntax.entries.map { FormatShape.node($0, source: source) }
        comments = syntax.comments.map { FormatText.normalizedComment(source.text(in: $0.range)) }
    }

    private static func node(_ entry: SyntaxEntry, source: SourceFile) -> Node {
        switch entry {
        case let .block(block):
            .block(keyword: block.keyword.text, name: block.name.map { source.text(in: $0.range) },
                   entries: block.entries.map { node($0, source: source) })
        case let .property(property):
            .property(key: property.key.text, values: property.values.map { source.text(in: $0.range) })
        }
    }
}
