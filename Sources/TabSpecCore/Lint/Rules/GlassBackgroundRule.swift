/// `glass-background` (v1.2): a `system` bar paints its own background (`barTintColor`, `backgroundColor`,
/// `translucent: false`; v1.3: `backgroundEffect`, `shadowColor`) while the floating iOS 26 bar is in the device
/// matrix. Keys inside `classic { }` apply only to the classic bar and are never judged; the Fix-It moves the key
/// there.
enum GlassBackgroundRule: LintRule {
    /// What every finding adds after the environments.
    private static let suffix = "; remove it and let the system determine the background appearance"

    static let description = RuleDescription(
        id: .glassBackground,
        name: "Glass background",
        defaultSeverity: .warning,
        summary: """
            A system bar sets 'barTintColor', 'backgroundColor', 'translucent: false', 'backgroundEffect' or \
            'shadowColor' outside 'classic { }' and the floating iOS 26 bar is in the checked matrix.
            """,
        rationale: """
            From iOS 26 a system tab bar floats as a Liquid Glass platter: a custom bar tint or background is \
            ignored or covers the glass, and an opaque bar hides the content the glass should show through. \
            Apple's guidance for adopting Liquid Glass: "Reduce your use of custom backgrounds in controls and \
            navigation elements… Prefer to remove custom effects and let the system determine the background \
            appearance." Lint's matrix adds the floating bar on every checked phone in portrait as iOS 26, so \
            the finding names those environments; an app that keeps the pre-iOS 26 design \
            ('app { designRequiresCompatibility: true }' or '--compatibility', with an SDK before 27: \
            'app { sdk: 26 }' or '--sdk 26') has no floating bar and no finding, and neither do custom bars, \
            which tabspec's own adapters draw. Keys that should keep the classic bar's look (an opaque bar before \
            iOS 26, as Wikipedia's) belong in 'classic { … }', which applies only where the classic bar is drawn \
            and is never judged; the Fix-It moves the key there, creating the block when needed.
            """,
        triggering: [
            """
            tabbar Main {
                barTintColor: ↓white @ 0.92
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                backgroundColor: ↓#101820
                translucent: ↓false
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            // v1.3: the bar's material (apps.md).
            """
            tabbar Main {
                backgroundEffect: ↓thin
                shadowColor: ↓clear
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            // Keys inside 'classic { }' apply only where the classic bar is drawn (v1.3).
            """
            tabbar Main {
                classic {
                    translucent: false
                    barTintColor: white
                    backgroundEffect: thin
                    shadowColor: clear
                }
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            // The system's own background.
            """
            tabbar Main {
                translucent: true
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            // A custom bar draws its own background on every iOS version.
            """
            tabbar Main {
                kind: custom
                barTintColor: #101820
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            // The app keeps the pre-iOS 26 design, built with the iOS 26 SDK (compatibility-mode warns about that
            // instead).
            RuleExample(
                """
                tabbar Main {
                    barTintColor: white @ 0.92
                    tab home    { symbol: "house", title: "Home" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                devices: ["iphone-16"],
                designRequiresCompatibility: true,
                sdk: "26"
            ),
            // Only iPads are checked: the floating bar is modelled on phones in portrait.
            RuleExample(
                """
                tabbar Main {
                    barTintColor: white @ 0.92
                    tab home    { symbol: "house", title: "Home" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                devices: ["ipad-pro-11"]
            ),
        ]
    )

    static var usesLayouts: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let configuration = tabBar.configuration
        guard configuration.kind == .system else { return [] }
        var firing: [(key: SpecKey, classicKey: SpecKey, property: SpecProperty, message: String)] = []
        for (key, classicKey) in movableKeys {
            guard let property = tabBar.spec.properties[key] else { continue }
            let message: String
            switch key {
            case .translucent:
                guard !configuration.isTranslucent else { continue }
                message = "'translucent: false' makes the system bar opaque, which covers the floating Liquid Glass bar's glass"
            case .backgroundEffect:
                message = "'backgroundEffect' customizes the system bar's background material, which interferes with the floating "
                    + "Liquid Glass bar's glass"
            case .shadowColor:
                message = "'shadowColor' customizes the system bar's appearance (its hairline), which interferes with the floating "
                    + "Liquid Glass bar's glass"
            default:
                message = "'\(key.name)' gives the system bar a custom background, which the floating Liquid Glass bar "
                    + "ignores or draws over its glass"
            }
            firing.append((key, classicKey, property, message))
        }
        // No block yet: every finding shares one Fix-It that writes one block (see moveIntoNewClassic).
        let shared = tabBar.spec.properties[.classic] == nil ? moveIntoNewClassic(firing.map(\.key), in: tabBar, context: context) : nil
        let written = firing.map { fired in
            let fixIt = shared ?? moveIntoClassic(fired.key, classicKey: fired.classicKey, in: tabBar, context: context)
            return EnvironmentFinding(range: fired.property.valueRange, problem: fired.key.name, message: fired.message, suffix: suffix,
                                      fixIts: fixIt.map { [$0] } ?? [])
        }
        guard !written.isEmpty else { return [] }
        return context.collapsedFindings(for: tabBar) { layout, _ in
            layout.geometry == .floating ? written : []
        }
    }
}
