/// One stage's diagnostics (the lexer's and the parser's, each about a token; the check stage's, about none),
/// kept in memory bounded by ``Diagnostic/errorLimit`` however many the stage finds: a file of garbage gives a
/// diagnostic every few bytes, a tab bar of a million unknown keys a million errors, and a file reports at most
/// ``Diagnostic/errorLimit`` errors (``Diagnostic/fileReport(_:)``).
///
/// What is kept, and why it is exact:
/// - Every warning, and the errors among the stage's first ``limit`` by (start, end, emission order). The file
///   report sorts its diagnostics by (start, end, position in the stage order), and within one stage the
///   position follows the emission order, so the report's errors from this stage are among these, in whatever
///   order the stage emits (the check stage, for one, is not in source order).
/// - Every error's token (``errorTokens``, four bytes each), so that the errors a later stage explains are not
///   counted and the "N more errors" note stays exact; of errors about no token (the check stage's, which no
///   stage explains), only their number.
/// - Every Fix-It's edit ranges, in emission order (``fixItLog``), also of the errors not kept: a Fix-It is
///   reported only if its edits do not conflict with an earlier diagnostic's kept Fix-It (in the stage order,
///   before sorting), so a Fix-It of an error never reported can still block a reported one's. Replaying the
///   ranges (``Diagnostic/filterFixIts(_:)``) makes the same decisions as filtering the whole list.
/// - Diagnostics about ``excluded`` tokens are not recorded at all: they are the ones a later stage explained,
///   which the report drops before it filters Fix-Its (a second pass, ``FrontEnd``, when a first one kept too few).
struct BoundedDiagnostics: Sendable {
    /// A kept diagnostic with its token and its place in the stage's emission order.
    struct Entry: Sendable {
        var token: TokenIndex?
        var emission: UInt32
        var diagnostic: Diagnostic
    }

    /// The edit ranges of one diagnostic's Fix-Its: ``BoundedDiagnostics/fixItEnds`` from the previous entry's
    /// `fixItEnd` to this one's.
    struct LoggedFixIts: Sendable {
        var emission: UInt32
        var fixItEnd: UInt32
        var token: TokenIndex?
    }

    /// The most errors kept, or `nil` to keep every diagnostic (the formatter's comparison of two parses).
    let limit: Int?
    /// Tokens whose diagnostics are not recorded.
    let excluded: Set<TokenIndex>
    /// The kept diagnostics, in emission order.
    private(set) var entries: [Entry] = []
    /// The token of every error reported (kept or not) about a token, in emission order.
    private(set) var errorTokens: [TokenIndex] = []
    /// How many errors were reported about no token.
    private var errorsWithoutToken = 0
    /// One record per diagnostic with Fix-Its, kept or not, in emission order.
    private(set) var fixItLog: [LoggedFixIts] = []
    /// For each logged Fix-It, the end of its edits in ``editRanges``.
    private(set) var fixItEnds: [UInt32] = []
    /// The ranges of the logged Fix-Its' edits.
    private(set) var editRanges: [SourceRange] = []
    /// How many diagnostics were reported (the next one's emission number).
    private var emitted: UInt32 = 0
    /// How many errors ``entries`` holds.
    private var keptErrors = 0
    /// Once errors were pruned: the key of the last error kept; a later error with a greater key is not kept.
    private var threshold: (Int, Int, UInt32)?

    /// An empty record keeping at most `limit` errors, ignoring diagnostics about `excluded` tokens.
    init(limit: Int? = Diagnostic.errorLimit, excluding excluded: Set<TokenIndex> = []) {
        self.limit = limit
        self.excluded = excluded
    }

    /// Every kept diagnostic about a token with its token, in emission order.
    var problems: [TokenDiagnostic] {
        entries.compactMap { entry in entry.token.map { TokenDiagnostic(token: $0, diagnostic: entry.diagnostic) } }
    }

