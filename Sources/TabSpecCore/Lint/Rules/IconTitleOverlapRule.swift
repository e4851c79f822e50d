/// `icon-title-overlap`: on a `system` bar's stacked layout, an icon tall enough to reach into the title.
enum IconTitleOverlapRule: LintRule {
    /// Overlaps up to this many points are rounding noise.
    static let tolerance = 0.001

    static let description = RuleDescription(
        id: .iconTitleOverlap,
        name: "Icon and title overlap",
        defaultSeverity: .warning,
        summary: """
            On a system bar's stacked layout, an icon (5.5 pt below the item's top, 'iconSize' tall) reaches below \
            the top of its title (35 pt below the item's top) on some checked device.
            """,
        rationale: """
            Where UIKit stacks icon and title (an iPhone in portrait), it places them at fixed offsets measured \
            from the item's top: the icon at 5.5 pt, the title at 35 pt. The icon size does not move the title, \
            so any icon taller than 29.5 pt runs into it and the two draw over each other. Keep 'iconSize' at \
            29.5 pt or less on a system bar, or use a custom bar, whose layout makes room for the icon.
            """,
        triggering: [
            """
            tabbar Main {
                iconSize: ↓32
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                iconSize: 29.5
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                iconSize: 32
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                height: 80
                iconSize: 40
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    iconSize: 32
                    tab home    { symbol: "house", title: "Home" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                devices: ["ipad-pro-11", "iphone-16"],
                orientations: [.landscape]
            ),
        ]
    )

    static var usesLayouts: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.configuration.kind == .system else { return [] }
        let range = tabBar.range(ofFirst: .iconSize)
        return context.collapsedFindings(for: tabBar) { layout, _ in
            // Icon and title frames exist only in the stacked layout, and only for the visible tabs.
            var overlap = 0.0
            for item in layout.items {
                guard let icon = item.icon, let title = item.title else { continue }
                overlap = max(overlap, icon.maxY - title.minY)
            }
            guard overlap > tolerance else { return [] }
            let iconSize = tabBar.configuration.iconSize
            return [EnvironmentFinding(
                range: range,
                problem: "overlap",
                message: "a \(LintText.points(iconSize)) pt icon reaches \(LintText.points(overlap)) pt into the title below it",
                suffix: "; UIKit's stacked layout puts the icon 5.5 pt and the title 35 pt below the item's top"
            )]
        }
    }
}
