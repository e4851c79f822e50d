#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Configuring a `UITabBar` from a spec.
@available(iOS 13.0, *)
extension UITabBar {
    /// Applies a spec's system-bar settings: tint, unselected tint, bar tint, translucency, item positioning,
    /// width and spacing, plus a `UITabBarAppearance` carrying the same colors (iOS 15 otherwise ignores
    /// `barTintColor` at the scroll edge and `unselectedItemTintColor` under a custom appearance).
    public func apply(_ configuration: TabBarConfiguration) {
        let colors = configuration.colors
        let tint = colors.tint.uiColor
        let unselected = colors.unselectedItemTint.uiColor
        let barTint = colors.barTint.uiColor

        tintColor = tint
        unselectedItemTintColor = unselected
        barTintColor = barTint
        isTranslucent = configuration.isTranslucent
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
        if #available(iOS 15.0, *) {
            scrollEdgeAppearance = appearance
        }
    }
}
#endif
