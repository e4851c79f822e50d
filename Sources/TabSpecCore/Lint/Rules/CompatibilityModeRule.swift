/// `compatibility-mode` (v1.2): the app keeps the pre-iOS 26 design with `designRequiresCompatibility`, a key
/// Apple calls temporary; one finding per `system` tab bar of the spec, at its name.
enum CompatibilityModeRule: LintRule {
    static let description = RuleDescription(
        id: .compatibilityMode,
        name: "Compatibility mode",
        defaultSeverity: .warning,
        summary: """
            The configuration sets 'app { designRequiresCompatibility: true }' (or lint runs with \
            '--compatibility') and the spec has a system bar.
            """,
        rationale: """
            'designRequiresCompatibility' stands for the Info.plist key 'UIDesignRequiresCompatibility', which \
            keeps an app on the pre-iOS 26 design, so its system tab bar stays the classic bar. Apple calls the \
            key temporary: once the app is built with the iOS 27 SDK the system ignores it, and the bar floats as \
            the Liquid Glass bar whether or not the app is ready. Lint then checks only the classic bar, so \
            nothing warns about the floating bar's titles, touch targets or backgrounds. The configuration is \
            read per spec, so the finding is reported in each spec file it applies to, at every system tab \
            bar's name (custom bars are drawn by tabspec's adapters and do not change); disable the rule in \
            the configuration once the team has planned the move.
            """,
        triggering: [
            RuleExample(
                """
                tabbar ↓Main {
                    tab home    { symbol: "house", title: "Home" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                designRequiresCompatibility: true
            ),
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            // A custom bar looks the same with and without the key.
            RuleExample(
                """
                tabbar Main {
                    kind: custom
                    tab home    { symbol: "house", title: "Home" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                designRequiresCompatibility: true
            ),
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard context.designRequiresCompatibility, tabBar.configuration.kind == .system else { return [] }
        return [
            LintFinding(
                range: tabBar.spec.nameRange,
                message: "tab bar '\(tabBar.spec.name)' is a system bar and the app sets 'designRequiresCompatibility' "
                    + "(UIDesignRequiresCompatibility) to keep the pre-iOS 26 design; Apple calls the key temporary and "
                    + "the system ignores it once the app is built with the iOS 27 SDK, so plan for the floating bar"
            ),
        ]
    }
}
