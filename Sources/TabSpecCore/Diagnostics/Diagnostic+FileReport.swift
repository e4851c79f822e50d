/// The last step of every front end: a file's diagnostics as the user sees them.
extension Diagnostic {
    /// At most this many errors are reported per file; the last one says how many more there were.
    static let errorLimit = 100

    /// `diagnostics` (in the order the stages found them: lexer, parser, check) without a Fix-It whose edits
    /// overlap an earlier diagnostic's kept Fix-It — two Fix-Its applied together must not fight over the same
    /// text, and the earlier stage's is closer to the cause — then in source order (equal positions keep
    /// their order), at most ``errorLimit`` errors.
    static func fileReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result = diagnostics
        var keptEdits = KeptEdits()
        for index in result.indices where !result[index].fixIts.isEmpty {
            result[index].fixIts = result[index].fixIts.filter { fixIt in
                guard !fixIt.edits.contains(where: { keptEdits.conflicts(with: $0.range) }) else { return false }
                fixIt.edits.forEach { keptEdits.insert($0.range) }
                return true
            }
        }
        result = Diagnostic.sortedBySource(result)
        let errorCount = result.count { $0.severity == .error }
        if errorCount > errorLimit {
            var kept: [Diagnostic] = []
            var errors = 0
            for diagnostic in result where diagnostic.severity != .error || errors < errorLimit {
                if diagnostic.severity == .error { errors += 1 }
                kept.append(diagnostic)
                if errors == errorLimit, diagnostic.severity == .error {
                    kept[kept.count - 1].notes.append(moreErrorsNote(errorCount - errorLimit))
                }
            }
            result = kept
        }
        return result
    }

    /// Whether two ranges touch the same text (two edits, or a diagnostic and an editor's selection): they
    /// overlap, or an empty one lies inside or at the edge of the other (which of two such edits comes first
    /// would be ambiguous).
    static func conflict(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
        if lhs.length == 0 || rhs.length == 0 { return lhs.start <= rhs.end && rhs.start <= lhs.end }
        return lhs.start < rhs.end && rhs.start < lhs.end
    }

    /// Diagnostics in source order; equal positions keep their original order.
    package static func sortedBySource(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.element.range.end, $0.offset) < ($1.element.range.start, $1.element.range.end, $1.offset) }
            .map(\.element)
    }
}
