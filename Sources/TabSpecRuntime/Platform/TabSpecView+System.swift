#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The `system` screen: a native `TabView`.
extension TabSpecView {
    /// The native tab view in the spec's colors (the selected one as the tint): `Tab`s from iOS 18 (`.tabItem`
    /// and `.tag` before), badges, the ⌘-number shortcuts, and on iOS 26 the bar minimizing on scroll when the
    /// spec hides it on scroll.
    @ViewBuilder var systemTabView: some View {
        // SwiftUI has no API for the unselected item color, the bar color or the title colors of a TabView:
        // the spec's appearance goes to the UITabBar appearance proxy before the TabView creates its bar.
        let _ = SystemTabBarAppearance.install(tabsPlan.configuration)
        let tint = tabsPlan.configuration.colors.tint.swiftUIColor
        let taps = self.taps
        let shortcuts = TabSpecKeyboardShortcuts(shortcuts: tabsPlan.keyboardShortcuts) { tab in
            taps.select(tab, animated: false)
        }
        if plan.hiding == .minimizeOnScrollDown, #available(iOS 26.0, *) {
            nativeTabView(taps.tabViewSelection).tint(tint).tabBarMinimizeBehavior(.onScrollDown)
                .background(alignment: .topLeading) { shortcuts }
        } else {
            nativeTabView(taps.tabViewSelection).tint(tint)
                .background(alignment: .topLeading) { shortcuts }
        }
    }

    /// The `TabView` with one tab per shown tab, bound to `selection` (the intercepting binding of
    /// ``TabSpecTaps``); on iOS 18 the search tab is `Tab(value:role:content:)` with the `.search` role, after
    /// the others (``searchTab(_:)``), and the tabs can be customized (``TabSpecCustomizedTabView``).
    @ViewBuilder private func nativeTabView(_ selection: Binding<T>) -> some View {
        if #available(iOS 18.0, *), plan.container == .tabs {
            let regular = shownTabs.filter { $0 != T.searchTab }
            let customization = TabSpecTabCustomization<T>(isCustomizable: plan.customization == .tabViewCustomization)
            if regular.allSatisfy(hasPlainLabel) {
                TabSpecCustomizedTabView(isCustomizable: customization.isCustomizable, key: TabBarPlan<T>.customizationKey) {
                    TabView(selection: selection) {
                        ForEach(regular, id: \.self) { tab in
                            Tab(tab.title ?? "", systemImage: tab.symbolName ?? "", value: tab) {
                                page(for: tab)
                            }
                            .badge(badgeText(for: tab))
                            .customizationID(customization.id(of: tab))
                            .customizationBehavior(customization.behavior(of: tab), for: .sidebar, .tabBar)
                        }
                        searchTab(customization)
                    }
                }
            } else {
                TabSpecCustomizedTabView(isCustomizable: customization.isCustomizable, key: TabBarPlan<T>.customizationKey) {
                    TabView(selection: selection) {
                        ForEach(regular, id: \.self) { tab in
                            Tab(value: tab) {
                                page(for: tab)
                            } label: {
                                itemLabel(for: tab, selection: selection.wrappedValue)
                            }
                            .badge(badgeText(for: tab))
                            .customizationID(customization.id(of: tab))
                            .customizationBehavior(customization.behavior(of: tab), for: .sidebar, .tabBar)
                        }
                        searchTab(customization)
                    }
                }
            }
        } else {
            TabView(selection: selection) {
                ForEach(shownTabs, id: \.self) { tab in
                    page(for: tab)
                        .tabItem { itemLabel(for: tab, selection: selection.wrappedValue) }
                        .tag(tab)
                        .badge(badgeText(for: tab))
                }
            }
        }
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
                page(for: tab)
            }
            .badge(badgeText(for: tab))
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
