/// A foldable span of lines (LSP's `FoldingRange`): a block from its keyword's line to its `}`'s, or a
/// comment (a block comment, or consecutive line comments) over several lines.
package struct EditorFoldingRange: Sendable, Hashable {
    /// The 0-based first line.
    package var startLine: Int
    /// The 0-based last line (a block's `}` line).
    package var endLine: Int
    /// Whether it is a comment (LSP kind `comment`), else a block.
    package var isComment: Bool

    /// A range over `startLine...endLine`.
    package init(startLine: Int, endLine: Int, isComment: Bool) {
        self.startLine = startLine
        self.endLine = endLine
        self.isComment = isComment
    }
}

extension EditorAnalysis {
    /// `textDocument/foldingRange`: every block and comment spanning more than one line, ordered by start
    /// line (a block before a comment starting on the same line).
    package func foldingRanges() -> [EditorFoldingRange] {
        let tree = tree
        var ranges: [EditorFoldingRange] = []
        var index = 1
        while index < tree.nodes.count {
            let node = SyntaxTree.NodeIndex(index)
            if tree.kind(node) == .block {
                let range = tree.range(node)
                let start = text.line(ofOffset: range.start)
                let end = text.line(ofOffset: max(range.start, range.end - 1))
                if end > start { ranges.append(EditorFoldingRange(startLine: start, endLine: end, isComment: false)) }
            }
            index += 1
        }
        var run: (start: Int, end: Int)?
        func closeRun() {
            if let current = run, current.end > current.start {
                ranges.append(EditorFoldingRange(startLine: current.start, endLine: current.end, isComment: true))
            }
            run = nil
        }
        for comment in tree.tokens.comments {
            let range = tree.tokens.range(comment)
            let start = text.line(ofOffset: range.start)
            let end = text.line(ofOffset: max(range.start, range.end - 1))
            if tree.tokens.kind(comment) == .lineComment, tree.tokens.startsLine(comment) {
                if let current = run, current.end + 1 == start {
                    run = (current.start, start)
                } else {
                    closeRun()
                    run = (start, start)
                }
                continue
            }
            closeRun()
            if end > start { ranges.append(EditorFoldingRange(startLine: start, endLine: end, isComment: true)) }
        }
        closeRun()
        return ranges.enumerated()
            .sorted { ($0.element.startLine, $0.element.isComment ? 1 : 0, $0.offset) < ($1.element.startLine, $1.element.isComment ? 1 : 0, $1.offset) }
            .map(\.element)
    }
}
