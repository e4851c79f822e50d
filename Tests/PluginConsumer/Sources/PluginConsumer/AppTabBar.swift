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

/// The spec's custom bar in SwiftUI.
@available(iOS 16.0, *)
public struct AppTabBar: View {
    @Binding var selection: Int

    public init(selection: Binding<Int>) {
        self._selection = selection
    }

    public var body: some View {
        TabSpecTabBar(configuration: AppTab.configuration, selection: $selection)
    }
}
#endif
