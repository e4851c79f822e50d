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
    ///
    /// `isClassicBar` (default: whether the running app draws the classic bar,
    /// ``TabBarAppearancePlan/runningAppDrawsClassicBar``) decides whether the `classic { … }` keys apply
    /// (``TabBarAppearancePlan``). Setting it again on a bar already on screen re-styles it at once: the bar's
    /// own `standardAppearance` and `scrollEdgeAppearance` are replaced (the appearance proxy would reach only
    /// bars entering a window later).
    public func apply(_ configuration: TabBarConfiguration, isClassicBar: Bool? = nil) {
        let isClassicBar = isClassicBar ?? TabBarAppearancePlan.runningAppDrawsClassicBar
        isTranslucent = TabBarAppearancePlan(configuration: configuration, isClassicBar: isClassicBar).isTranslucent
        applyAppearance(configuration, isClassicBar: isClassicBar)
    }

    /// Applies everything of ``apply(_:)`` but translucency, through appearance properties only (those UIKit
    /// marks `UI_APPEARANCE_SELECTOR`): tint, unselected tint, bar tint, item positioning, width and spacing, and
    /// the standard and scroll-edge `UITabBarAppearance`, whose background already says whether the bar is
    /// translucent.
    ///
    /// So it also configures the appearance proxy, `UITabBar.appearance().applyAppearance(Tab.configuration)`,
    /// which styles the bars UIKit creates later, a SwiftUI `TabView`'s included (``TabSpecView`` does this for
    /// its `system` bar). `isTranslucent` is not an appearance property and stays out.
    ///
    /// `isClassicBar` as in ``apply(_:isClassicBar:)``. The blur (`backgroundEffect`), hairline (`shadowColor`),
    /// title font and badge go on the appearance too (``UIKit/UITabBarAppearance``'s `applyTabSpec`).
    public func applyAppearance(_ configuration: TabBarConfiguration, isClassicBar: Bool? = nil) {
        let plan = TabBarAppearancePlan(
            configuration: configuration,
            isClassicBar: isClassicBar ?? TabBarAppearancePlan.runningAppDrawsClassicBar
        )
        let colors = configuration.colors
        let tint = colors.tint.uiColor
        let unselected = colors.unselectedItemTint.uiColor
        let barTint = plan.barTint.uiColor

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
        if plan.isTranslucent {
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
        appearance.applyTabSpec(plan)
        standardAppearance = appearance
        scrollEdgeAppearance = appearance
    }
}
#endif
