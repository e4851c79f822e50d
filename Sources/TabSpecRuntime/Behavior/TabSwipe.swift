/// Where a swipe on the content goes (the Indonesian article's swipe between tabs): the neighbouring tab on
/// the side the swipe brings in, and the page direction of the transition.
public struct TabSwipe<Tab: TabBarTab>: Sendable, Hashable {
    /// The tab to select.
    public var tab: Tab
    /// `.forward` when `tab` comes after the current tab in bar order, else `.reverse`.
    public var direction: PageDirection

    /// Creates a swipe result.
    public init(tab: Tab, direction: PageDirection) {
        self.tab = tab
        self.direction = direction
    }

    /// The swipe `direction` from `tab` in a bar showing `tabs` (default: every tab, in bar order) laid out in
    /// `layoutDirection`, or `nil` at the end of the bar (or when `tab` is not shown).
    ///
    /// A swipe to the left brings in the tab on the right of the current one: the next tab in a left-to-right
    /// bar, the previous one in a right-to-left bar (where the first tab is the rightmost). A swipe to the right
    /// brings in the tab on the left. Action tabs (`role: action`) are skipped: they never become the selection.
    /// Swipes never wrap around: the spec has no setting for it, and UIKit's `UIPageViewController` (the
    /// article's pattern) stops at the first and the last page too.
    public init?(
        from tab: Tab,
        swiping direction: SwipeDirection,
        layoutDirection: LayoutDirection,
        tabs: [Tab] = Array(Tab.allCases)
    ) {
        let towardsLaterTabs = (direction == .left) == (layoutDirection == .leftToRight)
        let candidates = tabs.filter { !$0.isAction || $0 == tab }
        guard let position = candidates.firstIndex(of: tab) else { return nil }
        let next = position + (towardsLaterTabs ? 1 : -1)
        guard candidates.indices.contains(next) else { return nil }
        self.init(tab: candidates[next], direction: PageDirection(from: position, to: next))
    }
}
