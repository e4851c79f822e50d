/// The edits of the Fix-Its a file report has kept so far, filed by position so that asking whether a new edit
/// conflicts with one of them looks only at the kept edits near it (``Diagnostic/fileReport(_:)`` would otherwise
/// compare every edit with every earlier one: minutes for a large file full of mistakes).
///
/// A kept edit of at most ``shortLength`` bytes is filed in the bucket of its start (``bucketWidth`` bytes
/// each); a longer one in ``long``, which every question scans. A short edit conflicting with a range starts at
/// most ``shortLength`` bytes before the range's start and at most at its end, so only those buckets are asked.
struct KeptEdits {
    /// The width of a bucket, in bytes.
    static let bucketWidth = 64
    /// The longest edit filed in a bucket.
    static let shortLength = 512

    /// The short kept edits by `start / bucketWidth` (only looked up, never iterated in hash order for output).
    private var buckets: [Int: [SourceRange]] = [:]
    /// The kept edits longer than ``shortLength``.
    private var long: [SourceRange] = []

    /// No edit kept yet.
    init() {}

    /// Whether `range` conflicts (``Diagnostic/conflict(_:_:)``) with a kept edit.
    func conflicts(with range: SourceRange) -> Bool {
        if long.contains(where: { Diagnostic.conflict(range, $0) }) { return true }
        let first = max(0, range.start - KeptEdits.shortLength) / KeptEdits.bucketWidth
        let last = range.end / KeptEdits.bucketWidth
        if last - first >= buckets.count {
            return buckets.values.contains { $0.contains { Diagnostic.conflict(range, $0) } }
        }
        return (first...last).contains { bucket in buckets[bucket]?.contains { Diagnostic.conflict(range, $0) } ?? false }
    }

    /// Keeps an edit's range.
    mutating func insert(_ range: SourceRange) {
        if range.length > KeptEdits.shortLength {
            long.append(range)
        } else {
            buckets[range.start / KeptEdits.bucketWidth, default: []].append(range)
        }
    }

    /// The indices of the Fix-Its (each given as its edits' ranges, in the stage order) that are kept: those
    /// whose edits conflict with no edit kept before; a kept one's edits are kept in turn.
    mutating func filter(_ fixIts: [[SourceRange]]) -> [Int] {
        fixIts.indices.filter { index in
            guard !fixIts[index].contains(where: conflicts(with:)) else { return false }
            fixIts[index].forEach { insert($0) }
            return true
        }
    }
}
