#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Configuring a `UITabBar` from a spec.
extension UITabBar {
    /// Applies a spec's system-bar settings: tint, unselected tint, bar tint, translucency, item positioning,
    /// width and spacing, plus a `UITabBarAppearance` carrying the same colors (iOS 15 and later otherwise ignore
    /// `barTintColor` at the scroll edge and `unselectedItemTintColor` under a custom appearance).
    ///
    /// Every API used here is iOS 15 or older, so the iOS 16 deployment target needs no availability checks
    /// (docs/Platforms.md lists each API with the version Apple documents).
    public func apply(_ configuration: TabBarConfiguration) {
        isTranslucent = configuration.isTranslucent
        applyAppearance(configuration)
    }

    /// Applies everything of ``apply(_:)`` but translucency, through appearance properties only (those UIKit
    /// marks `UI_APPEARANCE_SELECTOR`): tint, unselected tint, bar tint, item positioning, width and spacing, and
    /// the standard and scroll-edge `UITabBarAppearance`, whose background already says whether the bar is
    /// translucent.
    ///
    /// So it also configures the appearance proxy, `UITabBar.appearance().applyAppearance(Tab.configuration)`,
    /// which styles the bars UIKit creates later, a SwiftUI `TabView`'s included (``TabSpecView`` does this for
    /// its `system` bar). `isTranslucent` is not an appearance property and stays out.
    public func applyAppearance(_ configuration: TabBarConfiguration) {
        let colors = configuration.colors
        let tint = colors.tint.uiColor
        let unselected = colors.unselectedItemTint.uiColor
        let barTint = colors.barTint.uiColor

        tintColor = tint
        unselectedItemTintColor = unselected
        barTintColor = barTint
        switch configuration.itemPositioning {
        case .automatic: itemPositioning = .automatic
        case .fill: itemPositioning = .fill
        case .centered: itemPositioning = .centered
        }
        if let width = configuration.itemWidth { itemWidth = CGFloat(width) }
        if let spacing = configuration.itemSpacing { itemSpacing = CGFloat(spacing) }

        let appearance = UITabBarAppearance()
        if configuration.isTranslucent {
            appearance.configureWithDefaultBackground()
        } else {
            appearance.configureWithOpaqueBackground()
        }
        appearance.backgroundColor = barTint
        let selectedTitle = colors.title?.uiColor ?? tint
        let normalTitle = colors.title?.uiColor ?? unselected
        let layouts = [
            appearance.stackedLayoutAppearance,
            appearance.inlineLayoutAppearance,
            appearance.compactInlineLayoutAppearance,
        ]
        for layout in layouts {
            layout.normal.iconColor = unselected
            layout.normal.titleTextAttributes = [.foregroundColor: normalTitle]
            layout.selected.iconColor = tint
            layout.selected.titleTextAttributes = [.foregroundColor: selectedTitle]
        }
        standardAppearance = appearance
        scrollEdgeAppearance = appearance
    }
}
#endif
