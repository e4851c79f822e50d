/// `reserved-identifier`: a tab id whose enum case is a Swift keyword.
enum ReservedIdentifierRule: LintRule {
    static let description = RuleDescription(
        id: .reservedIdentifier,
        name: "Reserved identifier",
        defaultSeverity: .warning,
        summary: "A tab id (as its generated enum case) is a Swift keyword, emitted in backticks.",
        rationale: """
            The generated enum declares the case as '`default`'; it compiles, but every place that names the \
            case without a leading dot needs the backticks too, which is easy to get wrong and reads poorly. \
            Another id ('standard', 'defaultTab') avoids it.
            """,
        triggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab ↓default { symbol: "star", title: "Default" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab standard { symbol: "star", title: "Default" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        tabBar.spec.tabs.compactMap { tab in
            let caseName = SwiftIdentifier.caseName(for: tab.id)
            guard SwiftIdentifier.keywords.contains(caseName) else { return nil }
            let spelling = caseName == tab.id ? "" : " (its case '\(caseName)')"
            return LintFinding(
                range: tab.idRange,
                message: "tab id '\(tab.id)'\(spelling) is a Swift keyword; the generated case is emitted as '`\(caseName)`' "
                    + "and needs backticks wherever it is named"
            )
        }
    }
}
