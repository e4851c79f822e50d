/// A half-open range of UTF-8 byte offsets into a ``SourceFile``'s bytes.
///
/// Ranges are cheap to store on every token and node; ``SourceFile/location(of:)`` turns an offset into a
/// line and a column when a diagnostic is printed.
///
/// The offsets are stored in 32 bits (8 bytes a range instead of 16: the syntax tree and the specs hold
/// several ranges per property). `tabspec` reads inputs up to 64 MB; an offset outside `0...UInt32.max` is
/// clamped into it.
package struct SourceRange: Sendable, Hashable, Comparable {
    /// ``start``, stored.
    private var storedStart: UInt32
    /// ``end``, stored.
    private var storedEnd: UInt32

    /// The offset of the first byte.
    package var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    /// The offset just past the last byte.
    package var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    package init(start: Int, end: Int) {
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: max(start, end))
    }

    /// An empty range at `offset` (an insertion point).
    package init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The number of bytes covered.
    package var length: Int { Int(storedEnd) - Int(storedStart) }

    /// The smallest range covering both.
    package func union(_ other: SourceRange) -> SourceRange {
        let start = min(storedStart, other.storedStart)
        return SourceRange(stored: start, max(start, storedEnd, other.storedEnd))
    }

    /// A range from offsets already stored (`end >= start`).
    private init(stored start: UInt32, _ end: UInt32) {
        storedStart = start
        storedEnd = end
    }

    package static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.storedStart, lhs.storedEnd) < (rhs.storedStart, rhs.storedEnd)
    }
}

/// A 1-based line and column; columns count Unicode code points (SARIF's `unicodeCodePoints`).
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
