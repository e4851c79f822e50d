/// The bytes of one spec file with a line table, so any byte offset maps to a line and a column.
///
/// A UTF-8 byte order mark is skipped (``contentStart``); lines end at `\n` (a preceding `\r` belongs to the
/// line ending). Columns count Unicode code points, so a Japanese title before an error does not shift the
/// reported column.
package struct SourceFile: Sendable {
    /// The path as the user gave it (printed in diagnostics); `<stdin>` for standard input.
    package let path: String
    package let bytes: [UInt8]
    /// The offset of the first byte after a byte order mark (0 or 3).
    package let contentStart: Int
    /// Byte offsets where each line starts; `lineStarts[0] == contentStart`. 32 bits each, as in
    /// ``SourceRange`` (a large spec has a line per 20 bytes).
    let lineStarts: [UInt32]
    /// Known columns inside long lines, by offset, so ``location(of:)`` counts at most
    /// ``checkpointSpacing`` bytes instead of a whole line (a spec written on one line would make every
    /// diagnostic's column cost the file's length).
    let checkpoints: [ColumnCheckpoint]

    /// A scalar boundary inside a long line and its column.
    struct ColumnCheckpoint: Sendable {
        var offset: Int
        var column: Int
    }

    /// Lines longer than this get a checkpoint about every this many bytes.
    static let checkpointSpacing = 512

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasBOM ? 3 : 0
        lineStarts = SourceFile.makeLineTable(bytes, from: hasBOM ? 3 : 0)
        checkpoints = SourceFile.makeCheckpoints(bytes, lineStarts: lineStarts)
    }

    /// Walks each long line scalar by scalar, exactly as ``location(of:)`` does, recording a checkpoint every
    /// ``checkpointSpacing`` bytes.
    private static func makeCheckpoints(_ bytes: [UInt8], lineStarts: [UInt32]) -> [ColumnCheckpoint] {
        var checkpoints: [ColumnCheckpoint] = []
        for (line, storedStart) in lineStarts.enumerated() {
            let start = Int(storedStart)
            let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : bytes.count
            guard end - start > checkpointSpacing else { continue }
            var index = start
            var column = 1
            var next = start + checkpointSpacing
            while index < end {
                if index >= next {
                    checkpoints.append(ColumnCheckpoint(offset: index, column: column))
                    next = index + checkpointSpacing
                }
                index += bytes[index] < 0x80 ? 1 : (UTF8Decoding.decode(bytes, at: index)?.length ?? 1)
                column += 1
            }
        }
        return checkpoints
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    private static func makeLineTable(_ bytes: [UInt8], from start: Int) -> [UInt32] {
        var starts = [UInt32(clamping: start)]
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: "\n") { starts.append(UInt32(clamping: index + 1)) }
                index += 1
            }
        }
        return starts
    }

    /// The number of lines (a final newline starts an empty last line).
    package var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line containing `offset`.
    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line and code-point column of a byte offset (clamped to the file).
    package func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, contentStart), bytes.count)
        let line = lineIndex(of: clamped)
        var column = 1
        var index = Int(lineStarts[line])
        if !checkpoints.isEmpty, let checkpoint = checkpoint(before: clamped), checkpoint.offset >= index {
            index = checkpoint.offset
            column = checkpoint.column
        }
        while index < clamped {
            index += scalarLength(at: index)
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The last checkpoint at or before `offset`.
    private func checkpoint(before offset: Int) -> ColumnCheckpoint? {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? checkpoints[low - 1] : nil
    }

    /// The byte length of the scalar at `index`; an invalid byte counts as one scalar (shown as U+FFFD).
    func scalarLength(at index: Int) -> Int {
        if bytes[index] < 0x80 { return 1 }
        return UTF8Decoding.decode(bytes, at: index)?.length ?? 1
    }

    /// The scalars of a range, each invalid byte replaced by U+FFFD (one column each, as ``location(of:)``
    /// counts them).
    func scalars(in range: SourceRange) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var index = max(range.start, 0)
        let end = min(range.end, bytes.count)
        while index < end {
            if let (scalar, length) = UTF8Decoding.decode(bytes, at: index) {
                result.append(scalar)
                index += length
            } else {
                result.append("\u{FFFD}")
                index += 1
            }
        }
        return result
    }

    /// The byte range of a 1-based line, without its line ending.
    package func rangeOfLine(_ line: Int) -> SourceRange {
        guard line >= 1, line <= lineStarts.count else { return SourceRange(at: bytes.count) }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return SourceRange(start: start, end: end)
    }

    /// The text of a byte range; invalid UTF-8 becomes U+FFFD.
    package func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        // Decoding from a buffer pointer skips the generic slice path (the parser asks for every key's text).
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }
}
