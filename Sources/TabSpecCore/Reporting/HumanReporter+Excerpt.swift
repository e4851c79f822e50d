/// A source line as the human reporter shows it: whole when it is at most `width` terminal columns, else a
/// window of `width` columns with the caret near its left third and `…` at each cut end, so a spec written
/// on one long line prints a few columns per finding, not the whole file. Reading a window decodes a few
/// hundred bytes around the caret, however long the line.
struct Excerpt {
    /// The printable text: control characters (but tab) as U+FFFD, `…` where the line is cut.
    let text: String
    /// Whether the line is cut before the window.
    let cutBefore: Bool
    /// What goes under the text before the caret: a space per column (tabs kept, so they line up).
    let caretIndent: String
    /// The width of the underline, in columns (at least 1): the range on this line, up to the window's end.
    let underlineWidth: Int

    /// Columns before the caret that a cut window keeps (the `…` included).
    static func context(width: Int) -> Int { width * 2 / 5 }

    /// The excerpt of 1-based `line` for a diagnostic at `range`, at most `width` columns.
    init(_ range: SourceRange, line: Int, in source: SourceFile, width: Int) {
        let lineRange = source.rangeOfLine(line)
        let caret = min(max(range.start, lineRange.start), lineRange.end)
        let underlineEnd = min(max(range.end, caret), lineRange.end)
        let maximumBytes = 4 * width

        if lineRange.end - lineRange.start <= maximumBytes,
           TerminalWidth.of(source.scalars(in: lineRange)) <= width {
            self.init(source: source, from: lineRange.start, to: lineRange.end, caret: caret, underlineEnd: underlineEnd,
                      cutBefore: false, cutAfter: false)
            return
        }

        // The columns kept before the caret, reading back at most a few hundred bytes.
        var windowStart = caret
        let before = Excerpt.scalars(in: source, from: max(lineRange.start, caret - maximumBytes), to: caret)
        var columns = 0
        let room = Excerpt.context(width: width) - 1
        for (offset, scalar) in before.reversed() {
            columns += TerminalWidth.of(scalar)
            if columns > room { break }
            windowStart = offset
        }
        let cutBefore = windowStart > lineRange.start

        // The columns after it, up to the width (one kept for the `…` when the line goes on).
        let available = width - (cutBefore ? 1 : 0)
        let after = Excerpt.scalars(in: source, from: windowStart, to: min(lineRange.end, windowStart + 2 * maximumBytes))
        var windowEnd = windowStart
        var fitEnd = windowStart
        columns = 0
        for (index, (_, scalar)) in after.enumerated() {
            columns += TerminalWidth.of(scalar)
            if columns > available { break }
            let next = index + 1 < after.count ? after[index + 1].offset : min(lineRange.end, windowStart + 2 * maximumBytes)
            if columns <= available - 1 { windowEnd = next }
            fitEnd = next
        }
        let cutAfter = fitEnd < lineRange.end
        if !cutAfter { windowEnd = fitEnd }
        self.init(source: source, from: windowStart, to: windowEnd, caret: min(caret, windowEnd),
                  underlineEnd: min(underlineEnd, windowEnd), cutBefore: cutBefore, cutAfter: cutAfter)
    }

    /// The start of 1-based `line` (no caret): the whole line when it fits in `width` columns, else its first
    /// columns and `…`.
    init(lineStartOf line: Int, in source: SourceFile, width: Int) {
        let lineRange = source.rangeOfLine(line)
        self.init(SourceRange(start: lineRange.start, end: lineRange.start), line: line, in: source, width: width)
    }

    /// The excerpt of the bytes from `start` to `end`, with the caret and underline at `caret`..<`underlineEnd`.
    private init(source: SourceFile, from start: Int, to end: Int, caret: Int, underlineEnd: Int, cutBefore: Bool, cutAfter: Bool) {
        var text = String.UnicodeScalarView()
        if cutBefore { text.append("…") }
        for scalar in source.scalars(in: SourceRange(start: start, end: end)) {
            let isControl = (scalar.value < 0x20 && scalar != "\t") || (scalar.value >= 0x7F && scalar.value < 0xA0)
            text.append(isControl ? "\u{FFFD}" : scalar)
        }
        if cutAfter { text.append("…") }
        self.text = String(text)
        self.cutBefore = cutBefore
        let lead = source.scalars(in: SourceRange(start: start, end: caret))
        caretIndent = (cutBefore ? " " : "") + lead.map { $0 == "\t" ? "\t" : String(repeating: " ", count: TerminalWidth.of($0)) }.joined()
        underlineWidth = max(1, TerminalWidth.of(source.scalars(in: SourceRange(start: caret, end: underlineEnd))))
    }

    /// The scalars from `start` to `end` with their offsets, starting at the first that begins at or after
    /// `start` (a window never starts inside a character).
    private static func scalars(in source: SourceFile, from start: Int, to end: Int) -> [(offset: Int, scalar: Unicode.Scalar)] {
        var index = start
        while index < end, index > 0, source.bytes[index] & 0xC0 == 0x80, index - start < 3 { index += 1 }
        var result: [(offset: Int, scalar: Unicode.Scalar)] = []
        while index < end {
            let length = source.scalarLength(at: index)
            result.append((index, source.scalars(in: SourceRange(start: index, end: index + length)).first ?? "\u{FFFD}"))
            index += length
        }
        return result
    }
}
