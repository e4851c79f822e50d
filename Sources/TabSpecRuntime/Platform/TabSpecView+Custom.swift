#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The `custom` screen: the Japanese article's structure.
extension TabSpecView {
    /// A `TabView` whose system bar is hidden (or, with `swipe`, a page-style `TabView`, which has none), each
    /// page keeping the custom bar's height free at its bottom, and the ``TabSpecBar`` over that space; the bar
    /// slides away while hide-on-scroll has hidden it.
    var customTabView: some View {
        pages.overlay(alignment: .bottom) {
            TabSpecBar(
                selection: $selection,
                tabs: shownTabs,
                configuration: tabsPlan.configuration,
                badges: badges,
                badgeSpeech: badgeSpeech,
                images: images,
                onAction: onAction,
                onReselect: onReselect,
                isHidden: plan.hiding == .barOffset && isBarHidden
            )
        }
    }

    /// The pages, one per shown tab that is not an action (no one swipes to an action), tagged with the tab;
    /// the selection as shown (never an action or a hidden tab); a swipe that pages selects.
    @ViewBuilder private var pages: some View {
        let pageTabs = shownTabs.filter { !$0.isAction }
        let selection = taps.pageSelection
        if plan.container == .customPages {
            TabView(selection: selection) {
                ForEach(pageTabs, id: \.self) { tab in
                    page(for: tab).tag(tab)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        } else {
            TabView(selection: selection) {
                ForEach(pageTabs, id: \.self) { tab in
                    page(for: tab).tag(tab)
                }
            }
        }
    }
}
#endif
