#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The drawn bar of a `custom` spec.
extension TabSpecTabBarController {
    /// Adds a ``TabSpecBarView`` over the content (the system bar is hidden), with the tabs shown, the
    /// configuration, the current selection, badges and run-time images, and follows its taps: a selection
    /// selects, an action calls ``onAction``, a re-tap ``onReselect`` and the configuration's `reselect`.
    func installCustomBar() {
        guard Tab.configuration.kind == .custom, customBar == nil else { return }
        let bar = TabSpecBarView<Tab>(frame: .zero)
        bar.tabConfiguration = plan.configuration
        bar.visibleTabs = plan.tabs
        bar.selectedTab = selection
        bar.badgeSpeech = badgeSpeech
        for tab in Tab.allCases {
            if let badge = badges[tab] { bar.setBadge(badge, for: tab) }
            if let image = images[tab] { bar.setImage(image, for: tab) }
        }
        bar.addAction(UIAction { [weak self, weak bar] _ in
            guard let self, let bar else { return }
            self.select(bar.selectedTab)
        }, for: .valueChanged)
        bar.onAction = { [weak self] tab in self?.onAction?(tab) }
        bar.onReselect = { [weak self] tab in
            guard let self else { return }
            self.performReselect(of: tab, self.plan.configuration.reselect)
        }
        view.addSubview(bar)
        customBar = bar
        hideOnScroll?.tabBar = bar
    }

    /// Puts the custom bar at the bottom of the view, the spec's height plus the bottom safe area tall, above
    /// every other subview, and gives each child that much less room at the bottom (an existing hide transform
    /// is kept: the bar is moved by its center, not its frame).
    func layoutCustomBar() {
        guard let bar = customBar else { return }
        let bounds = view.bounds
        let height = CGFloat(plan.configuration.resolvedHeight(in: view.tabBarEnvironment()))
        let total = height + view.safeAreaInsets.bottom
        bar.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: total)
        bar.center = CGPoint(x: bounds.midX, y: bounds.maxY - total / 2)
        view.bringSubviewToFront(bar)
        for tab in Tab.allCases {
            madeViewController(for: tab)?.additionalSafeAreaInsets.bottom = height
        }
    }
}
#endif
