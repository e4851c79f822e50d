/// `touch-target`: items narrower than 44 pt (custom bars: also shorter than 44 pt).
enum TouchTargetRule: LintRule {
    /// The Human Interface Guidelines' minimum hit target side, in points.
    static let minimum: Double = 44

    static let description = RuleDescription(
        id: .touchTarget,
        name: "Touch target",
        defaultSeverity: .warning,
        summary: """
            An item is narrower than 44 pt on some checked device; on a custom bar, items shorter than 44 pt \
            fire too.
            """,
        rationale: """
            The Human Interface Guidelines ask for hit targets of at least 44 × 44 pt: smaller ones are hard to \
            hit, especially for people with motor impairments, and lead to taps on the neighbouring tab. A \
            system bar's items are always tall enough (UIKit sizes them), so only their width is checked; a \
            custom bar's height and padding decide the height of its items.
            """,
        triggering: [
            """
            tabbar Main {
                kind: custom
                itemPositioning: centered
                itemWidth: ↓40
                itemSpacing: 8
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Find" }
                tab profile { symbol: "person", title: "Me" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                height: 56
                padding: ↓16 16 10
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab search  { symbol: "magnifyingglass", accessibilityLabel: "Search" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                kind: custom
                height: 60
                padding: 8 16
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab search  { symbol: "magnifyingglass", accessibilityLabel: "Search" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }
            """,
            """
            tabbar Main {
                itemPositioning: centered
                itemWidth: 60
                itemSpacing: 8
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Find" }
                tab profile { symbol: "person", title: "Me" }
            }
            """,
        ]
    )

    static var usesLayouts: Bool { true }

    /// What every finding adds after the environments.
    private static let suffix = "; touch targets need at least \(LintText.points(minimum)) × \(LintText.points(minimum)) pt"

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let configuration = tabBar.configuration
        let padding = configuration.resolvedPadding
        let heightRange = padding.top + padding.bottom > 0 ? tabBar.range(ofFirst: .padding, .height) : tabBar.range(ofFirst: .height)
        return context.collapsedFindings(for: tabBar) { layout, _ in
            guard let first = layout.items.first else { return [] }
            var findings: [EnvironmentFinding] = []
            var narrowest = first.frame.width
            var widest = first.frame.width
            for item in layout.items {
                narrowest = min(narrowest, item.frame.width)
                widest = max(widest, item.frame.width)
            }
            // Items without any width are `item-overflow`'s to report.
            if narrowest > 0, narrowest < minimum {
                let message = narrowest == widest
                    ? "items are only \(LintText.points(narrowest)) pt wide"
                    : "the narrowest item is only \(LintText.points(narrowest)) pt wide"
                let range = layout.positioning == .centered
                    ? tabBar.range(ofFirst: .itemWidth, .itemPositioning) : tabBar.spec.nameRange
                findings.append(EnvironmentFinding(range: range, problem: "width",
                                                   message: message, suffix: Self.suffix))
            }
            let height = first.frame.height
            if configuration.kind == .custom, height > 0, height < minimum {
                findings.append(EnvironmentFinding(range: heightRange, problem: "height",
                                                   message: "items are only \(LintText.points(height)) pt tall", suffix: Self.suffix))
            }
            return findings
        }
    }
}
