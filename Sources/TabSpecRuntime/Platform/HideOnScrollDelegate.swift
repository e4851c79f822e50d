#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UIScrollViewDelegate` that runs ``HideOnScrollController`` (the Vietnamese article's pattern) and
/// slides a tab bar out of view while the user scrolls down.
///
/// Set it as the scroll view's delegate (or forward the three callbacks to it). When ``tabBar`` is set — a
/// `UITabBar` or a ``TabSpecBarView`` — it is moved with a transform by its own height plus any
/// background-image overhang (layout.md's hidden frame) over ``duration``; ``onAction`` is called for every
/// action either way.
@MainActor
public final class HideOnScrollDelegate: NSObject, UIScrollViewDelegate {
    /// The state machine deciding when to hide and show.
    public private(set) var controller: HideOnScrollController
    /// The bar to slide (a `UITabBar` or a custom bar view); not retained.
    public weak var tabBar: UIView?
    /// Seconds the slide takes.
    public var duration: Double
    /// Extra points the bar moves beyond its own height (a background image taller than the bar).
    public var backgroundImageHeight: Double?
    /// Called with each action, after the bar's animation starts.
    public var onAction: ((HideOnScrollController.Action) -> Void)?

    /// Creates a delegate with the spec's `hideOnScroll` threshold and duration (defaults when `nil`).
    public init(
        tabBar: UIView? = nil,
        hideOnScroll: TabBarConfiguration.HideOnScroll? = nil,
        backgroundImageHeight: Double? = nil,
        onAction: ((HideOnScrollController.Action) -> Void)? = nil
    ) {
        let settings = hideOnScroll ?? TabBarConfiguration.HideOnScroll()
        self.controller = HideOnScrollController(configuration: settings)
        self.tabBar = tabBar
        self.duration = settings.duration
        self.backgroundImageHeight = backgroundImageHeight
        self.onAction = onAction
        super.init()
    }

    /// Records where the drag starts.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        controller.willBeginDragging(contentOffsetY: Double(scrollView.contentOffset.y))
    }

    /// Hides or shows the bar when a tracked scroll moved more than the threshold.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = Double(scrollView.contentOffset.y)
        if let action = controller.didScroll(contentOffsetY: offset, isTracking: scrollView.isTracking) {
            handle(action)
        }
    }

    /// Shows the bar after a scroll to the top.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        if let action = controller.didScrollToTop() {
            handle(action)
        }
    }

    /// Slides ``tabBar`` (if any) and reports `action`.
    private func handle(_ action: HideOnScrollController.Action) {
        if let bar = tabBar {
            let height = bar.bounds.height
            let overhang = max(0, CGFloat(backgroundImageHeight ?? 0) - height)
            let transform = action == .hide
                ? CGAffineTransform(translationX: 0, y: height + overhang)
                : CGAffineTransform.identity
            // UIKit runs animation blocks on the main thread; `assumeIsolated` keeps this correct whether the
            // SDK imports the block as `@MainActor` or as `@Sendable`.
            UIView.animate(withDuration: duration) {
                MainActor.assumeIsolated { bar.transform = transform }
            }
        }
        onAction?(action)
    }
}
#endif
