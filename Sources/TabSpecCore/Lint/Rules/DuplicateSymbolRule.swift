/// `duplicate-symbol`: two tabs with the same `symbol`.
enum DuplicateSymbolRule: LintRule {
    static let description = RuleDescription(
        id: .duplicateSymbol,
        name: "Duplicate symbol",
        defaultSeverity: .warning,
        summary: "Two tabs use the same 'symbol'.",
        rationale: """
            Tabs are told apart by their icons first; two identical icons make the bar ambiguous, and usually \
            mean a copy-and-paste slip. The finding points at the later tab, with a note at the first.
            """,
        triggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab explore  { symbol: "safari", title: "Explore" }
                tab homeKit  { symbol: ↓"house", title: "Devices" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab explore  { symbol: "safari", title: "Explore" }
                tab homeKit  { symbol: "homekit", title: "Devices" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        var first: [String: Int] = [:]
        var findings: [LintFinding] = []
        let items = tabBar.configuration.items
        for index in 0..<tabBar.tabCount {
            guard let symbol = items[index].symbolName else { continue }
            guard let earlierIndex = first[symbol] else {
                first[symbol] = index
                continue
            }
            let tab = tabBar.spec.tabs[index]
            let earlier = tabBar.spec.tabs[earlierIndex]
            findings.append(LintFinding(
                range: tab.range(of: .symbol),
                message: "tab '\(tab.id)' uses the same symbol '\(symbol)' as tab '\(earlier.id)'",
                notes: [DiagnosticNote(message: "'\(earlier.id)' uses '\(symbol)' here", range: earlier.range(of: .symbol))]
            ))
        }
        return findings
    }
}
