/// `compatibility-mode` (v1.2): the app keeps the pre-iOS 26 design with `designRequiresCompatibility`, a key
/// Apple calls temporary; one finding per `system` tab bar of the spec, at its name. From the iOS 27 SDK (v1.3)
/// the system ignores the key, and the message says the bar floats.
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
            key temporary: "The system ignores this key when you build for iOS 27 or later", and the bar then \
            floats as the Liquid Glass bar whether or not the app is ready. With an SDK before 27 ('app { sdk: \
            26 }' or '--sdk 26') lint checks only the classic bar, so nothing warns about the floating bar's \
            titles, touch targets or backgrounds; with the iOS 27 SDK (the default) the key does nothing, lint \
            checks the floating bar, and the message says so. The configuration is \
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
                designRequiresCompatibility: true,
                sdk: "26"
            ),
            // With the iOS 27 SDK (the default) the key is ignored and the bar floats.
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
        let opening = "tab bar '\(tabBar.spec.name)' is a system bar and the app sets 'designRequiresCompatibility' "
            + "(UIDesignRequiresCompatibility)"
        guard context.sdk < TabBarEnvironment.compatibilityIgnoredFromSDK else {
            return [LintFinding(
                range: tabBar.spec.nameRange,
                message: opening + ", which the system ignores when the app is built with the iOS \(context.sdk) SDK "
                    + "(iOS 27 or later), so the bar floats; remove the key, or set 'app { sdk }' to the SDK the app is built with"
            )]
        }
        return [LintFinding(
            range: tabBar.spec.nameRange,
            message: opening + " to keep the pre-iOS 26 design; Apple calls the key temporary and the system ignores it "
                + "once the app is built with the iOS 27 SDK, so plan for the floating bar"
        )]
    }
}
