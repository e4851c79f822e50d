/// A comment and where it is; `isLine` is true for `//` comments (only those carry suppression directives).
struct SyntaxComment: Sendable, Hashable {
    var range: SourceRange
    var isLine: Bool
}

extension SyntaxTree {
    /// Every comment, in source order, as the linter and the formatter read them.
    var comments: [SyntaxComment] {
        tokens.comments.map { SyntaxComment(range: tokens.range($0), isLine: tokens.kind($0) == .lineComment) }
    }

    /// Whether the file holds no entry at all (only comments and blanks, or nothing).
    var isEmpty: Bool { nodes.count == 1 }
}
