/// The last step of every front end: a file's diagnostics as the user sees them.
extension Diagnostic {
    /// At most this many errors are reported per file; the last one says how many more there were.
    static let errorLimit = 100

    /// A diagnostic with the stage that found it (0 the lexer, 1 the parser, 2 the check stage) and its place
    /// in that stage's emission order: together, its position in the stage order ``fileReport(_:)`` filters in.
    struct Staged: Sendable {
        var stage: Int
        var emission: UInt32
        var diagnostic: Diagnostic
    }

    /// `diagnostics` (in the order the stages found them: lexer, parser, check) without a Fix-It whose edits
    /// overlap an earlier diagnostic's kept Fix-It — two Fix-Its applied together must not fight over the same
    /// text, and the earlier stage's is closer to the cause — then in source order (equal positions keep
    /// their order), at most ``errorLimit`` errors.
    static func fileReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var keptEdits = KeptEdits()
        let filtered = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.fixIts = keptEdits.filter(diagnostic.fixIts.map { $0.edits.map(\.range) }).map { diagnostic.fixIts[$0] }
            return diagnostic
        }
        return capped(sortedBySource(filtered), errorCount: filtered.count { $0.severity == .error })
    }

    /// The same report as ``fileReport(_:)`` of the lexer's and the parser's diagnostics but those about
    /// `explained` tokens, then the check stage's, from the three stages' bounded records: their logged Fix-It
    /// ranges are replayed in the stage order (so a Fix-It of an error not kept still blocks a later one,
    /// exactly as in the whole list), and the errors not kept are counted. `lexer` and `parser` must keep their
    /// first errors besides `explained` (``BoundedDiagnostics/keepsFirstErrors(besides:)``); `checked` is
    /// about no token, so nothing of it is explained.
    static func fileReport(lexer: BoundedDiagnostics, parser: BoundedDiagnostics, explained: Set<TokenIndex>,
                           checked: BoundedDiagnostics) -> [Diagnostic] {
        var keptEdits = KeptEdits()
        var staged: [Staged] = []
        for (stage, record) in [lexer, parser, checked].enumerated() {
            var kept = record.staged(stage, explained: explained)
            var next = 0
            var fixItStart = 0
            for logged in record.fixItLog {
                defer { fixItStart = Int(logged.fixItEnd) }
                guard !BoundedDiagnostics.isExplained(logged.token, by: explained) else { continue }
                let fixIts = (fixItStart..<Int(logged.fixItEnd)).map { fixIt in
                    let start = fixIt == 0 ? 0 : Int(record.fixItEnds[fixIt - 1])
                    return Array(record.editRanges[start..<Int(record.fixItEnds[fixIt])])
                }
                let survivors = keptEdits.filter(fixIts)
                while next < kept.count, kept[next].emission < logged.emission { next += 1 }
                if next < kept.count, kept[next].emission == logged.emission {
                    let all = kept[next].diagnostic.fixIts
                    kept[next].diagnostic.fixIts = survivors.map { all[$0] }
                }
            }
            staged += kept
        }
        let sorted = staged.sorted {
            ($0.diagnostic.range.start, $0.diagnostic.range.end, $0.stage, $0.emission)
                < ($1.diagnostic.range.start, $1.diagnostic.range.end, $1.stage, $1.emission)
        }
        let errorCount = lexer.errorCount(besides: explained) + parser.errorCount(besides: explained)
            + checked.errorCount(besides: [])
        return capped(sorted.map(\.diagnostic), errorCount: errorCount)
    }

    /// `sorted` (diagnostics in source order) with at most ``errorLimit`` errors, the last one noting how many
    /// more of the file's `errorCount` errors there were.
    private static func capped(_ sorted: [Diagnostic], errorCount: Int) -> [Diagnostic] {
        guard errorCount > errorLimit else { return sorted }
        var kept: [Diagnostic] = []
        var errors = 0
        for diagnostic in sorted where diagnostic.severity != .error || errors < errorLimit {
            if diagnostic.severity == .error { errors += 1 }
            kept.append(diagnostic)
            if errors == errorLimit, diagnostic.severity == .error {
                kept[kept.count - 1].notes.append(moreErrorsNote(errorCount - errorLimit))
            }
        }
        return kept
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
