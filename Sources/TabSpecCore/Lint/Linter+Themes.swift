/// The color rules per theme (apps.md "Themes"): every rule that judges colors (``LintRule/judgesThemes``) runs
/// again for each of a bar's themes, on the bar in the theme's colors. A finding there ends `in theme 'NAME'`
/// and points at the theme's key, or at the bar's key when the theme inherits it; one the default theme has
/// too (same rule, message and place: the theme changes nothing it depends on) is reported once, for the bar.
extension Linter {
    /// The findings of the bar's themes, in theme order, that the default theme's `defaultFindings` do not have.
    func themeFindings(of spec: TabBarSpec, defaultFindings: [(rule: EnabledRule, finding: LintFinding)], rules: [EnabledRule],
                       context: LintContext) -> [(rule: EnabledRule, finding: LintFinding)] {
        let judging = rules.filter { $0.rule.judgesThemes }
        guard !spec.themes.isEmpty, !judging.isEmpty else { return [] }
        let known = Set(defaultFindings.map { ThemeFindingKey(rule: $0.rule.id, range: $0.finding.range, message: $0.finding.message) })
        let withLayouts = judging.contains { $0.rule.usesLayouts }
        var found: [(rule: EnabledRule, finding: LintFinding)] = []
        for theme in spec.themes {
            let themed = LintedTabBar(spec: spec.themed(theme), context: context, withLayouts: withLayouts)
            for enabledRule in judging {
                for finding in enabledRule.rule.findings(for: themed, in: context)
                where !known.contains(ThemeFindingKey(rule: enabledRule.id, range: finding.range, message: finding.message)) {
                    var named = finding
                    named.message += " in theme '\(theme.name)'"
                    found.append((enabledRule, named))
                }
            }
        }
        return found
    }

    /// What makes a theme's finding the default theme's too.
    private struct ThemeFindingKey: Hashable {
        let rule: DiagnosticID
        let range: SourceRange
        let message: String
    }
}
