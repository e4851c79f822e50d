/// Runs the lint rules over analysed specs: language errors first (never suppressible), then every enabled
/// rule over each error-free tab bar and the device matrix, with severities from the options.
public struct Linter: Sendable {
    public var options: LintOptions

    public init(options: LintOptions = LintOptions()) {
        self.options = options
    }

    /// Every rule's description, in lint.md's order.
    public static var rules: [RuleDescription] { RuleRegistry.descriptions }

    /// Language errors and lint findings for one file, in source order.
    public func lint(_ document: SpecDocument) -> [Diagnostic] {
        var diagnostics = document.diagnostics
        let context = LintContext(source: document.source, options: options)
        for spec in document.tabBars where !spec.hasErrors {
            for rule in RuleRegistry.rules where !options.disabledRules.contains(rule.description.id) {
                let severity = options.severities[rule.description.id] ?? rule.description.defaultSeverity
                for finding in rule.findings(for: spec, in: context) {
                    diagnostics.append(Diagnostic(id: rule.description.id, severity: severity, message: finding.message,
                                                  range: finding.range, notes: finding.notes, fixIts: finding.fixIts))
                }
            }
        }
        return Diagnostic.sortedBySource(diagnostics)
    }
}
