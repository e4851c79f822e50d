/// Runs the lint rules over analysed specs: language errors first (never suppressible), then every enabled
/// rule over each error-free tab bar and the device matrix, with severities from the settings, then the
/// file's suppression comments.
///
/// A tab bar with a language error (anywhere from its keyword to its closing brace) is skipped: its values
/// are best effort, and findings about them would only repeat the error. In a file with language errors,
/// suppressions are not reported as unused (what they would silence is unknown), but unknown rule names in
/// them still are.
package struct Linter: Sendable {
    /// The device matrix, deployment target, extra symbols and rule severities.
    package var settings: LintSettings

    /// A linter with `settings` (default: every device, both orientations, default severities).
    package init(settings: LintSettings = LintSettings()) {
        self.settings = settings
    }

    /// Every rule's description, in lint.md's order.
    package static var rules: [RuleDescription] { RuleRegistry.descriptions }

    /// Language errors and lint findings for one file, in source order.
    package func lint(_ document: SpecDocument) -> [Diagnostic] {
        let enabled = enabledRules()
        let withLayouts = enabled.contains { $0.rule.usesLayouts }
        let withLanguages = enabled.contains { $0.rule.readsTitleText }
        let context = LintContext(source: document.source, settings: settings, tabBarNames: Set(document.tabBars.map(\.name)))
        var findings: [Diagnostic] = []
        let errorStarts = document.diagnostics.filter { $0.severity == .error }.map(\.range.start).sorted()
        for spec in document.tabBars where !spec.hasErrors && !Self.contains(errorStarts, in: spec.range) {
            let tabBar = LintedTabBar(spec: spec, context: context, withLayouts: withLayouts, withLanguages: withLanguages,
                                      isLocalized: document.compile.localization != nil)
            for enabledRule in enabled {
                for finding in enabledRule.rule.findings(for: tabBar, in: context) {
                    findings.append(Diagnostic(id: enabledRule.id, severity: enabledRule.severity, message: finding.message,
                                               range: finding.range, notes: finding.notes, fixIts: finding.fixIts))
                }
            }
        }
        var suppressions = SuppressionSet(comments: document.comments, source: document.source)
        let unusedSeverity = settings.disabledRules.contains(.unusedSuppression)
            ? nil : severity(of: .unusedSuppression, default: UnusedSuppressionRule.description.defaultSeverity)
        findings = suppressions.apply(to: findings, unusedSeverity: unusedSeverity, complete: !document.hasErrors,
                                      disabledRules: settings.disabledRules)
        return Diagnostic.sortedBySource(document.diagnostics + findings)
    }

    /// A rule this run applies, with its id and effective severity looked up once per run (reading them through
    /// the rule's metatype copies its whole ``RuleDescription``, examples and all).
    private struct EnabledRule {
        /// The rule.
        let rule: any LintRule.Type
        /// Its id.
        let id: DiagnosticID
        /// Its configured severity, else its default.
        let severity: Severity
    }

    /// The rules not disabled by the settings, in registry order.
    private func enabledRules() -> [EnabledRule] {
        zip(RuleRegistry.rules, RuleRegistry.descriptions).compactMap { rule, description in
            guard !settings.disabledRules.contains(description.id) else { return nil }
            return EnabledRule(rule: rule, id: description.id, severity: severity(of: description.id, default: description.defaultSeverity))
        }
    }

    /// Whether a sorted list of offsets has one inside `range` (binary search: the lexer and parser report
    /// errors the schema pass does not count in ``TabBarSpec/hasErrors``).
    private static func contains(_ sortedOffsets: [Int], in range: SourceRange) -> Bool {
        var low = 0
        var high = sortedOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if sortedOffsets[middle] < range.start { low = middle + 1 } else { high = middle }
        }
        return low < sortedOffsets.count && sortedOffsets[low] <= range.end
    }

    /// The configured severity of rule `id`, else its default.
    private func severity(of id: DiagnosticID, default defaultSeverity: Severity) -> Severity {
        settings.severities[id] ?? defaultSeverity
    }
}
