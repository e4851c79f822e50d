/// Feeds what SwiftUI reports about a scroll view to ``HideOnScrollController``, standing in for the
/// `UIScrollViewDelegate` callbacks the controller was written for (the Vietnamese article's pattern).
///
/// SwiftUI has no scroll view delegate. From iOS 18 it reports the content offset
/// (`onScrollGeometryChange(for:of:action:)`) and the scroll phase (`onScrollPhaseChange(_:)`); on iOS 16 and
/// 17 only where the content is (`onGeometryChange(for:of:action:)` on the scrolled content). The tracker maps
/// them onto the delegate callbacks:
///
/// - The phase becoming tracked (the finger on the content) is `scrollViewWillBeginDragging`: the offset at
///   that moment is the drag's start.
/// - An offset change is `scrollViewDidScroll` with the current tracking state. Where phases are not reported
///   (``reportsPhases`` is `false`), every offset change counts as tracked and the first offset seen is the drag
///   start.
/// - An untracked scroll (deceleration, a programmatic scroll, the status-bar tap) that reaches the top
///   (offset ≤ 0) is `scrollViewDidScrollToTop`: the bar comes back.
/// - Offsets come from one tab's scroll view at a time. When another tab reports (`source` changes), its
///   first offset is a new start, so switching tabs never hides or shows the bar by itself.
public struct HideOnScrollTracker: Sendable, Hashable {
    /// The state machine deciding when to hide and show.
    public private(set) var controller: HideOnScrollController
    /// Whether scroll phases are reported (iOS 18 and later); without them every offset change is tracked.
    public let reportsPhases: Bool
    /// Whether the user's finger is on the content, as far as the reported phases say.
    public private(set) var isTracking: Bool
    /// The source (the tab's index) of the offsets seen last; `nil` before the first.
    public private(set) var source: Int?
    /// The last offset `source` reported; `nil` before its first.
    public private(set) var contentOffsetY: Double?

    /// Creates a tracker with the bar shown.
    public init(configuration: TabBarConfiguration.HideOnScroll, reportsPhases: Bool) {
        self.controller = HideOnScrollController(configuration: configuration)
        self.reportsPhases = reportsPhases
        self.isTracking = false
        self.source = nil
        self.contentOffsetY = nil
    }

    /// Whether the bar is hidden.
    public var isHidden: Bool { controller.isHidden }

    /// The scroll phase of `source`'s scroll view changed. A change into tracking is the start of a drag, from
    /// the last offset `source` reported (or, before any, from its next one). Never moves the bar by itself.
    public mutating func phaseChanged(isTracking tracking: Bool, source: Int) {
        adopt(source)
        if tracking, !isTracking, let contentOffsetY {
            controller.willBeginDragging(contentOffsetY: contentOffsetY)
        }
        isTracking = tracking
    }

    /// `source`'s scroll view moved to `newOffsetY` (0 at the top, growing as the content scrolls up): `.hide`
    /// or `.show` when the bar should move, else `nil`. The first offset of a source is where it starts.
    public mutating func offsetChanged(to newOffsetY: Double, source: Int) -> HideOnScrollController.Action? {
        adopt(source)
        defer { contentOffsetY = newOffsetY }
        guard contentOffsetY != nil else {
            controller.willBeginDragging(contentOffsetY: newOffsetY)
            return nil
        }
        let tracked = reportsPhases ? isTracking : true
        if !tracked, newOffsetY <= 0 {
            return controller.didScrollToTop()
        }
        return controller.didScroll(contentOffsetY: newOffsetY, isTracking: tracked)
    }

    /// Records `hidden` (the app shows or hides the bar itself) and returns the action that gets there, or
    /// `nil` if the bar is already there.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool) -> HideOnScrollController.Action? {
        controller.setHidden(hidden)
    }

    /// Starts over when another source reports: no known offset, no tracking.
    private mutating func adopt(_ newSource: Int) {
        guard source != newSource else { return }
        source = newSource
        contentOffsetY = nil
        isTracking = false
    }
}
