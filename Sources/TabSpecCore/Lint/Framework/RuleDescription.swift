/// What a lint rule is: the single source for `tabspec rules`, docs/Rules.md, SARIF rule metadata and the
/// rule's own tests (its examples are test data).
package struct RuleDescription: Sendable, Hashable {
    /// The stable id (`low-contrast`).
    package let id: DiagnosticID
    /// A short human name (`Low contrast`).
    package let name: String
    /// The severity unless the configuration changes it.
    package let defaultSeverity: Severity
    /// One sentence: when the rule fires.
    package let summary: String
    /// Why it matters (a paragraph; may cite the HIG or WCAG).
    package let rationale: String
    /// Specs that trigger the rule; `↓` marks where each finding starts.
    package let triggering: [RuleExample]
    /// Specs that must not trigger it.
    package let nonTriggering: [RuleExample]
    /// Markdown only docs/Rules.md shows, after the rationale: detail too long for a terminal (a table, a
    /// `###` section); `nil` for most rules.
    package let details: String?

    /// Creates a description; language errors and ids without metadata have no examples.
    package init(
        id: DiagnosticID,
        name: String,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        triggering: [RuleExample] = [],
        nonTriggering: [RuleExample] = [],
        details: String? = nil
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.details = details
    }
}
