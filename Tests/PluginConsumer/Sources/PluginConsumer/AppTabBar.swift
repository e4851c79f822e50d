import TabSpecRuntime

/// The generated enum's layout, usable on every platform.
public func appTabTitles() -> [String] {
    AppTab.allCases.map(\.title)
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Configures a tab bar controller's bar from the spec and hides it on scroll, as an app would.
@MainActor
public func configure(_ controller: UITabBarController, scrollView: UIScrollView) -> HideOnScrollDelegate {
    controller.tabBar.apply(AppTab.configuration)
    let delegate = HideOnScrollDelegate(tabBar: controller.tabBar, hideOnScroll: AppTab.configuration.hideOnScroll)
    scrollView.delegate = delegate
    return delegate
}
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

/// The spec's whole screen in SwiftUI, selecting the generated enum's cases (the enum is internal to this
/// module, so the view is too).
struct AppTabScreen: View {
    @State private var selection: AppTab = .initial

    var body: some View {
        TabSpecView(selection: $selection, badges: [.search: .count(2)]) { tab in
            ScrollView {
                Text(verbatim: tab.title).tabSpecScrollContent()
            }
        }
    }
}

/// The spec's bar alone, drawn in SwiftUI.
struct AppTabBar: View {
    @Binding var selection: AppTab

    var body: some View {
        TabSpecBar(selection: $selection)
    }
}
#endif
