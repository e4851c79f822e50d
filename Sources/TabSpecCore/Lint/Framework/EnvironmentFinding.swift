/// A problem a rule finds in one environment of the device matrix, before findings are collapsed across
/// environments.
///
/// Findings with the same ``range`` and ``problem`` in several environments become one diagnostic:
/// `message + " on " + environments + suffix`, with the numbers of the first environment in matrix order (of
/// each bar, when the problem is found on the classic and the floating bar: ``barDetail``).
struct EnvironmentFinding: Sendable, Hashable {
    /// Where the finding points.
    var range: SourceRange
    /// What is wrong, independent of the numbers (`centered-overflow`, `height`): the collapse key.
    var problem: String
    /// The message up to where the environments are named (`items need 516 pt but the bar has 375 pt`).
    var message: String
    /// For a problem judged on the classic and the floating bar alike, the part of the message after
    /// ``message`` that differs between them (`is 71 pt wide`, `leaves it 55.6 pt`); empty otherwise. A problem
    /// found on both bars is one finding that names both: `message + " " + classic detail + " (classic bar) and "
    /// + floating detail + " (floating iOS 26 bar)"`, with the first environment's numbers of each.
    var barDetail: String = ""
    /// Text after the environments (`; touch targets need at least 44 pt`), or empty.
    var suffix: String = ""
    /// Notes kept from the first environment.
    var notes: [DiagnosticNote] = []
    /// Fix-Its kept from the first environment.
    var fixIts: [FixIt] = []
    /// What the finding is about in its language, quoted (`'Einstellungen'`), for the note that lists the
    /// languages when one problem is found in several (``LintContext/collapsedFindings(acrossLanguagesOf:_:)``);
    /// empty for a finding that is not about one language's text.
    var languageDetail: String = ""
}
