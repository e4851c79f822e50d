/// A comment and where it is; `isLine` is true for `//` comments (only those carry suppression directives).
struct SyntaxComment: Sendable, Hashable {
    var range: SourceRange
    var isLine: Bool
    /// Where the first token after the comment that is not a comment starts (`nil`: only comments follow).
    var nextCode: Int?
}

extension SyntaxTree {
    /// Every comment, in source order, as the linter and the formatter read them.
    var comments: [SyntaxComment] {
        tokens.comments.map { comment in
            let next = tokens.nextNonComment(after: comment)
            return SyntaxComment(range: tokens.range(comment), isLine: tokens.kind(comment) == .lineComment,
                                 nextCode: next == tokens.endOfFile ? nil : tokens.start(next))
        }
    }

    /// Whether the file holds no entry at all (only comments and blanks, or nothing).
    var isEmpty: Bool { nodes.count == 1 }
}
