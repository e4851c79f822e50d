@_spi(Fake) import UIKit
import SwiftUI
import TabSpecRuntime

// The SwiftUI adapters through the shim. The shim draws nothing and evaluates no view body by itself, so these
// checks build every adapter for each bundled spec's generated enum and evaluate the adapters' own `body` (on
// Linux every `#available` is true: the iOS 27 paths run, the others only compile), and check what the bodies do
// outside SwiftUI: the system bar's appearance on UIKit's proxy.

/// A binding to a local selection, and a way to read it back.
@MainActor
private final class SelectionBox<T: TabBarTab> {
    /// The selection.
    var value = T.initial
    /// A binding to ``value``.
    var binding: Binding<T> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// Builds `TabSpecView` and `TabSpecBar` for `T` with badges and evaluates their bodies.
@MainActor
private func buildSwiftUIAdapters<T: TabBarTab>(_: T.Type) {
    let selection = SelectionBox<T>()
    let screen = TabSpecView(selection: selection.binding, badges: [T.initial: .count(120)]) { tab in
        Text(verbatim: tab.title ?? tab.accessibilityLabel)
    }
    _ = screen.body
    let bar = TabSpecBar(selection: selection.binding, badges: [T.initial: .dot])
    _ = bar.body
    expectEqual(selection.value, T.initial, "\(T.self): building the views selects nothing")
}

/// Every bundled spec's enum builds both SwiftUI adapters (compiled generically, then run), and so do the
/// search-tab specs (iOS 18's `Tab(value:role:content:)` after the regular tabs' `ForEach`, with and without titles).
@MainActor
func checkSwiftUIAdaptersBuildForEveryBundledSpec() {
    UIView.fakeInstallAppearanceProxy(UITabBar(frame: .zero))
    buildSwiftUIAdapters(Tab.self)
    buildSwiftUIAdapters(HidingTab.self)
    buildSwiftUIAdapters(HighlightTab.self)
    buildSwiftUIAdapters(SwipeableTab.self)
    buildSwiftUIAdapters(ConsumerSearchTab.self)
    buildSwiftUIAdapters(UntitledSearchTab.self)
    buildSwiftUIAdapters(MusicTab.self)
    buildSwiftUIAdapters(PostTab.self)
    expectEqual(IOSVersion.adapterRelease, IOSVersion(major: 27), "on Linux every #available is true")
}

/// A `system` TabSpecView puts its spec's appearance on `UITabBar.appearance()` (SwiftUI has no API for the
/// unselected color), once per spec: building it again leaves the proxy alone, another spec replaces it.
@MainActor
func checkSystemTabSpecViewInstallsTheAppearanceOnce() {
    let selection = SelectionBox<SwipeableTab>()
    _ = TabSpecView(selection: selection.binding) { _ in EmptyView() }.body

    let proxy = UITabBar(frame: .zero)
    UIView.fakeInstallAppearanceProxy(proxy)
    let hiding = SelectionBox<HidingTab>()
    _ = TabSpecView(selection: hiding.binding) { _ in EmptyView() }.body
    expectSame(proxy.tintColor, UIColor.systemBlue, "HidingTab on the proxy: tintColor")
    expectSame(proxy.unselectedItemTintColor, UIColor.systemGray, "HidingTab on the proxy: unselectedItemTintColor")
    let standard = proxy.standardAppearance
    let normalIcon = standard.stackedLayoutAppearance.normal.iconColor
    expectSame(normalIcon, UIColor.systemGray, "HidingTab on the proxy: stacked normal icon color")
    let barTint = HidingTab.configuration.colors.barTint
    expect(isClose(components(standard.backgroundColor, .dark), barTint.dark), "HidingTab on the proxy: dark bar color")
    expect(proxy.scrollEdgeAppearance != nil, "HidingTab on the proxy: a scroll-edge appearance")

    proxy.unselectedItemTintColor = .red
    _ = TabSpecView(selection: hiding.binding) { _ in EmptyView() }.body
    expectSame(proxy.unselectedItemTintColor, UIColor.red, "the same spec again leaves the proxy alone")

    _ = TabSpecView(selection: selection.binding) { _ in EmptyView() }.body
    expectSame(proxy.unselectedItemTintColor, UIColor.systemGray, "another spec replaces the proxy's colors")
    let swipeableBar = SwipeableTab.configuration.colors.barTint
    expect(
        isClose(components(proxy.standardAppearance.backgroundColor, .light), swipeableBar.light),
        "SwipeableTab on the proxy: light bar color"
    )

    let custom = SelectionBox<HighlightTab>()
    proxy.unselectedItemTintColor = .red
    _ = TabSpecView(selection: custom.binding) { _ in EmptyView() }.body
    expectSame(proxy.unselectedItemTintColor, UIColor.red, "a custom bar leaves the system appearance alone")
}
