import TabSpecRuntime
import UIKit

/// The item appearances of the stacked, inline and compact inline layouts of an appearance, named.
@MainActor
private func layouts(of appearance: UITabBarAppearance) -> [(String, UITabBarItemAppearance)] {
    [
        ("stacked", appearance.stackedLayoutAppearance),
        ("inline", appearance.inlineLayoutAppearance),
        ("compact inline", appearance.compactInlineLayoutAppearance),
    ]
}

/// Checks that every layout of `appearance` has these icon and title colors (the very objects) in the normal
/// and selected states.
@MainActor
private func expectItemColors(
    of appearance: UITabBarAppearance,
    _ name: String,
    normalIcon: UIColor,
    selectedIcon: UIColor,
    normalTitle: UIColor,
    selectedTitle: UIColor,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    for (layout, item) in layouts(of: appearance) {
        expectSame(item.normal.iconColor, normalIcon, "\(name) \(layout) normal iconColor", file: file, line: line)
        expectSame(item.selected.iconColor, selectedIcon, "\(name) \(layout) selected iconColor", file: file, line: line)
        let normalTitleColor = item.normal.titleTextAttributes[.foregroundColor] as? UIColor
        expectSame(normalTitleColor, normalTitle, "\(name) \(layout) normal title color", file: file, line: line)
        let selectedTitleColor = item.selected.titleTextAttributes[.foregroundColor] as? UIColor
        expectSame(selectedTitleColor, selectedTitle, "\(name) \(layout) selected title color", file: file, line: line)
    }
}

/// `UITabBar.apply` gives every layout (stacked, inline, compact inline) of both appearances (standard and
/// scroll edge) the spec's icon and title colors in the normal and selected states, and the bar its colors.
@MainActor
func checkApplySetsAppearanceColorsForEveryLayout() {
    // HidingTab: named tint and unselected colors (UIKit's own objects), a literal dynamic bar tint, no title
    // color (titles follow the icons).
    let hiding = UITabBar(frame: .zero)
    hiding.apply(HidingTab.configuration)
    expectSame(hiding.tintColor, UIColor.systemBlue, "HidingTab tintColor")
    expectSame(hiding.unselectedItemTintColor, UIColor.systemGray, "HidingTab unselectedItemTintColor")
    expect(hiding.isTranslucent, "HidingTab is translucent")
    let barTint = HidingTab.configuration.colors.barTint
    for (style, expected) in [(UIUserInterfaceStyle.light, barTint.light), (.dark, barTint.dark)] {
        expect(isClose(components(hiding.barTintColor, style), expected), "HidingTab barTintColor in \(style)")
    }
    for (name, appearance) in [("standard", hiding.standardAppearance), ("scroll edge", hiding.scrollEdgeAppearance)] {
        guard let appearance else {
            expect(false, "HidingTab has no \(name) appearance")
            continue
        }
        for (style, expected) in [(UIUserInterfaceStyle.light, barTint.light), (.dark, barTint.dark)] {
            expect(isClose(components(appearance.backgroundColor, style), expected), "\(name) backgroundColor in \(style)")
        }
        expect(appearance.backgroundEffect != nil, "a translucent bar keeps the default blur (\(name))")
        expectItemColors(
            of: appearance, "HidingTab \(name)", normalIcon: .systemGray, selectedIcon: .systemBlue,
            normalTitle: .systemGray, selectedTitle: .systemBlue
        )
    }

    // HighlightTab: a title color (white) for both states, different icon colors.
    let highlight = UITabBar(frame: .zero)
    highlight.apply(HighlightTab.configuration)
    expectItemColors(
        of: highlight.standardAppearance, "HighlightTab", normalIcon: .lightGray, selectedIcon: .white,
        normalTitle: .white, selectedTitle: .white
    )
    expectSame(highlight.standardAppearance.backgroundColor, UIColor.darkGray, "HighlightTab backgroundColor")

    // SwipeableTab: `white @ 0.92` is UIKit's white with its alpha scaled, in every appearance.
    let swipeable = UITabBar(frame: .zero)
    swipeable.apply(SwipeableTab.configuration)
    let translucentWhite = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.92)
    for style in [UIUserInterfaceStyle.light, .dark] {
        expect(isClose(components(swipeable.barTintColor, style), translucentWhite), "SwipeableTab barTintColor in \(style)")
        expect(
            isClose(components(swipeable.standardAppearance.backgroundColor, style), translucentWhite),
            "SwipeableTab backgroundColor in \(style)"
        )
    }
}

