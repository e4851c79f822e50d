/// A lint rule: one file per rule, its ``RuleDescription`` doubling as documentation and test data.
protocol LintRule: Sendable {
    /// The rule's id, severity, documentation and examples.
    static var description: RuleDescription { get }
    /// Whether the rule reads `tabBar.layouts` (the linter computes them only when an enabled rule does).
    static var usesLayouts: Bool { get }
    /// Whether what the rule finds depends on which tabs the bar shows, so that a bar with optional tabs is judged
    /// twice: with every tab and with only the required ones (apps.md: tabs decided at run time). Rules about the
    /// spec's keys, symbols and languages find nothing new when tabs are hidden and run once.
    static var judgesShownTabs: Bool { get }
    /// Whether the rule reads titles' text, so that it runs for every language of the catalogs
    /// (`tabBar.languages`; the linter lays the languages out only when an enabled rule does).
    static var readsTitleText: Bool { get }
    /// Whether the rule judges the bar's colors, so that it runs again for each of the bar's themes (apps.md
    /// "Themes": the bar in the theme's colors, ``TabBarSpec/themed(_:)``).
    static var judgesThemes: Bool { get }
    /// Findings for one tab bar (free of language errors), across the context's device matrix.
    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding]
}

extension LintRule {
    /// Most rules read only the spec.
    static var usesLayouts: Bool { false }
    /// A rule that reads layouts judges the tabs shown (their number and widths decide them); others do not.
    static var judgesShownTabs: Bool { usesLayouts }
    /// Most rules do not read titles' text.
    static var readsTitleText: Bool { false }
    /// Most rules do not read colors.
    static var judgesThemes: Bool { false }
}
