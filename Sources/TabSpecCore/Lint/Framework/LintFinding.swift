/// What a rule reports; the linter turns it into a ``Diagnostic`` with the rule's id and effective severity.
struct LintFinding: Sendable, Hashable {
    /// Where the finding points: the responsible key's value, or the tab id.
    var range: SourceRange
    /// Lowercase, no trailing period, source quoted with '…'.
    var message: String
    /// Extra information (the full device list of a collapsed finding, a related location).
    var notes: [DiagnosticNote] = []
    /// Mechanical fixes.
    var fixIts: [FixIt] = []
    /// What is wrong, independent of the numbers, for a finding collapsed across environments
    /// (``EnvironmentFinding/problem``); empty otherwise. With its range it tells whether a finding with only the
    /// required tabs shown is one the bar with every tab has too.
    var problem = ""
}
