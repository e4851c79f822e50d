@_spi(Fake) import UIKit
import TabSpecRuntime

// v1.3 themes, badges, material and regular width through the UIKit fake: a new configuration set on a running
// controller re-styles the visible bar's own appearances; badges, blur, hairline, title font and the `classic`
// keys reach every layout; `regularWidth` and `placement` reach UIKit.

/// The sepia theme an app builds at run time: every color of the bar changed, a badge and a material.
@MainActor
func sepiaTheme() -> TabBarConfiguration {
    var theme = HidingTab.configuration
    theme.colors.tint = .systemIndigo
    theme.colors.unselectedItemTint = .darkGray
    theme.colors.barTint = TabBarColor(light: RGBAColor(rgb: 0xF4ECD8), dark: RGBAColor(rgb: 0x2B2419))
    theme.colors.title = .black
    theme.badge = .init(color: .systemOrange, textColor: .black, font: .init(weight: .semibold, size: 12))
    theme.backgroundEffect = .ultraThin
    theme.shadowColor = .clear
    theme.titleFont = .init(weight: .bold, size: 11)
    return theme
}

/// Switching themes on a running controller: the visible bar's standard and scroll-edge appearances (the bar's
/// own, not the proxy's) carry the theme's exact colors in every layout and state, then the spec's again.
@MainActor
func checkThemeSwitchRestylesTheRunningBar() {
    let controller = navigationController(HidingTab.self, iOS26)
    let bar = controller.tabBar
    let before = bar.standardAppearance
    controller.tabConfiguration = sepiaTheme()
    expect(bar.standardAppearance !== before, "a new appearance object on the visible bar")
    expectSepiaAppearance(on: bar, "")

    // Back to the spec's own: no badge block, no material keys, the default title font — UIKit's own values.
    controller.tabConfiguration = HidingTab.configuration
    expectSame(bar.tintColor, UIColor.systemBlue, "the spec's tint again")
    let appearance = bar.standardAppearance
    expect(appearance.backgroundEffect != nil && appearance.backgroundEffect?.fakeStyle == nil, "the default blur again")
    expectSame(appearance.shadowColor, UIColor.separator, "the default hairline again")
    let normal = appearance.stackedLayoutAppearance.normal
    expect(normal.titleTextAttributes[.font] == nil, "the default title font leaves UIKit's")
    expect(normal.badgeBackgroundColor == nil && normal.badgeTextAttributes.isEmpty, "no badge block leaves UIKit's badge")
}

/// The `classic { … }` keys apply only where the classic bar is drawn; elsewhere the bar's own keys.
@MainActor
func checkClassicKeysOnlyOnTheClassicBar() {
    var configuration = HidingTab.configuration
    configuration.backgroundEffect = .chrome
    configuration.classic = .init(barTint: .white, isTranslucent: false, shadowColor: .systemGray)
    let classic = UITabBar(frame: .zero)
    classic.apply(configuration, isClassicBar: true)
    expect(!classic.isTranslucent, "classic translucent: false")
    expectSame(classic.barTintColor, UIColor.white, "classic bar tint")
    expectSame(classic.standardAppearance.backgroundColor, UIColor.white, "classic background")
    expectEqual(classic.standardAppearance.backgroundEffect?.fakeStyle, .systemChromeMaterial, "the bar's blur where classic has none")
    expectSame(classic.standardAppearance.shadowColor, UIColor.systemGray, "classic hairline")

    let glass = UITabBar(frame: .zero)
    glass.apply(configuration, isClassicBar: false)
    expect(glass.isTranslucent, "the bar's own translucency")
    expectEqual(glass.standardAppearance.backgroundEffect?.fakeStyle, .systemChromeMaterial, "the bar's blur")
    expectSame(glass.standardAppearance.shadowColor, UIColor.separator, "the system's hairline")
    expect(
        isClose(components(glass.standardAppearance.backgroundColor, .light), configuration.colors.barTint.light),
        "the bar's own background"
    )
    configuration.backgroundEffect = TabBarConfiguration.BackgroundEffect.none
    glass.apply(configuration, isClassicBar: false)
    expect(glass.standardAppearance.backgroundEffect == nil, "backgroundEffect none: no blur")
}

