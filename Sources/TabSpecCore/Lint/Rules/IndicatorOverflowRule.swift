/// `indicator-overflow`: the selection indicator's frame leaves its item's frame.
enum IndicatorOverflowRule: LintRule {
    /// Overhangs up to this many points are rounding noise.
    static let tolerance = 0.001

    static let description = RuleDescription(
        id: .indicatorOverflow,
        name: "Indicator overflow",
        defaultSeverity: .warning,
        summary: "The indicator's frame leaves its item's frame on some checked device.",
        rationale: """
            An indicator that sticks out of its item overlaps the neighbouring tab or the bar's edge, and \
            usually means an 'offset' or size tuned on one device only: fill items get narrower on a 375 pt \
            iPhone. The finding points at the key that pushes it out ('offset', 'width', 'height' or 'size').
            """,
        triggering: [
            """
            tabbar Main {
                kind: custom
                indicator {
                    shape: circle
                    alignment: leading
                    offset: ↓60
                }
                tab home     { symbol: "house", accessibilityLabel: "Home" }
                tab search   { symbol: "magnifyingglass", accessibilityLabel: "Search" }
                tab ranking  { symbol: "crown", accessibilityLabel: "Ranking" }
                tab book     { symbol: "book", accessibilityLabel: "Books" }
                tab settings { symbol: "gearshape", accessibilityLabel: "Settings" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                indicator {
                    shape: capsule
                    height: ↓60
                }
                tab home     { symbol: "house", accessibilityLabel: "Home" }
                tab settings { symbol: "gearshape", accessibilityLabel: "Settings" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                kind: custom
                height: 56
                padding: 6 16
                indicator {
                    shape: circle
                    size: 25
                    alignment: leading
                    offset: 20
                }
                tab home     { symbol: "house", accessibilityLabel: "Home" }
                tab search   { symbol: "magnifyingglass", accessibilityLabel: "Search" }
                tab ranking  { symbol: "crown", accessibilityLabel: "Ranking" }
                tab book     { symbol: "book", accessibilityLabel: "Books" }
                tab settings { symbol: "gearshape", accessibilityLabel: "Settings" }
            }
            """,
        ]
    )

    static var usesLayouts: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.configuration.indicator != nil else { return [] }
        let horizontalRange = tabBar.spec.properties[.indicatorOffset]?.valueRange
            ?? tabBar.spec.properties[.indicatorWidth]?.valueRange
            ?? tabBar.spec.properties[.indicatorSize]?.valueRange
            ?? tabBar.indicatorKeywordRange
        let verticalRange = tabBar.spec.properties[.indicatorHeight]?.valueRange
            ?? tabBar.spec.properties[.indicatorSize]?.valueRange
            ?? tabBar.indicatorKeywordRange
        return context.collapsedFindings(for: tabBar) { layout, _ in
            var horizontal: (amount: Double, edge: String, item: Rect)?
            var vertical: (amount: Double, edge: String, item: Rect)?
            for item in layout.items {
                guard let indicator = item.indicator else { continue }
                let frame = item.frame
                for (amount, edge) in [(frame.minX - indicator.minX, "leading"), (indicator.maxX - frame.maxX, "trailing")]
                where amount > tolerance && amount > (horizontal?.amount ?? 0) {
                    horizontal = (amount, edge, frame)
                }
                for (amount, edge) in [(frame.minY - indicator.minY, "top"), (indicator.maxY - frame.maxY, "bottom")]
                where amount > tolerance && amount > (vertical?.amount ?? 0) {
                    vertical = (amount, edge, frame)
                }
            }
            var findings: [EnvironmentFinding] = []
            if let horizontal {
                findings.append(EnvironmentFinding(
                    range: horizontalRange,
                    problem: "horizontal",
                    message: "the indicator sticks out \(LintText.points(horizontal.amount)) pt past the "
                        + "\(horizontal.edge) edge of its \(LintText.points(horizontal.item.width)) pt wide item"
                ))
            }
            if let vertical {
                findings.append(EnvironmentFinding(
                    range: verticalRange,
                    problem: "vertical",
                    message: "the indicator sticks out \(LintText.points(vertical.amount)) pt past the "
                        + "\(vertical.edge) edge of its \(LintText.points(vertical.item.height)) pt tall item"
                ))
            }
            return findings
        }
    }
}
