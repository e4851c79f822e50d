#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The Vietnamese article's bar that hides while the user scrolls down.
extension TabSpecTabBarController {
    /// Sets up `hideOnScroll` by ``strategy``: on a system bar, `tabBarMinimizeBehavior = .onScrollDown`
    /// (iOS 26), or a ``HideOnScrollDelegate`` calling `setTabBarHidden(_:animated:)` (iOS 18–25) or sliding
    /// the bar (earlier); a custom bar always slides.
    func installHideOnScroll() {
        let configuration = Tab.configuration
        guard let settings = configuration.hideOnScroll else { return }
        let slide = HideOnScrollDelegate(
            tabBar: nil, hideOnScroll: settings, backgroundImageHeight: configuration.backgroundImageHeight
        )
        guard configuration.kind == .system else {
            hideOnScroll = slide
            return
        }
        switch strategy.hiding {
        case .minimizeOnScrollDown:
            if #available(iOS 26.0, *) {
                tabBarMinimizeBehavior = .onScrollDown
                return
            }
        case .setTabBarHidden:
            if #available(iOS 18.0, *) {
                hideOnScroll = HideOnScrollDelegate(tabBar: nil, hideOnScroll: settings) { [weak self] action in
                    self?.setTabBarHidden(action == .hide, animated: true)
                }
                return
            }
        case .slideTabBar:
            break
        }
        slide.tabBar = tabBar
        hideOnScroll = slide
    }

    /// Hides the bar while the user scrolls `scrollView` down and shows it again when they scroll up or tap the
    /// status bar (the spec's `hideOnScroll`); returns whether `scrollView` now reports to ``hideOnScroll``.
    ///
    /// With ``TabBarControllerStrategy/Hiding/minimizeOnScrollDown`` UIKit follows the content's scroll view
    /// itself and this returns `false`; so it does without `hideOnScroll`. Otherwise ``hideOnScroll`` becomes
    /// the delegate of a scroll view that has none. A scroll view with a delegate of its own (a table or
    /// collection view) keeps it, and the app forwards `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewDidScroll(_:)` and `scrollViewDidScrollToTop(_:)` to ``hideOnScroll``: then this returns
    /// `false`.
    @discardableResult
    public func observe(_ scrollView: UIScrollView) -> Bool {
        guard let hideOnScroll, scrollView.delegate == nil else { return false }
        scrollView.delegate = hideOnScroll
        return true
    }
}
#endif