/// The drawn bar draws badges with the bar's `badge { … }` and follows a new configuration at once.
@MainActor
func checkDrawnBarBadgeStyleFollowsTheConfiguration() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let (_, bar) = placedBar(Tab.self, in: environment)
    bar.setBadge(.count(3), for: .home)
    var themed = Tab.configuration
    themed.badge = .init(color: .systemGreen, textColor: .black, font: .init(weight: .bold, size: 11))
    bar.tabConfiguration = themed
    let badge = labels(in: bar.itemViews[0]).first { !$0.isHidden }
    expectSame(badge?.backgroundColor, UIColor.systemGreen, "the theme's badge color")
    expectSame(badge?.textColor, UIColor.black, "the theme's badge text")
    expectEqual(badge?.font.pointSize, 11, "the theme's badge size")
    expectEqual(badge?.font.fakeWeight, .bold, "the theme's badge weight")
    bar.tabConfiguration = Tab.configuration
    let plain = labels(in: bar.itemViews[0]).first { !$0.isHidden }
    expectSame(plain?.backgroundColor, UIColor.systemRed, "UIKit's badge color again")
    expectEqual(plain?.font.pointSize, 13, "regular 13 again")
}

/// `regularWidth` on the controller: `sidebarAdaptable` is `mode = .tabSidebar`; `hidden` hides the bar in a
/// regular width only; `placement` reaches each `UITab`.
@MainActor
func checkRegularWidthReachesTheController() {
    var sidebar = HidingTab.configuration
    sidebar.regularWidth = .sidebarAdaptable
    let controller = navigationController(HidingTab.self, iOS26)
    controller.tabConfiguration = sidebar
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    expectEqual(controller.mode, .tabSidebar, "sidebarAdaptable: the tab sidebar")

    var hidden = HidingTab.configuration
    hidden.regularWidth = .hidden
    controller.tabConfiguration = hidden
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    expectEqual(controller.mode, .automatic, "hidden: the system's mode")
    expect(!controller.isTabBarHidden, "a compact width keeps the bar")
    if let pad = catalogEnvironment("ipad-pro-11") {
        place(controller.view, in: pad)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        expect(controller.isTabBarHidden, "a regular width hides the bar")
        if let phone = catalogEnvironment("iphone-16") { place(controller.view, in: phone) }
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        expect(!controller.isTabBarHidden, "a compact width shows it again")
    }
}

/// The sepia theme (``sepiaTheme()``) on `bar`'s own appearances, exactly: tint, unselected tint, light and dark
/// background, blur, hairline, and every layout's and state's icon, title and badge (`context` starts each
/// message).
@MainActor
func expectSepiaAppearance(on bar: UITabBar, _ context: String) {
    expectSame(bar.tintColor, UIColor.systemIndigo, "\(context)the theme's tint")
    expectSame(bar.unselectedItemTintColor, UIColor.darkGray, "\(context)the theme's unselected tint")
    for (name, appearance) in [("standard", bar.standardAppearance), ("scroll edge", bar.scrollEdgeAppearance)] {
        guard let appearance else {
            expect(false, "\(context)no \(name) appearance")
            continue
        }
        for (style, expected) in [(UIUserInterfaceStyle.light, RGBAColor(rgb: 0xF4ECD8)), (.dark, RGBAColor(rgb: 0x2B2419))] {
            expect(isClose(components(appearance.backgroundColor, style), expected), "\(context)\(name) sepia background in \(style)")
        }
        expectEqual(appearance.backgroundEffect?.fakeStyle, .systemUltraThinMaterial, "\(context)\(name) blur")
        expectSame(appearance.shadowColor, UIColor.clear, "\(context)\(name) hairline hidden")
        for (layout, item) in [("stacked", appearance.stackedLayoutAppearance), ("inline", appearance.inlineLayoutAppearance),
                               ("compact inline", appearance.compactInlineLayoutAppearance)] {
            expectSame(item.normal.iconColor, UIColor.darkGray, "\(context)\(name) \(layout) normal icon")
            expectSame(item.selected.iconColor, UIColor.systemIndigo, "\(context)\(name) \(layout) selected icon")
            for (state, stateAppearance) in [("normal", item.normal), ("selected", item.selected)] {
                let what = "\(context)\(name) \(layout) \(state)"
                expectSame(stateAppearance.titleTextAttributes[.foregroundColor] as? UIColor, UIColor.black, "\(what) title color")
                let titleFont = stateAppearance.titleTextAttributes[.font] as? UIFont
                expectEqual(titleFont?.pointSize, 11, "\(what) title size")
                expectEqual(titleFont?.fakeWeight, .bold, "\(what) title weight")
                expectSame(stateAppearance.badgeBackgroundColor, UIColor.systemOrange, "\(what) badge color")
                expectSame(stateAppearance.badgeTextAttributes[.foregroundColor] as? UIColor, UIColor.black, "\(what) badge text")
                let badgeFont = stateAppearance.badgeTextAttributes[.font] as? UIFont
                expectEqual(badgeFont?.pointSize, 12, "\(what) badge size")
                expectEqual(badgeFont?.fakeWeight, .semibold, "\(what) badge weight")
            }
        }
    }
}
