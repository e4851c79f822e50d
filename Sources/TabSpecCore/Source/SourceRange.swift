/// A half-open range of UTF-8 byte offsets into a ``SourceFile``'s bytes.
///
/// Ranges are cheap to store on every token and node; ``SourceFile/location(of:)`` turns an offset into a
/// line and a column when a diagnostic is printed.
public struct SourceRange: Sendable, Hashable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset` (an insertion point).
    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A 1-based line and column; columns count Unicode code points (SARIF's `unicodeCodePoints`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
