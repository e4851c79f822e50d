/// `missing-accessibility-label`: a tab with neither `title` nor `accessibilityLabel`.
enum MissingAccessibilityLabelRule: LintRule {
    static let description = RuleDescription(
        id: .missingAccessibilityLabel,
        name: "Missing accessibility label",
        defaultSeverity: .warning,
        summary: "A tab has neither a 'title' nor an 'accessibilityLabel'.",
        rationale: """
            VoiceOver reads a tab's title; an icon-only tab without an 'accessibilityLabel' is announced with \
            whatever the system guesses from the symbol's name ('house') or the image's asset name, or as just \
            'tab, 1 of 5'. The generated 'accessibilityLabel' falls back to the title, so either key fixes it.
            """,
        triggering: [
            """
            tabbar Main {
                kind: custom
                tab ↓home    { symbol: "house" }
                tab settings { symbol: "gearshape", accessibilityLabel: "Settings" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                tab ↓home    { image: "Tabs/home" }
                tab settings { image: "Tabs/settings", accessibilityLabel: "Settings" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                kind: custom
                tab home     { symbol: "house", accessibilityLabel: "Home" }
                tab settings { symbol: "gearshape", title: "Settings" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let items = tabBar.configuration.items
        return (0..<tabBar.tabCount).compactMap { index in
            guard items[index].title == nil, items[index].accessibilityLabel == nil else { return nil }
            let tab = tabBar.spec.tabs[index]
            let icon = items[index].imageName.map { "the image ('\($0)')" }
                ?? items[index].symbolName.map { "the symbol ('\($0)')" } ?? "the symbol"
            return LintFinding(
                range: tab.idRange,
                message: "tab '\(tab.id)' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess "
                    + "its name from \(icon)"
            )
        }
    }
}