/// `UITabBar.apply` maps the spec's positioning, item width and spacing onto the bar.
@MainActor
func checkApplySetsItemPositioningAndSizes() {
    let swipeable = UITabBar(frame: .zero)
    swipeable.apply(SwipeableTab.configuration)
    expectEqual(swipeable.itemPositioning, .centered, "SwipeableTab itemPositioning")
    expectEqual(swipeable.itemWidth, 76, "SwipeableTab itemWidth")
    expectEqual(swipeable.itemSpacing, 10, "SwipeableTab itemSpacing")

    let hiding = UITabBar(frame: .zero)
    hiding.apply(HidingTab.configuration)
    expectEqual(hiding.itemPositioning, .automatic, "HidingTab itemPositioning")
    expectEqual(hiding.itemWidth, 0, "HidingTab keeps UIKit's default itemWidth")
    expectEqual(hiding.itemSpacing, 0, "HidingTab keeps UIKit's default itemSpacing")

    let highlight = UITabBar(frame: .zero)
    highlight.apply(HighlightTab.configuration)
    expectEqual(highlight.itemPositioning, .fill, "HighlightTab itemPositioning")
}

/// A spec with `translucent: false` gets an opaque appearance: no blur, the bar tint as background.
@MainActor
func checkApplyWithAnOpaqueBar() {
    var configuration = HidingTab.configuration
    configuration.isTranslucent = false
    let bar = UITabBar(frame: .zero)
    bar.apply(configuration)
    expect(!bar.isTranslucent, "isTranslucent follows the spec")
    expect(bar.standardAppearance.backgroundEffect == nil, "an opaque appearance has no blur")
    let barTint = configuration.colors.barTint
    expect(isClose(components(bar.standardAppearance.backgroundColor, .dark), barTint.dark), "opaque backgroundColor (dark)")
}

/// `TabBarColor.uiColor`: literal colors resolve to their light and dark values, named colors are UIKit's own
/// objects, and a named color with a changed alpha scales UIKit's color per trait.
@MainActor
func checkDynamicColorsResolveByTrait() {
    let literal = TabBarColor(light: RGBAColor(rgb: 0x112233), dark: RGBAColor(rgb: 0xAABBCC, alpha: 0.5))
    expect(isClose(components(literal.uiColor, .light), RGBAColor(rgb: 0x112233)), "literal color, light")
    expect(isClose(components(literal.uiColor, .dark), RGBAColor(rgb: 0xAABBCC, alpha: 0.5)), "literal color, dark")
    expectSame(TabBarColor.systemTeal.uiColor, UIColor.systemTeal, "a named color is UIKit's object")

    let halfBlue = TabBarColor.systemBlue.withAlpha(0.5).uiColor
    for style in [UIUserInterfaceStyle.light, .dark] {
        guard let base = components(UIColor.systemBlue, style) else {
            expect(false, "systemBlue resolves in \(style)")
            continue
        }
        expect(isClose(components(halfBlue, style), base.multiplyingAlpha(by: 0.5)), "systemBlue @ 0.5 in \(style)")
    }
}

/// `applyAppearance` (what the proxy gets) is `apply` without translucency, which is not an appearance
/// property.
@MainActor
func checkApplyAppearanceLeavesTranslucencyAlone() {
    let bar = UITabBar(frame: .zero)
    bar.isTranslucent = false
    bar.applyAppearance(HidingTab.configuration)
    expect(!bar.isTranslucent, "applyAppearance leaves isTranslucent alone")
    expectSame(bar.tintColor, UIColor.systemBlue, "applyAppearance sets tintColor")
    expect(bar.standardAppearance.backgroundEffect != nil, "the translucent spec's appearance keeps the blur")
    bar.apply(HidingTab.configuration)
    expect(bar.isTranslucent, "apply sets isTranslucent")
}
