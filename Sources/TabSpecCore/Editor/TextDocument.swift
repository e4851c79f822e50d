/// The text of one document open in an editor: its bytes, its version and a line index, with conversions
/// between byte offsets and editor positions in either ``PositionEncoding``.
///
/// Lines end at `\n`, `\r\n` or `\r` (an editor's lines, which the compiler's ``SourceFile`` need not share:
/// diagnostics are byte ranges, converted here). Every conversion clamps: a position past the end of its line
/// is the line's end, a line past the last is the end of the document, an offset inside a scalar (or between
/// `\r` and `\n`) is the position before it. So every range this type produces is valid in the document.
package struct TextDocument: Sendable, Hashable {
    /// The document's UTF-8 bytes.
    package private(set) var bytes: [UInt8]
    /// The version the editor gave with the last change (or when it was opened).
    package var version: Int
    /// The byte offset where each line starts; `lineStarts[0] == 0`.
    private var lineStarts: [Int]

    /// A document holding `text` at `version`.
    package init(text: String, version: Int = 0) {
        self.init(bytes: Array(text.utf8), version: version)
    }

    /// A document holding `bytes` at `version`.
    package init(bytes: [UInt8], version: Int = 0) {
        self.bytes = bytes
        self.version = version
        lineStarts = TextDocument.lineStarts(of: bytes)
    }

    /// The document's text (invalid UTF-8 as U+FFFD).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of lines (text ending in a line break has an empty last line).
    package var lineCount: Int { lineStarts.count }

    /// The start of every line: after each `\n`, each `\r\n`, and each `\r` not followed by `\n`.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// Replaces the whole text (the line index is rebuilt).
    mutating func replaceAll(with newBytes: [UInt8]) {
        bytes = newBytes
        lineStarts = TextDocument.lineStarts(of: newBytes)
    }

    /// Replaces the bytes in `start..<end` (offsets already clamped and ordered).
    mutating func replace(from start: Int, to end: Int, with newBytes: [UInt8]) {
        bytes.replaceSubrange(start..<end, with: newBytes)
        lineStarts = TextDocument.lineStarts(of: bytes)
    }

    // MARK: Lines

    /// The byte range of a 0-based line without its line break (`line` clamped to the document).
    package func contentRange(ofLine line: Int) -> Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        guard line + 1 < lineStarts.count else { return start..<bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The 0-based line holding byte `offset` (clamped to the document).
    package func line(ofOffset offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The byte length of the scalar starting at `index` (an invalid byte is a scalar of its own).
    private func scalarLength(at index: Int) -> Int {
        bytes[index] < 0x80 ? 1 : (UTF8Decoding.decode(bytes, at: index)?.length ?? 1)
    }

    // MARK: Conversions

    /// The byte offset of `position` in `encoding`, clamped: a negative line or character is 0, a character past
    /// the line's end is the line's end, a line past the last is the end of the document, a character inside a
    /// scalar (half of a surrogate pair) is the scalar's start.
    package func offset(of position: EditorPosition, in encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let content = contentRange(ofLine: position.line)
        let target = max(position.character, 0)
        var index = content.lowerBound
        var units = 0
        while index < content.upperBound {
            let length = scalarLength(at: index)
            let next = units + encoding.units(ofScalarWithByteLength: length)
            if next > target { break }
            units = next
            index += length
        }
        return index
    }

    /// The position of byte `offset` in `encoding` (clamped to the document; an offset inside a scalar or a
    /// `\r\n` is the position before it).
    package func position(of offset: Int, in encoding: PositionEncoding) -> EditorPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(ofOffset: offset)
        let content = contentRange(ofLine: line)
        let limit = min(offset, content.upperBound)
        var index = content.lowerBound
        var units = 0
        while index < limit {
            let length = scalarLength(at: index)
            if index + length > limit { break }
            units += encoding.units(ofScalarWithByteLength: length)
            index += length
        }
        return EditorPosition(line: line, character: units)
    }

    /// The editor range of a byte range of the document.
    package func range(of range: SourceRange, in encoding: PositionEncoding) -> EditorRange {
        EditorRange(start: position(of: range.start, in: encoding), end: position(of: max(range.start, range.end), in: encoding))
    }

    /// The byte range of an editor range (clamped; an end before the start is the start).
    package func byteRange(of range: EditorRange, in encoding: PositionEncoding) -> SourceRange {
        let start = offset(of: range.start, in: encoding)
        return SourceRange(start: start, end: max(start, offset(of: range.end, in: encoding)))
    }

    /// An editor range clamped to the document (as ``byteRange(of:in:)`` clamps it), so that a range sent back
    /// to the editor lies inside the document.
    package func clamped(_ range: EditorRange, in encoding: PositionEncoding) -> EditorRange {
        self.range(of: byteRange(of: range, in: encoding), in: encoding)
    }

    /// The range of the whole document.
    package func wholeRange(in encoding: PositionEncoding) -> EditorRange {
        EditorRange(start: EditorPosition(line: 0, character: 0), end: position(of: bytes.count, in: encoding))
    }
}
