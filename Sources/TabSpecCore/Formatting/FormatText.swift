/// Text measurements and clean-ups the formatter shares.
enum FormatText {
    /// The display width of a line (terminal cells: East Asian wide characters count two, a tab advances to
    /// the next multiple of ``SpecFormatter/indentWidth``); for text with line breaks, of its last line.
    static func width(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            width = advance(width, by: scalar)
        }
        return width
    }

    /// The column after `scalar` when it starts at `column`.
    static func advance(_ column: Int, by scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "\n": 0
        case "\t": column + SpecFormatter.indentWidth - column % SpecFormatter.indentWidth
        default: column + TerminalWidth.of(scalar)
        }
    }

    /// A comment as the formatter writes it: `\r\n` becomes `\n`, blanks (and stray `\r`s) at the end of each
    /// line are dropped. A lone `\r` inside a line of a comment is kept (it does not end a line in the language).
    static func normalizedComment(_ text: String) -> String {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r", pending == "\n" { continue }
            if scalar == "\n" {
                lines.append(trimmingTrailingBlanks(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(trimmingTrailingBlanks(current))
        return lines.joined(separator: "\n")
    }

    private static func trimmingTrailingBlanks(_ scalars: String.UnicodeScalarView) -> String {
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let previous = scalars.index(before: end)
            guard scalars[previous] == " " || scalars[previous] == "\t" || scalars[previous] == "\r" else { break }
            end = previous
        }
        return String(scalars[scalars.startIndex..<end])
    }

    /// `count` spaces.
    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }
}

extension SourceFile {
    /// The 0-based display column of `offset` on its line: terminal cells, a tab advancing to the next
    /// multiple of ``SpecFormatter/indentWidth``.
    func displayColumn(of offset: Int) -> Int {
        let line = rangeOfLine(lineIndex(of: offset) + 1)
        return scalars(in: SourceRange(start: line.start, end: offset)).reduce(0, FormatText.advance)
    }

    /// Whether only blanks come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var index = offset - 1
        let lineStart = rangeOfLine(lineIndex(of: offset) + 1).start
        while index >= lineStart {
            guard bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else { return false }
            index -= 1
        }
        return true
    }

    /// Whether two or more blanks (or a tab) come right before `offset`: text padded to a column.
    func isPadded(_ offset: Int) -> Bool {
        guard offset >= 1 else { return false }
        let before = bytes[offset - 1]
        if before == UInt8(ascii: "\t") { return true }
        guard before == UInt8(ascii: " "), offset >= 2 else { return false }
        return bytes[offset - 2] == UInt8(ascii: " ") || bytes[offset - 2] == UInt8(ascii: "\t")
    }

    /// Whether `first` and `second` are on the same line.
    func onSameLine(_ first: Int, _ second: Int) -> Bool {
        lineIndex(of: first) == lineIndex(of: second)
    }
}
