/// `item-overflow`: centered items wider than the content span, or fill items without width.
enum ItemOverflowRule: LintRule {
    static let description = RuleDescription(
        id: .itemOverflow,
        name: "Item overflow",
        defaultSeverity: .error,
        summary: """
            Centered items (n·w + (n−1)·s) are wider than the bar's content span, or fill items have no width \
            left (≤ 0 pt), on some checked device.
            """,
        rationale: """
            Items that do not fit are clipped or overlap at the bar's edges, and a tab may become impossible to \
            tap. Narrow iPhones (375 pt wide) and the safe-area insets of landscape iPhones leave much less room \
            than the simulator the bar was designed in.
            """,
        triggering: [
            """
            tabbar Main {
                itemPositioning: centered
                itemWidth: ↓120
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Search" }
                tab library { symbol: "books.vertical", title: "Library" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                itemSpacing: ↓100
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab search  { symbol: "magnifyingglass", accessibilityLabel: "Search" }
                tab library { symbol: "books.vertical", accessibilityLabel: "Library" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
                tab more    { symbol: "ellipsis", accessibilityLabel: "More" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                itemPositioning: centered
                itemWidth: 76
                itemSpacing: 10
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Search" }
                tab library { symbol: "books.vertical", title: "Library" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    itemPositioning: centered
                    itemWidth: 120
                    tab home    { symbol: "house", title: "Home" }
                    tab search  { symbol: "magnifyingglass", title: "Search" }
                    tab library { symbol: "books.vertical", title: "Library" }
                    tab profile { symbol: "person", title: "Profile" }
                }
                """,
                devices: ["ipad-10", "ipad-pro-13-m4"]
            ),
        ]
    )

    static var usesLayouts: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let centeredRange = tabBar.range(ofFirst: .itemWidth, .itemSpacing, .itemPositioning)
        let fillRange = tabBar.configuration.kind == .custom ? tabBar.range(ofFirst: .itemSpacing, .padding) : tabBar.spec.nameRange
        return context.collapsedFindings(for: tabBar) { layout, _ in
            layout.notes.compactMap { note -> EnvironmentFinding? in
                switch note {
                case let .itemsOverflow(needed, available):
                    return EnvironmentFinding(
                        range: centeredRange,
                        problem: "centered",
                        message: "items need \(LintText.points(needed)) pt but the bar has \(LintText.points(available)) pt"
                    )
                case let .itemWidthNotPositive(width):
                    return EnvironmentFinding(
                        range: fillRange,
                        problem: "fill",
                        message: "items have no width left (each would be \(LintText.points(width)) pt wide)"
                    )
                case .sideBySideNotModelled, .contentHeightNotPositive, .classicBarOnIOS26, .compatibilityIgnoredBySDK,
                     .floatingCommunityMeasured, .floatingGeometryOfIOS26, .floatingSearchTabSingleSource,
                     .floatingProminentTabNotMeasured, .floatingSearchTabWithOthersReported, .prominentTabNeedsIOS27,
                     .floatingMoreSingleSource, .floatingMoreBesideProminentNotMeasured, .floatingPlatterTooWide,
                     .floatingLongTitleSlotsNotModelled, .floatingMinimizes, .floatingAccessorySingleSource, .accessoryPlacedByApp,
                     .verticalTabBarNotModelled, .topBarNotModelled, .hiddenInRegularWidth, .bottomBarInCompactWidth:
                    return nil
                }
            }
        }
    }
}
