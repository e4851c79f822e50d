/// What a rule reports; the linter turns it into a ``Diagnostic`` with the rule's id and effective severity.
struct LintFinding: Sendable, Hashable {
    var range: SourceRange
    var message: String
    var notes: [DiagnosticNote] = []
    var fixIts: [FixIt] = []
}
