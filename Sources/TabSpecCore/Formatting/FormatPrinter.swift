/// Writes a syntax tree in the canonical style (docs/Formatting.md), putting every comment back.
///
/// Tokens keep their source text; only the layout between them is rebuilt. When some text is held by no
/// node and no comment (the parser skipped it), ``uncovered`` says where and the output must not be used.
struct FormatPrinter {
    let tree: SyntaxTree
    let comments: [SyntaxComment]
    /// Where the first text the tree does not hold starts, if any.
    private(set) var uncovered: SourceRange?

    var source: SourceFile { tree.source }

    init(tree: SyntaxTree) {
        self.tree = tree
        comments = tree.comments
    }

    /// The formatted file: empty, or lines ending with one `\n` each.
    mutating func print() -> String {
        let range = SourceRange(start: source.contentStart, end: source.bytes.count)
        guard let body = assign(Array(tree.entries(of: SyntaxTree.root)), in: range, isFile: true) else { return "" }
        let lines = render(body.elements, depth: 0)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    // MARK: Bodies

    private mutating func assign(_ entries: [SyntaxTree.NodeIndex], in range: SourceRange, isFile: Bool) -> FormatBody? {
        switch FormatBody.assign(entries, of: tree, in: range, isFile: isFile, comments: comments) {
        case let .success(body):
            return body
        case let .failure(problem):
            markUncovered(problem.offset)
            return nil
        }
    }

    private mutating func markUncovered(_ offset: Int) {
        guard uncovered == nil else { return }
        uncovered = SourceRange(start: offset, end: min(offset + source.scalarLength(at: offset), source.bytes.count))
    }

    /// The lines of a body at `depth`: at most one blank line in a row, none first or last.
    private mutating func render(_ elements: [FormatBody.Element], depth: Int) -> [String] {
        let indent = FormatText.spaces(depth * SpecFormatter.indentWidth)
        var oneLine: [Int: OneLineTab] = [:]
        for (index, element) in elements.enumerated() {
            if case let .entry(block, leading, _) = element, tree.kind(block) == .block,
               let form = oneLineTab(block, leading: leading, depth: depth) {
                oneLine[index] = form
            }
        }
        let aligned = alignedHeadWidths(elements, oneLine: oneLine, depth: depth)
        var lines: [String] = []
        var pendingBlank = false
        for (index, element) in elements.enumerated() {
            if case .blank = element {
                pendingBlank = !lines.isEmpty
                continue
            }
            if pendingBlank { lines.append("") }
            pendingBlank = false
            switch element {
            case .blank:
                continue
            case let .comments(group):
                lines.append(indent + group.map(commentText).joined(separator: " "))
            case let .entry(entry, leading, trailing):
                let lead = leading.map { commentText($0) + " " }.joined()
                let firstToken = leading.first?.range.start ?? tree.range(entry).start
                switch tree.kind(entry) {
                case .property:
                    lines.append(attach(trailing, to: indent + lead + propertyText(entry), firstToken: firstToken))
                case .block:
                    if let form = oneLine[index] {
                        let head = aligned[index].map { form.head + FormatText.spaces($0 - FormatText.width(form.head)) } ?? form.head
                        lines.append(attach(trailing, to: indent + lead + head + " " + form.braces, firstToken: firstToken))
                    } else {
                        lines += expanded(entry, lead: lead, trailing: trailing, firstToken: firstToken, depth: depth)
                    }
                case .root, .unexpected:
                    // Text that starts no entry is refused before printing; never drop it.
                    markUncovered(tree.range(entry).start)
                }
            }
        }
        return lines
    }

    /// A block over several lines: header and `{`, the body one level deeper, `}`.
    private mutating func expanded(_ block: SyntaxTree.NodeIndex, lead: String, trailing: [SyntaxComment], firstToken: Int,
                                   depth: Int) -> [String] {
        let indent = FormatText.spaces(depth * SpecFormatter.indentWidth)
        let header = indent + lead + headerText(block)
        guard let closeToken = tree.closeBrace(block) else {
            // Unterminated blocks are refused before printing; never drop what follows the last entry.
            markUncovered(tree.range(block).end)
            return []
        }
        let close = tree.tokens.range(closeToken)
        let inside = SourceRange(start: tree.tokens.end(tree.openBrace(block)), end: close.start)
        guard let body = assign(Array(tree.entries(of: block)), in: inside, isFile: false) else {
            return []
        }
        let bodyLines = render(body.elements, depth: depth + 1)
        if bodyLines.isEmpty, body.headerTrailing.isEmpty {
            return [attach(trailing, to: header + " {}", firstToken: firstToken)]
        }
        return [attach(body.headerTrailing, to: header + " {", firstToken: firstToken)]
            + bodyLines
            + [attach(trailing, to: indent + "}", firstToken: close.start)]
    }

    // MARK: One-line tabs

    /// A `tab` block written on one line: `head` is `tab NAME`, `braces` is `{ key: value, … }` or `{}`.
    struct OneLineTab {
        var head: String
        var braces: String
    }

    /// The one-line form of a `tab` block holding only properties and no comments, when its line fits in
    /// ``SpecFormatter/lineWidth`` columns (trailing comments not counted).
    private mutating func oneLineTab(_ block: SyntaxTree.NodeIndex, leading: [SyntaxComment], depth: Int) -> OneLineTab? {
        guard tree.tokens.text(tree.token(block)) == "tab", tree.closeBrace(block) != nil,
              FormatGap.comments(in: tree.range(block), of: comments).isEmpty else { return nil }
        var properties: [String] = []
        for entry in tree.entries(of: block) {
            guard tree.kind(entry) == .property else { return nil }
            properties.append(propertyText(entry))
        }
        let head = headerText(block)
        let braces = properties.isEmpty ? "{}" : "{ " + properties.joined(separator: ", ") + " }"
        let lead = leading.map { commentText($0) + " " }.joined()
        let line = FormatText.spaces(depth * SpecFormatter.indentWidth) + lead + head + " " + braces
        guard !line.utf8.contains(UInt8(ascii: "\n")), FormatText.width(line) <= SpecFormatter.lineWidth else { return nil }
        return OneLineTab(head: head, braces: braces)
    }

    /// For each one-line tab in a run of two or more (consecutive entries, no blank or comment line between,
    /// no leading comment), the width its `tab NAME` is padded to so the `{`s line up — unless a padded line
    /// would not fit, in which case the run is not aligned.
    private func alignedHeadWidths(_ elements: [FormatBody.Element], oneLine: [Int: OneLineTab], depth: Int) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var run: [Int] = []
        func finish() {
            defer { run = [] }
            guard run.count > 1 else { return }
            let width = run.compactMap { oneLine[$0].map { FormatText.width($0.head) } }.max() ?? 0
            let fits = run.allSatisfy { index in
                guard let form = oneLine[index] else { return false }
                return depth * SpecFormatter.indentWidth + width + 1 + FormatText.width(form.braces) <= SpecFormatter.lineWidth
            }
            guard fits else { return }
            for index in run { result[index] = width }
        }
        for (index, element) in elements.enumerated() {
            if case let .entry(_, leading, _) = element, leading.isEmpty, oneLine[index] != nil {
                run.append(index)
            } else {
                finish()
            }
        }
        finish()
        return result
    }

