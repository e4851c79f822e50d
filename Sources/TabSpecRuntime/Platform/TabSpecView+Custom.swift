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
                badges: badges,
                badgeSpeech: badgeSpeech,
                isHidden: plan.hiding == .barOffset && isBarHidden
            )
        }
    }

    /// The pages, one per tab, tagged with the tab.
    @ViewBuilder private var pages: some View {
        if plan.container == .customPages {
            TabView(selection: $selection) {
                ForEach(Self.tabs, id: \.self) { tab in
                    page(for: tab).tag(tab)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        } else {
            TabView(selection: $selection) {
                ForEach(Self.tabs, id: \.self) { tab in
                    page(for: tab).tag(tab)
                }
            }
        }
    }
}
#endif
