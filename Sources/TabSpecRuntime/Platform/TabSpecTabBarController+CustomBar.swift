#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The drawn bar of a `custom` spec.
extension TabSpecTabBarController {
    /// Adds a ``TabSpecBarView`` over the content (the system bar is hidden), with the current selection and
    /// badges, and follows its taps.
    func installCustomBar() {
        guard Tab.configuration.kind == .custom, customBar == nil else { return }
        let bar = TabSpecBarView<Tab>(frame: .zero)
        bar.selectedTab = selection
        bar.badgeSpeech = badgeSpeech
        for tab in Tab.allCases {
            if let badge = badges[tab] { bar.setBadge(badge, for: tab) }
        }
        bar.addAction(UIAction { [weak self, weak bar] _ in
            guard let self, let bar else { return }
            self.select(bar.selectedTab)
        }, for: .valueChanged)
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
        let height = CGFloat(Tab.configuration.resolvedHeight(in: view.tabBarEnvironment()))
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
