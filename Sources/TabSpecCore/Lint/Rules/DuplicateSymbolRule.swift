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
        // A bar has a handful of tabs: a linear scan finds repeats fastest; a dictionary keeps huge bars linear.
        let manyTabs = tabBar.spec.tabs.count > 16
        var firstFew = KeyedEntries<TabSpec>()
        var firstMany: [String: TabSpec] = [:]
        var findings: [LintFinding] = []
        for (tab, item) in tabBar.spec.resolvedTabs {
            guard let symbol = item.symbolName else { continue }
            guard let earlier = manyTabs ? firstMany[symbol] : firstFew[symbol] else {
                if manyTabs { firstMany[symbol] = tab } else { firstFew.insert(tab, for: symbol) }
                continue
            }
            findings.append(LintFinding(
                range: tab.range(of: "symbol"),
                message: "tab '\(tab.id)' uses the same symbol '\(symbol)' as tab '\(earlier.id)'",
                notes: [DiagnosticNote(message: "'\(earlier.id)' uses '\(symbol)' here", range: earlier.range(of: "symbol"))]
            ))
        }
        return findings
    }
}
