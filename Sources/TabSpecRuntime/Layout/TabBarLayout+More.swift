/// How many tabs a `system` bar shows before UIKit's More item (layout.md v1.1, More).
extension TabBarLayout {
    /// The most tabs a compact-width `system` bar shows without a More item.
    public static let compactTabLimit = 5

    /// The number of tabs laid out as items: the rest go behind a More item laid out after them.
    ///
    /// `custom` bars show every tab. A `system` bar in a compact width shows every tab up to 5, else the first
    /// 4 (`UITabBarController`: "If you add six or more custom view controllers to a tab bar controller, the
    /// tab bar controller displays only the first four items plus the standard More item"). In a regular
    /// width UIKit moves to More the tabs that do not fit (`viewControllers`: "If there are more view
    /// controllers than can fit in the tab bar, view controllers at the end of the array are managed by the
    /// More navigation controller"): centered items fit while `k·w + (k−1)·s ≤ cw`; when `n` tabs do not,
    /// the first `k − 1` are shown and More takes the `k`-th slot (at least one tab is shown). Fill items
    /// share the width and always fit.
    static func visibleTabCount(
        configuration: TabBarConfiguration,
        positioning: TabBarConfiguration.ItemPositioning,
        environment: TabBarEnvironment,
        span: ContentSpan
    ) -> Int {
        let count = configuration.items.count
        guard configuration.kind == .system else { return count }
        if environment.horizontalSizeClass == .compact {
            return count > compactTabLimit ? compactTabLimit - 1 : count
        }
        guard positioning == .centered, let width = configuration.resolvedCenteredItemWidth else { return count }
        let spacing = configuration.resolvedItemSpacing(for: positioning)
        let pitch = width + spacing
        guard pitch > 0, count > 1 else { return count }
        let fitting = ((span.width + spacing) / pitch).rounded(.down)
        guard fitting.isFinite, fitting < Double(count) else { return count }
        return max(1, Int(max(fitting, 0)) - 1)
    }
}
