/// The direction a page-view transition runs when the selected tab changes (the Indonesian article's swipe
/// between tabs), as `UIPageViewController.NavigationDirection`.
public enum PageDirection: String, Sendable, Hashable, CaseIterable {
    /// Towards later tabs (new index greater than the old one).
    case forward
    /// Towards earlier tabs, and for reselecting the same tab.
    case reverse

    /// `.forward` when `newIndex > oldIndex`, else `.reverse` (the article's `index > currentIndex` check).
    public init(from oldIndex: Int, to newIndex: Int) {
        self = newIndex > oldIndex ? .forward : .reverse
    }
}
