#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Taps on the items: actions keep the selection, re-taps call `onReselect` and pop or scroll (``TabBarPlan``
/// decides, as it does for the SwiftUI adapters).
extension TabSpecTabBarController {
    /// A tap on `viewController`'s item (before iOS 18's tabs, or tabs without titles): see ``decide(_:)``.
    func userTapped(viewController: UIViewController) -> TabTapDecision {
        guard !usesTabs, let tab = tab(of: viewController) else { return .proceed }
        return decide(tab)
    }

    /// A tap on `uiTab` (iOS 18's tabs): see ``decide(_:)``.
    @available(iOS 18.0, *)
    func userTapped(tab uiTab: UITab) -> TabTapDecision {
        guard usesTabs, let tab = tab(of: uiTab) else { return .proceed }
        return decide(tab)
    }

    /// What a tap on `tab` does: UIKit selects another tab; an action tab calls ``onAction`` and selects
    /// nothing; the selected tab calls ``onReselect`` and then does the configuration's `reselect`.
    func decide(_ tab: Tab) -> TabTapDecision {
        switch plan.outcome(ofTapping: tab, selection: selection) {
        case .select:
            return .proceed
        case .action(let tab):
            onAction?(tab)
            return .handled
        case .reselect(let tab, let reselect):
            performReselect(of: tab, reselect)
            return .reselected
        }
    }

    /// ``onReselect``, then `reselect`'s step for `tab`'s page: pop its `UINavigationController` to the root
    /// (`popToRootViewController(animated:)`), or scroll the first scroll view whose `scrollsToTop` is `true` in
    /// the page on top to the top of its content (`setContentOffset(_:animated:)` to `-adjustedContentInset.top`).
    func performReselect(of tab: Tab, _ reselect: TabBarConfiguration.Reselect) {
        onReselect?(tab)
        guard let page = madeViewController(for: tab) else { return }
        let navigation = page as? UINavigationController
        let isAtRoot = (navigation?.viewControllers.count ?? 1) <= 1
        switch reselect.step(isAtRoot: isAtRoot) {
        case .none:
            break
        case .popToRoot:
            navigation?.popToRootViewController(animated: true)
        case .scrollToTop:
            let top = navigation?.topViewController ?? page
            guard let root = top.viewIfLoaded, let scrollView = Self.firstScrollToTopView(in: root) else { return }
            let offset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
            scrollView.setContentOffset(offset, animated: true)
        }
    }

    /// The first visible scroll view in `view`'s hierarchy (itself, then its subviews depth first, front to
    /// back in subview order) whose `scrollsToTop` is `true`: the one the status-bar tap would scroll.
    static func firstScrollToTopView(in view: UIView) -> UIScrollView? {
        guard !view.isHidden else { return nil }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { return scrollView }
        for subview in view.subviews {
            if let found = firstScrollToTopView(in: subview) { return found }
        }
        return nil
    }
}
#endif
