/// Runs the lint rules over analysed specs: language errors first (never suppressible), then every enabled
/// rule over each error-free tab bar and the device matrix, with severities from the settings, then the
/// file's suppression comments. A bar with `optional: true` tabs is judged twice by the rules that depend on the
/// tabs shown (``LintRule/judgesShownTabs``): with every tab, and with only the required ones; a finding only the
/// second run has ends its environments with `, with the optional tabs hidden`.
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
        let judgingShownTabs = enabled.filter { $0.rule.judgesShownTabs }
        for spec in document.tabBars where !spec.hasErrors && !Self.contains(errorStarts, in: spec.range) {
            let isLocalized = document.compile.localization != nil
            let tabBar = LintedTabBar(spec: spec, context: context, withLayouts: withLayouts, withLanguages: withLanguages,
                                      isLocalized: isLocalized)
            var found: [(rule: EnabledRule, finding: LintFinding)] = []
            for enabledRule in enabled {
                for finding in enabledRule.rule.findings(for: tabBar, in: context) { found.append((enabledRule, finding)) }
            }
            // A bar with optional tabs is judged again with only its required tabs (the app may hide the rest at
            // run time) by the rules that depend on the tabs shown; a finding of that run the bar with every tab
            // does not have says so after its environments.
            let required = spec.requiredTabIDs
            if spec.hasOptionalTabs, !required.isEmpty, !judgingShownTabs.isEmpty {
                var hidden = context
                hidden.hidesOptionalTabs = true
                let requiredBar = LintedTabBar(spec: spec.showing(tabs: required), context: hidden, withLayouts: withLayouts,
                                               withLanguages: withLanguages, isLocalized: isLocalized)
                let known = Set(found.map { ShownTabsKey(rule: $0.rule.id, range: $0.finding.range, problem: $0.finding.problem) })
                for enabledRule in judgingShownTabs {
                    for finding in enabledRule.rule.findings(for: requiredBar, in: hidden)
                    where !known.contains(ShownTabsKey(rule: enabledRule.id, range: finding.range, problem: finding.problem)) {
                        found.append((enabledRule, finding))
                    }
                }
            }
            found += themeFindings(of: spec, defaultFindings: found, rules: enabled, context: context)
            for (rule, finding) in found {
                findings.append(Diagnostic(id: rule.id, severity: rule.severity, message: finding.message,
                                           range: finding.range, notes: finding.notes, fixIts: finding.fixIts))
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
    struct EnabledRule {
        /// The rule.
        let rule: any LintRule.Type
        /// Its id.
        let id: DiagnosticID
        /// Its configured severity, else its default.
        let severity: Severity
    }

    /// What makes a finding of the run with only the required tabs one the bar with every tab has too: the same
    /// rule, range and problem (its numbers may differ).
    private struct ShownTabsKey: Hashable {
        let rule: DiagnosticID
        let range: SourceRange
        let problem: String
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