    // MARK: Lines

    /// `line` followed by trailing comments, one space apart. A comment padded further in the source (two or
    /// more blanks before it) keeps its source column when the line is the same line as in the source (its
    /// first token started that source line and the comment was on it) and the column is right of the line's
    /// end, so hand-aligned comments stay aligned.
    private func attach(_ trailing: [SyntaxComment], to line: String, firstToken: Int) -> String {
        guard let first = trailing.first else { return line }
        let width = FormatText.width(line)
        var gap = 1
        if !line.utf8.contains(UInt8(ascii: "\n")), source.isPadded(first.range.start), source.startsLine(firstToken),
           source.onSameLine(firstToken, first.range.start) {
            let column = source.displayColumn(of: first.range.start)
            if column > width { gap = column - width }
        }
        return line + FormatText.spaces(gap) + trailing.map(commentText).joined(separator: " ")
    }

    private func commentText(_ comment: SyntaxComment) -> String {
        FormatText.normalizedComment(source.text(in: comment.range))
    }

    /// `key: value value` with single spaces, comments inside kept between the same tokens.
    private mutating func propertyText(_ property: SyntaxTree.NodeIndex) -> String {
        var pieces: [FormatPiece] = [FormatPiece(range: tree.tokens.range(tree.key(property)), kind: .token)]
        if let colon = tree.colon(property) { pieces.append(FormatPiece(range: tree.tokens.range(colon), kind: .colon)) }
        pieces += tree.values(property).map { FormatPiece(range: tree.tokens.range($0), kind: .token) }
        return join(pieces, end: tree.range(property).end)
    }

    /// `keyword NAME` with single spaces (comments inside kept), without the `{`.
    /// A name glued from several tokens (`` `b` ``) is one piece: what was written as one stays one.
    private mutating func headerText(_ block: SyntaxTree.NodeIndex) -> String {
        var pieces: [FormatPiece] = [FormatPiece(range: tree.tokens.range(tree.token(block)), kind: .token)]
        if let name = tree.nameRange(block) { pieces.append(FormatPiece(range: name, kind: .token)) }
        return join(pieces, end: tree.tokens.start(tree.openBrace(block)))
    }

    /// The tokens with the comments between them, one space apart (no space before a `:` that follows a
    /// token). Only blanks may separate them in the source; anything else is uncovered text.
    private mutating func join(_ tokens: [FormatPiece], end: Int) -> String {
        guard let first = tokens.first else { return "" }
        var pieces = tokens
        let inner = FormatGap.comments(in: SourceRange(start: first.range.end, end: end), of: comments)
        pieces += inner.map { FormatPiece(range: $0.range, kind: .comment) }
        pieces.sort { $0.range.start < $1.range.start }
        var text = ""
        var previous: FormatPiece?
        for piece in pieces {
            if let previous {
                checkBlanks(from: previous.range.end, to: piece.range.start)
                if piece.kind != .colon || previous.kind == .comment { text += " " }
            }
            text += piece.kind == .comment ? FormatText.normalizedComment(source.text(in: piece.range))
                : piece.kind == .colon ? ":" : source.text(in: piece.range)
            previous = piece
        }
        if let previous { checkBlanks(from: previous.range.end, to: end) }
        return text
    }

    /// Marks the first byte between `start` and `end` that is not a space or a tab as uncovered.
    private mutating func checkBlanks(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = source.bytes[index]
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                markUncovered(index)
                return
            }
            index += 1
        }
    }
}

/// A token or comment of a header or property line, in source order.
struct FormatPiece {
    enum Kind {
        case token
        case colon
        case comment
    }

    var range: SourceRange
    var kind: Kind
}
