#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The `system` screen: a native `TabView`.
extension TabSpecView {
    /// The native tab view in the spec's colors (the selected one as the tint): `Tab`s from iOS 18 (`.tabItem`
    /// and `.tag` before), the prominent tab on iOS 27, badges, the ⌘-number shortcuts, and on iOS 26 the bar
    /// minimizing on scroll when the spec hides it on scroll and the app's bottom accessory.
    @ViewBuilder var systemTabView: some View {
        // SwiftUI has no API for the unselected item color, the bar color or the title colors of a TabView:
        // the spec's appearance goes to the UITabBar appearance proxy before the TabView creates its bar.
        let _ = SystemTabBarAppearance.install(tabsPlan.configuration)
        let tint = tabsPlan.configuration.colors.tint.swiftUIColor
        let taps = self.taps
        let shortcuts = TabSpecKeyboardShortcuts(shortcuts: tabsPlan.keyboardShortcuts) { tab in
            taps.select(tab, animated: false)
        }
        let hasAccessorySlot = T.configuration.hasBottomAccessory
        if plan.hiding == .minimizeOnScrollDown, #available(iOS 26.0, *) {
            regularWidthTabView(taps.tabViewSelection).tint(tint).tabBarMinimizeBehavior(.onScrollDown)
                .tabSpecBottomAccessory(accessory, hasAccessorySlot: hasAccessorySlot)
                .background(alignment: .topLeading) { shortcuts }
        } else {
            regularWidthTabView(taps.tabViewSelection).tint(tint)
                .tabSpecBottomAccessory(accessory, hasAccessorySlot: hasAccessorySlot)
                .background(alignment: .topLeading) { shortcuts }
        }
    }

    /// The `TabView` as `regularWidth` wants it in a regular horizontal size class (``TabSpecViewPlan/RegularWidth``):
    /// the sidebar-adaptable style (iOS 18), or a compact horizontal size class for the tab view so that iPadOS
    /// draws the bottom bar (each page gets the outer size class back, ``systemPage(for:)``) — the override Pocket
    /// Casts and WooCommerce make on their `UITabBarController`, here through SwiftUI's environment. `hidden` is
    /// the pages' (``TabSpecPage``).
    @ViewBuilder private func regularWidthTabView(_ selection: Binding<T>) -> some View {
        switch plan.regularWidth {
        case .system, .hiddenInRegularWidth:
            nativeTabView(selection)
        case .sidebarAdaptable:
            if #available(iOS 18.0, *) {
                nativeTabView(selection).tabViewStyle(.sidebarAdaptable)
            } else {
                nativeTabView(selection)
            }
        case .compactTabView:
            nativeTabView(selection).environment(\.horizontalSizeClass, .compact)
        }
    }

    /// The `TabView` with one tab per shown tab, bound to `selection` (the intercepting binding of
    /// ``TabSpecTaps``): from iOS 18 ``tabs(_:)``; before, each page with `.tabItem` and `.tag`.
    ///
    /// `tabItem(_:)` is deprecated in iOS 27. It is used only in the `else` of `#available(iOS 18.0, *)`, which
    /// the compiler knows is never reached when the deployment target is 18 or later, and does not warn about
    /// there; with a deployment target of 16 or 17 it is not deprecated yet. So no deployment target warns
    /// (docs/Platforms.md, "Deprecations"). The plan's `tabItems` container is this `else`: the plan is made for
    /// the release the view runs on.
    @ViewBuilder private func nativeTabView(_ selection: Binding<T>) -> some View {
        if #available(iOS 18.0, *) {
            tabs(selection)
        } else {
            TabView(selection: selection) {
                ForEach(shownTabs, id: \.self) { tab in
                    systemPage(for: tab)
                        .tabItem { itemLabel(for: tab, selection: selection.wrappedValue) }
                        .tag(tab)
                        .badge(badgeText(for: tab))
                }
            }
        }
    }

    /// iOS 18 and later: one `Tab` per shown tab, grouped in `TabSection`s where sections group (``sectioned(_:)``),
    /// the search tab `Tab(value:role:content:)` with the `.search`
    /// role after the others (``searchTab(_:)``), the prominent tab with the `.prominent` role on iOS 27
    /// (``role(of:)``), and the tabs customizable (``TabSpecCustomizedTabView``).
    @available(iOS 18.0, *)
    @ViewBuilder private func tabs(_ selection: Binding<T>) -> some View {
        let regular = shownTabs.filter { $0 != T.searchTab }
        let customization = TabSpecTabCustomization<T>(isCustomizable: plan.customization == .tabViewCustomization)
        if regular.allSatisfy(hasPlainLabel) {
            TabSpecCustomizedTabView(isCustomizable: customization.isCustomizable, key: TabBarPlan<T>.customizationKey) {
                TabView(selection: selection) {
                    sectioned { tab in
                        Tab(tab.title ?? "", systemImage: tab.symbolName ?? "", value: tab, role: role(of: tab)) {
                            systemPage(for: tab)
                        }
                        .badge(badgeText(for: tab))
                        .tabPlacement(tabPlacement(of: tab))
                        .customizationID(customization.id(of: tab))
                        .customizationBehavior(customization.behavior(of: tab), for: .sidebar, .tabBar)
                    }
                    searchTab(customization)
                }
            }
        } else {
            TabSpecCustomizedTabView(isCustomizable: customization.isCustomizable, key: TabBarPlan<T>.customizationKey) {
                TabView(selection: selection) {
                    sectioned { tab in
                        Tab(value: tab, role: role(of: tab)) {
                            systemPage(for: tab)
                        } label: {
                            itemLabel(for: tab, selection: selection.wrappedValue)
                        }
                        .badge(badgeText(for: tab))
                        .tabPlacement(tabPlacement(of: tab))
                        .customizationID(customization.id(of: tab))
                        .customizationBehavior(customization.behavior(of: tab), for: .sidebar, .tabBar)
                    }
                    searchTab(customization)
                }
            }
        }
    }

    /// The regular tabs (not the search tab) by the plan's top-level entries (``TabBarPlan/entries``), each tab
    /// made by `tab`: where sections group (an iPad with `regularWidth: sidebarAdaptable`) a `TabSection` per
    /// section (`init(_:content:)`, iOS 18) titled with the section's title (empty without one) around its tabs;
    /// everywhere else every entry is one tab, in the order shown.
    @available(iOS 18.0, *)
    private func sectioned<Item>(_ tab: @escaping (T) -> Item) -> some TabContent<T>
    where Item: TabContent, Item.TabValue == T {
        let search = T.searchTab.map { [$0] }
        return ForEach(tabsPlan.entries.filter { $0.tabs != search }, id: \.self) { entry in
            if case .section(let section, let tabs) = entry {
                TabSection(section.title ?? "") {
                    ForEach(tabs, id: \.self, content: tab)
                }
            } else {
                ForEach(entry.tabs, id: \.self, content: tab)
            }
        }
    }

    /// A system tab's page with a ``TabBarAppearanceProbe`` behind it, so that the bar showing it takes the
    /// configuration's appearance at once — a theme set while the bar is visible included (the appearance proxy
    /// reaches only bars created later).
    ///
    /// With `regularWidth: bottomBar` the page gets the size class outside the tab view back, so its content
    /// (a split view) keeps a regular width while the bar is compact.
    @ViewBuilder func systemPage(for tab: T) -> some View {
        let page = page(for: tab).background { TabBarAppearanceProbe(configuration: tabsPlan.configuration) }
        if plan.regularWidth == .compactTabView {
            page.environment(\.horizontalSizeClass, outerHorizontalSizeClass)
        } else {
            page
        }
    }

    /// SwiftUI's placement of `tab` (iOS 18's `TabPlacement`): `pinned` and `sidebarOnly` as the spec says,
    /// else `.automatic`. "Not all `TabView` styles support all placements": they matter in the sidebar-adaptable
    /// style.
    @available(iOS 18.0, *)
    private func tabPlacement(of tab: T) -> TabPlacement {
        switch tab.item?.placement ?? .automatic {
        case .automatic: return .automatic
        case .pinned: return .pinned
        case .sidebarOnly: return .sidebarOnly
        }
    }

    /// The role of a regular tab: `.prominent` (iOS 27) for the spec's prominent tab where the plan shows it
    /// (``TabSpecViewPlan/Prominence/tabRole``), else none. The search tab keeps `.search` (``searchTab(_:)``):
    /// iOS 27 gives it the prominent treatment itself when no other tab has it.
    @available(iOS 18.0, *)
    private func role(of tab: T) -> TabRole? {
        if plan.prominence == .tabRole, tab.isProminent, #available(iOS 27.0, *) { return .prominent }
        return nil
    }

    /// Whether `tab` is drawn exactly by `Tab(_:systemImage:value:content:)`: a title and a symbol, no image, no
    /// run-time image, no accessibility identifier or hint.
    private func hasPlainLabel(_ tab: T) -> Bool {
        tab.title != nil && tab.symbolName != nil && tab.imageName == nil && images[tab] == nil
            && tab.accessibilityIdentifier == nil && tab.accessibilityHint == nil
    }

    /// `tab`'s label: the app's run-time image, else the spec's image or symbol for the state (`selectedImage`
    /// while `selection` is `tab`), and the title, with the accessibility identifier and hint.
    func itemLabel(for tab: T, selection: T) -> TabSpecTabItemLabel {
        let isSelected = tab == selection
        return TabSpecTabItemLabel(
            image: images[tab] ?? tab.specSwiftUIImage(selected: isSelected && tab.imageName != nil,
                                                       rendering: tabsPlan.imageRendering(of: tab)),
            title: tab.title,
            accessibilityIdentifier: tab.accessibilityIdentifier,
            accessibilityHint: tab.accessibilityHint
        )
    }

    /// The search tab (`role: search`), if the spec has one and it is shown: `Tab(value:role:content:)`, whose
    /// label SwiftUI infers from the `.search` role (the system's localized title and symbol, not the spec's).
    /// An empty `ForEach` when there is none, so every spec builds the same two-element `TabContentBuilder` block.
    @available(iOS 18.0, *)
    private func searchTab(_ customization: TabSpecTabCustomization<T>) -> some TabContent<T> {
        ForEach(shownTabs.filter { $0 == T.searchTab }, id: \.self) { tab in
            Tab(value: tab, role: .search) {
                systemPage(for: tab)
            }
            .badge(badgeText(for: tab))
            .tabPlacement(tabPlacement(of: tab))
            .customizationID(customization.id(of: tab))
            .customizationBehavior(customization.behavior(of: tab), for: .sidebar, .tabBar)
        }
    }
}