    /// Every kept diagnostic, in emission order (the check stage's, when nothing was pruned, are all it reported).
    var diagnostics: [Diagnostic] { entries.map(\.diagnostic) }

    /// How many diagnostics were reported (kept or not).
    var count: Int { Int(emitted) }

    /// Whether errors were reported that are not kept.
    var overflowed: Bool { errorTokens.count + errorsWithoutToken > keptErrors }

    /// Records a diagnostic about no token (the check stage's).
    mutating func append(_ diagnostic: Diagnostic) {
        record(diagnostic, about: nil)
    }

    /// Records each of `diagnostics`, about no token, in order.
    mutating func append(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { record(diagnostic, about: nil) }
    }

    /// Records a diagnostic about `token`.
    mutating func append(_ diagnostic: Diagnostic, about token: TokenIndex) {
        if !excluded.isEmpty, excluded.contains(token) { return }
        record(diagnostic, about: token)
    }

    /// Records a diagnostic about `token`, or about none, that is not excluded.
    private mutating func record(_ diagnostic: Diagnostic, about token: TokenIndex?) {
        let emission = emitted
        emitted &+= 1
        if !diagnostic.fixIts.isEmpty {
            for fixIt in diagnostic.fixIts {
                editRanges.append(contentsOf: fixIt.edits.map(\.range))
                fixItEnds.append(UInt32(editRanges.count))
            }
            fixItLog.append(LoggedFixIts(emission: emission, fixItEnd: UInt32(fixItEnds.count), token: token))
        }
        guard diagnostic.severity == .error else {
            entries.append(Entry(token: token, emission: emission, diagnostic: diagnostic))
            return
        }
        if let token { errorTokens.append(token) } else { errorsWithoutToken += 1 }
        if let threshold, (diagnostic.range.start, diagnostic.range.end, emission) > threshold { return }
        entries.append(Entry(token: token, emission: emission, diagnostic: diagnostic))
        keptErrors += 1
        if let limit, keptErrors >= 2 * limit { prune(to: limit) }
    }

    /// Keeps only the first `limit` errors by key (and every warning), in emission order.
    private mutating func prune(to limit: Int) {
        let keys = entries.filter { $0.diagnostic.severity == .error }
            .map { ($0.diagnostic.range.start, $0.diagnostic.range.end, $0.emission) }
            .sorted { $0 < $1 }
        let last = keys[limit - 1]
        threshold = last
        entries.removeAll { $0.diagnostic.severity == .error && ($0.diagnostic.range.start, $0.diagnostic.range.end, $0.emission) > last }
        keptErrors = limit
    }

    /// The kept diagnostics not about `explained` tokens, as ``Diagnostic/Staged`` values of stage `stage`.
    func staged(_ stage: Int, explained: Set<TokenIndex>) -> [Diagnostic.Staged] {
        entries.filter { !Self.isExplained($0.token, by: explained) }
            .map { Diagnostic.Staged(stage: stage, emission: $0.emission, diagnostic: $0.diagnostic) }
    }

    /// Whether the kept errors not about `explained` tokens are all the stage's first ``limit`` such errors.
    func keepsFirstErrors(besides explained: Set<TokenIndex>) -> Bool {
        guard let limit, overflowed else { return true }
        let kept = entries.count { $0.diagnostic.severity == .error && !Self.isExplained($0.token, by: explained) }
        return kept >= min(limit, errorCount(besides: explained))
    }

    /// The number of errors not about `explained` tokens.
    func errorCount(besides explained: Set<TokenIndex>) -> Int {
        errorsWithoutToken + (explained.isEmpty ? errorTokens.count : errorTokens.count { !explained.contains($0) })
    }

    /// Whether a diagnostic about `token` (about none: never) is one of the `explained`.
    static func isExplained(_ token: TokenIndex?, by explained: Set<TokenIndex>) -> Bool {
        guard let token else { return false }
        return explained.contains(token)
    }
}
