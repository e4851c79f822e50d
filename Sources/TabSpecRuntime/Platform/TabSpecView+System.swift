#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The `system` screen: a native `TabView`.
extension TabSpecView {
    /// The native tab view in the spec's colors (the selected one as the tint): `Tab`s from iOS 18 (`.tabItem`
    /// and `.tag` before), badges, and on iOS 26 the bar minimizing on scroll when the spec hides it on scroll.
    @ViewBuilder var systemTabView: some View {
        // SwiftUI has no API for the unselected item color, the bar color or the title colors of a TabView:
        // the spec's appearance goes to the UITabBar appearance proxy before the TabView creates its bar.
        let _ = SystemTabBarAppearance.install(T.configuration)
        let tint = T.configuration.colors.tint.swiftUIColor
        if plan.hiding == .minimizeOnScrollDown, #available(iOS 26.0, *) {
            nativeTabView.tint(tint).tabBarMinimizeBehavior(.onScrollDown)
        } else {
            nativeTabView.tint(tint)
        }
    }

    /// The `TabView` with one tab per case; on iOS 18 the search tab is `Tab(value:role:content:)` with the
    /// `.search` role, after the others (``searchTab``).
    @ViewBuilder private var nativeTabView: some View {
        if #available(iOS 18.0, *), plan.container == .tabs {
            if T.regularTabs.allSatisfy({ $0.title != nil && $0.symbolName != nil }) {
                TabView(selection: $selection) {
                    ForEach(T.regularTabs, id: \.self) { tab in
                        Tab(tab.title ?? "", systemImage: tab.symbolName ?? "", value: tab) {
                            page(for: tab)
                        }
                        .badge(badgeText(for: tab))
                    }
                    searchTab
                }
            } else {
                TabView(selection: $selection) {
                    ForEach(T.regularTabs, id: \.self) { tab in
                        Tab(value: tab) {
                            page(for: tab)
                        } label: {
                            TabSpecTabItemLabel(tab: tab)
                        }
                        .badge(badgeText(for: tab))
                    }
                    searchTab
                }
            }
        } else {
            TabView(selection: $selection) {
                ForEach(Self.tabs, id: \.self) { tab in
                    page(for: tab)
                        .tabItem { TabSpecTabItemLabel(tab: tab) }
                        .tag(tab)
                        .badge(badgeText(for: tab))
                }
            }
        }
    }

    /// The search tab (`role: search`), if the spec has one: `Tab(value:role:content:)`, whose label SwiftUI
    /// infers from the `.search` role (the system's localized title and symbol, not the spec's). An empty
    /// `ForEach` when there is none, so every spec builds the same two-element `TabContentBuilder` block.
    @available(iOS 18.0, *)
    private var searchTab: some TabContent<T> {
        ForEach(T.searchTabs, id: \.self) { tab in
            Tab(value: tab, role: .search) {
                page(for: tab)
            }
            .badge(badgeText(for: tab))
        }
    }
}

/// A native tab item's label: the tab's SF Symbol and title, whichever it has.
struct TabSpecTabItemLabel<T: TabBarTab>: View {
    /// The tab.
    let tab: T

    /// The symbol, then the title (the order `tabItem` and `Tab` read them in).
    var body: some View {
        if let symbol = tab.symbolName {
            Image(systemName: symbol)
        }
        if let title = tab.title {
            Text(verbatim: title)
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
