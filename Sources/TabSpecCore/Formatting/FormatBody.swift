/// A block's body (or the file's top level) with every comment of its gaps assigned to a place.
struct FormatBody {
    /// One line-level element of a body, before blank lines are normalised and it is rendered.
    enum Element {
        /// One or more blank lines in the source (written as one blank line between other elements).
        case blank
        /// Comments on a line of their own (several on one line stay together).
        case comments([SyntaxComment])
        /// An entry with the comments before it on its first line and after it on its last line.
        case entry(SyntaxTree.NodeIndex, leading: [SyntaxComment], trailing: [SyntaxComment])
    }

    /// Comments after the block's `{` on the same line (they stay on the header line).
    var headerTrailing: [SyntaxComment] = []
    var elements: [Element] = []

    /// Assigns the comments of the gaps around `entries`, which lie in `range` (between a block's braces, or the
    /// whole file when `isFile`). Returns the uncovered offset when a gap holds text the tree does not.
    ///
    /// In a gap spanning lines, comments on the previous entry's line trail it, comments on the next entry's
    /// line lead it, and the lines between become comment lines or blank lines. In a gap within one line, a
    /// `,` splits trailing from leading comments.
    static func assign(_ entries: [SyntaxTree.NodeIndex], of tree: SyntaxTree, in range: SourceRange, isFile: Bool,
                       comments: [SyntaxComment]) -> Swift.Result<FormatBody, FormatUncovered> {
        let source = tree.source
        let ranges = entries.map(tree.range)
        var body = FormatBody()
        var leading = Array(repeating: [SyntaxComment](), count: entries.count)
        var trailing = Array(repeating: [SyntaxComment](), count: entries.count)
        var between = Array(repeating: [Element](), count: entries.count + 1)
        for index in 0...entries.count {
            let start = index == 0 ? range.start : ranges[index - 1].end
            let end = index == entries.count ? range.end : ranges[index].start
            let gap: FormatGap
            switch FormatGap.scan(SourceRange(start: start, end: end), in: source, comments: comments) {
            case let .success(scanned): gap = scanned
            case let .failure(uncovered): return .failure(uncovered)
            }
            let afterOpener = index == 0
            let beforeCloser = index == entries.count
            var toPrevious: [SyntaxComment] = []
            var toNext: [SyntaxComment] = []
            var middle: [Element] = []
            if gap.lines.count == 1 {
                let all = gap.lines[0]
                if beforeCloser {
                    toPrevious = all
                } else if afterOpener {
                    toNext = all
                } else {
                    let split = gap.commentsBeforeComma ?? all.count
                    toPrevious = Array(all[..<split])
                    toNext = Array(all[split...])
                }
            } else {
                toPrevious = gap.lines[0]
                for line in gap.lines.dropFirst().dropLast() {
                    middle.append(line.isEmpty ? .blank : .comments(line))
                }
                let last = gap.lines[gap.lines.count - 1]
                if beforeCloser {
                    // Comments before a `}` (or the end of the file) on its line stay inside the body.
                    if !last.isEmpty { middle.append(.comments(last)) }
                } else {
                    toNext = last
                }
            }
            if afterOpener {
                if isFile {
                    if !toPrevious.isEmpty { middle.insert(.comments(toPrevious), at: 0) }
                } else {
                    body.headerTrailing = toPrevious
                }
            } else {
                trailing[index - 1] += toPrevious
            }
            if !beforeCloser { leading[index] = toNext }
            between[index] = middle
        }
        for (index, entry) in entries.enumerated() {
            body.elements += between[index]
            body.elements.append(.entry(entry, leading: leading[index], trailing: trailing[index]))
        }
        body.elements += between[entries.count]
        return .success(body)
    }
}
