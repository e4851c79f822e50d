/// The Vietnamese article's hide-on-scroll logic as a portable state machine, driven by a scroll view's
/// delegate callbacks (`UIScrollViewDelegate`) and telling the caller when to hide or show the bar.
///
/// As in the article: `scrollViewWillBeginDragging` records the content offset; `scrollViewDidScroll`, while
/// the user's finger is on the content (`isTracking`), hides the bar when the offset grew by more than
/// `threshold` since the last callback (scrolling down) and shows it when the offset shrank by more than
/// `threshold`, then records the new offset; `scrollViewDidScrollToTop` shows the bar. Scrolls without
/// tracking (deceleration, programmatic scrolling) are ignored. An action is returned only when the
/// visibility changes, so the caller can animate it directly.
public struct HideOnScrollController: Sendable, Hashable {
    /// What the bar should do.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// Move the bar to ``TabBarLayout/Bar/hidden``.
        case hide
        /// Move the bar back to ``TabBarLayout/Bar/shown``.
        case show
    }

    /// The scroll distance between two callbacks that toggles the bar (points).
    public var threshold: Double
    /// Whether the bar is currently hidden (as far as this controller has decided).
    public private(set) var isHidden: Bool
    /// The content offset y recorded at the last drag start or tracked scroll.
    public private(set) var lastContentOffset: Double

    /// Creates a controller with the bar shown (or `isHidden`) and no recorded offset.
    public init(threshold: Double = 1, isHidden: Bool = false) {
        self.threshold = threshold
        self.isHidden = isHidden
        self.lastContentOffset = 0
    }

    /// Creates a controller with the spec's `hideOnScroll` threshold.
    public init(configuration: TabBarConfiguration.HideOnScroll, isHidden: Bool = false) {
        self.init(threshold: configuration.threshold, isHidden: isHidden)
    }

    /// `scrollViewWillBeginDragging`: records the content offset the drag starts from.
    public mutating func willBeginDragging(contentOffsetY: Double) {
        lastContentOffset = contentOffsetY
    }

    /// `scrollViewDidScroll`: while tracking, `.hide` when the offset moved down by more than `threshold` since
    /// the last callback, `.show` when it moved up by more than `threshold`; `nil` when nothing changes.
    public mutating func didScroll(contentOffsetY: Double, isTracking: Bool) -> Action? {
        guard isTracking else { return nil }
        defer { lastContentOffset = contentOffsetY }
        if contentOffsetY > lastContentOffset + threshold { return setHidden(true) }
        if contentOffsetY < lastContentOffset - threshold { return setHidden(false) }
        return nil
    }

    /// `scrollViewDidScrollToTop` (the status-bar tap): `.show` unless the bar is already shown.
    public mutating func didScrollToTop() -> Action? {
        setHidden(false)
    }

    /// Records `hidden` (e.g. when the app shows the bar itself) and returns the action that gets there, or
    /// `nil` if the bar is already there.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool) -> Action? {
        guard hidden != isHidden else { return nil }
        isHidden = hidden
        return hidden ? .hide : .show
    }
}