/// A native tab item's label: the icon and the title, whichever the tab has, with its accessibility identifier
/// and hint. Apple documents no identifier for a native tab item; whether SwiftUI passes the label's to UIKit's
/// bar button is not documented (see docs/SwiftUI.md).
struct TabSpecTabItemLabel: View {
    /// The icon.
    let image: Image?
    /// The title.
    let title: String?
    /// The identifier for UI tests.
    let accessibilityIdentifier: String?
    /// The VoiceOver hint.
    let accessibilityHint: String?

    /// The icon, then the title (the order `tabItem` and `Tab` read them in).
    var body: some View {
        if let image {
            image.tabSpecAccessibility(identifier: accessibilityIdentifier, hint: accessibilityHint)
        }
        if let title {
            Text(verbatim: title).tabSpecAccessibility(identifier: accessibilityIdentifier, hint: accessibilityHint)
        }
    }
}

/// The spec's colors on the system tab bars SwiftUI creates, through UIKit's appearance proxy.
@MainActor
enum SystemTabBarAppearance {
    /// The configuration installed last; installing it again does nothing.
    private static var installed: TabBarConfiguration?

    /// Sets `configuration`'s appearance (``UIKit/UITabBar/applyAppearance(_:)``) on `UITabBar.appearance()`, so
    /// that every tab bar created from now on, SwiftUI's included, shows the spec's colors. The proxy is
    /// process-wide: a second spec installed later wins for the bars created after it.
    static func install(_ configuration: TabBarConfiguration) {
        guard installed != configuration else { return }
        installed = configuration
        UITabBar.appearance().applyAppearance(configuration)
    }
}
#endif
