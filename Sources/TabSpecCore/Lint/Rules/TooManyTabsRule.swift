/// `too-many-tabs`: more than 5 tabs where some checked device has a compact width.
enum TooManyTabsRule: LintRule {
    /// The most tabs a compact-width tab bar shows.
    static let maximum = 5

    static let description = RuleDescription(
        id: .tooManyTabs,
        name: "Too many tabs",
        defaultSeverity: .warning,
        summary: "A tab bar has more than 5 tabs and some checked device has a compact width.",
        rationale: """
            In a compact width UIKit shows four tabs and a 'More' tab that hides the rest in a list, so those \
            tabs are one tap further away and easy to miss; the Human Interface Guidelines recommend three to \
            five tabs on iPhone. A custom bar has no 'More' tab and squeezes every tab into the width instead.
            """,
        triggering: [
            """
            tabbar ↓Main {
                tab home     { symbol: "house", title: "Home" }
                tab search   { symbol: "magnifyingglass", title: "Search" }
                tab library  { symbol: "books.vertical", title: "Library" }
                tab radio    { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
                tab profile  { symbol: "person", title: "Profile" }
                tab settings { symbol: "gearshape", title: "Settings" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab search   { symbol: "magnifyingglass", title: "Search" }
                tab library  { symbol: "books.vertical", title: "Library" }
                tab profile  { symbol: "person", title: "Profile" }
                tab settings { symbol: "gearshape", title: "Settings" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    tab home     { symbol: "house", title: "Home" }
                    tab search   { symbol: "magnifyingglass", title: "Search" }
                    tab library  { symbol: "books.vertical", title: "Library" }
                    tab radio    { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
                    tab profile  { symbol: "person", title: "Profile" }
                    tab settings { symbol: "gearshape", title: "Settings" }
                }
                """,
                devices: ["ipad-pro-11"]
            ),
        ]
    )

    static var usesLayouts: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        // A `sidebarOnly` tab (v1.3) is in the iPad sidebar only, never in the bar.
        let count = tabBar.configuration.items.count { $0.placement != .sidebarOnly }
        guard count > maximum else { return [] }
        let consequence = tabBar.configuration.kind == .system
            ? "a compact-width tab bar shows 4 of them and moves the rest under 'More'"
            : "the Human Interface Guidelines recommend at most \(maximum) in a compact width"
        let finding = EnvironmentFinding(
            range: tabBar.spec.nameRange,
            problem: "count",
            message: "'\(tabBar.spec.name)' has \(count) tabs; \(consequence)"
        )
        return context.collapsedFindings(for: tabBar) { _, environment in
            environment.horizontalSizeClass == .compact ? [finding] : []
        }
    }
}
