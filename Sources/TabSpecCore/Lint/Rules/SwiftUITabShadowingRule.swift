/// `swiftui-tab-shadowing`: a tab bar named `Tab`, whose generated enum shadows SwiftUI's `Tab` (iOS 18).
enum SwiftUITabShadowingRule: LintRule {
    /// The name that clashes.
    static let shadowedName = "Tab"
    /// Suggested names, in order of preference; the first one the file does not use gets a Fix-It.
    static let suggestions = ["AppTab", "MainTab", "RootTab"]

    static let description = RuleDescription(
        id: .swiftUITabShadowing,
        name: "SwiftUI Tab shadowing",
        defaultSeverity: .warning,
        summary: """
            A tab bar is named 'Tab': its generated enum shadows SwiftUI's 'Tab' (iOS 18) in its module.
            """,
        rationale: """
            iOS 18 added SwiftUI's 'Tab' ('Tab("Home", systemImage: "house", value: .home) { … }' inside a \
            'TabView'). A type named 'Tab' in your module hides it there, so every 'Tab(…)' in that module means \
            the generated enum and stops compiling, whatever the deployment target: the SDK declares SwiftUI's \
            'Tab' either way. Writing 'SwiftUI.Tab(…)' works around it; a name such as 'AppTab' avoids it. The \
            finding offers 'AppTab' (or 'MainTab', 'RootTab' when the file already uses it) as a Fix-It; rename \
            the enum where your code names it too.
            """,
        triggering: [
            """
            tabbar ↓Tab {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar AppTab {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Tabs {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.spec.name == shadowedName else { return [] }
        let replacement = suggestions.first { !context.tabBarNames.contains($0) }
        let advice = replacement.map { "; rename it, e.g. '\($0)'" } ?? "; rename it"
        return [LintFinding(
            range: tabBar.spec.nameRange,
            message: "tab bar '\(shadowedName)' shadows SwiftUI's 'Tab' from iOS 18 on: in its module "
                + "'Tab(\"Home\", systemImage: …)' no longer compiles\(advice)",
            fixIts: replacement.map { [.replace(tabBar.spec.nameRange, with: $0, original: shadowedName)] } ?? []
        )]
    }
}
