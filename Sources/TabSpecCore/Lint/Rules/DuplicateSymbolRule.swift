/// `duplicate-symbol`: two tabs with the same `symbol`, or the same `image` (v1.3: an image is the tab's icon as a
/// symbol is).
enum DuplicateSymbolRule: LintRule {
    static let description = RuleDescription(
        id: .duplicateSymbol,
        name: "Duplicate symbol",
        defaultSeverity: .warning,
        summary: "Two tabs use the same 'symbol', or the same 'image'.",
        rationale: """
            Tabs are told apart by their icons first; two identical icons make the bar ambiguous, and usually \
            mean a copy-and-paste slip. An image of the app's asset catalog is the tab's icon as a symbol is, so \
            two tabs with the same 'image' are reported the same way. The finding points at the later tab, with \
            a note at the first.
            """,
        triggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab explore  { symbol: "safari", title: "Explore" }
                tab homeKit  { symbol: ↓"house", title: "Devices" }
            }
            """,
            """
            tabbar Main {
                tab home     { image: "Tabs/home", title: "Home" }
                tab explore  { image: "Tabs/explore", title: "Explore" }
                tab homeKit  { image: ↓"Tabs/home", title: "Devices" }
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
            """
            tabbar Main {
                tab home     { image: "Tabs/home", title: "Home" }
                tab explore  { image: "Tabs/explore", title: "Explore" }
                tab homeKit  { image: "Tabs/devices", title: "Devices" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        var first: [String: Int] = [:]
        var firstImage: [String: Int] = [:]
        var findings: [LintFinding] = []
        let items = tabBar.configuration.items
        for index in 0..<tabBar.tabCount {
            if let symbol = items[index].symbolName {
                findings += finding(tabBar, index: index, icon: symbol, key: .symbol, noun: "symbol", seen: &first)
            }
            if let image = items[index].imageName {
                findings += finding(tabBar, index: index, icon: image, key: .image, noun: "image", seen: &firstImage)
            }
        }
        return findings
    }

    /// The finding of the tab at `index` whose `key` (`symbol` or `image`) is `icon`, when an earlier tab in
    /// `seen` has the same; else none, and the tab is recorded.
    private static func finding(_ tabBar: LintedTabBar, index: Int, icon: String, key: SpecKey, noun: String,
                                seen: inout [String: Int]) -> [LintFinding] {
        guard let earlierIndex = seen[icon] else {
            seen[icon] = index
            return []
        }
        let tab = tabBar.spec.tabs[index]
        let earlier = tabBar.spec.tabs[earlierIndex]
        return [LintFinding(
            range: tab.range(of: key),
            message: "tab '\(tab.id)' uses the same \(noun) '\(icon)' as tab '\(earlier.id)'",
            notes: [DiagnosticNote(message: "'\(earlier.id)' uses '\(icon)' here", range: earlier.range(of: key))]
        )]
    }
}
