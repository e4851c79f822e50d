@_spi(Fake) import UIKit
@_spi(Fake) import SwiftUI
import TabSpecRuntime

// v1.3 themes on a visible SwiftUI system bar: each page of a `system` TabSpecView holds a probe (a
// UIViewControllerRepresentable) that restyles the bar of its tab bar controller. The fake plays SwiftUI: it hosts
// the probe a body built inside the page's hosting controller, a child of a running UITabBarController, and
// updates it when the view is evaluated again with another configuration.

/// The probes (`UIViewControllerRepresentable`s) the pages of a `TabSpecView` built for `configuration` put behind
/// themselves, in the order built.
@MainActor
private func pageProbes(_ configuration: TabBarConfiguration) -> [any UIViewControllerRepresentable] {
    var selection = HidingTab.initial
    let binding = Binding(get: { selection }, set: { selection = $0 })
    fakeBackgrounds.removeAll()
    _ = TabSpecView(selection: binding, configuration: configuration) { tab in Text(verbatim: tab.title ?? "") }.body
    return fakeBackgrounds.compactMap { $0 as? any UIViewControllerRepresentable }
}

/// A theme chosen while SwiftUI's bar is on screen: the visible bar (not only the appearance proxy) gets the
/// theme's exact colors, material, hairline, title font and badge in every layout, then the spec's again.
@MainActor
func checkSwiftUIThemeRestylesTheVisibleBar() {
    let proxy = UITabBar(frame: .zero)
    UIView.fakeInstallAppearanceProxy(proxy)
    let probes = pageProbes(HidingTab.configuration)
    expectEqual(probes.count, HidingTab.allCases.count, "one probe behind each page")
    guard let probe = probes.first else { return }

    // SwiftUI's tab bar controller with the first page's hosting controller as its child.
    let tabBarController = UITabBarController(nibName: nil, bundle: nil)
    let page = UIViewController(nibName: nil, bundle: nil)
    tabBarController.viewControllers = [page]
    let bar = tabBarController.tabBar
    let controller = probe.fakeHost(in: page)
    expect(controller.tabBarController === tabBarController, "the probe reaches the tab bar controller")
    expect(controller.view.isUserInteractionEnabled == false, "the probe takes no touches")
    expectSame(bar.tintColor, UIColor.systemBlue, "the spec's tint on the visible bar")
    expectSame(bar.unselectedItemTintColor, UIColor.systemGray, "the spec's unselected tint on the visible bar")

    // The app picks the sepia theme: SwiftUI evaluates the view again and updates the probe it made.
    let sepia = sepiaTheme()
    guard let sepiaProbe = pageProbes(sepia).first else {
        expect(false, "a probe for the sepia theme")
        return
    }
    let before = bar.standardAppearance
    sepiaProbe.fakeUpdate(controller)
    expect(bar.standardAppearance !== before, "a new appearance object on the visible bar")
    expect(bar !== proxy, "the visible bar is not the proxy")
    expectSepiaAppearance(on: bar, "SwiftUI: ")

    // The same theme again changes nothing (the bar keeps its appearance object); the spec's own restores it.
    let themed = bar.standardAppearance
    sepiaProbe.fakeUpdate(controller)
    expect(bar.standardAppearance === themed, "the same configuration again leaves the bar alone")
    guard let specProbe = pageProbes(HidingTab.configuration).first else { return }
    specProbe.fakeUpdate(controller)
    expectSame(bar.tintColor, UIColor.systemBlue, "the spec's tint again")
    expectSame(bar.standardAppearance.shadowColor, UIColor.separator, "the default hairline again")
    expect(bar.standardAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor == nil, "UIKit's badge again")

    // A probe outside any tab bar controller (a page not yet in one) changes nothing and does not trap.
    let loose = UIViewController(nibName: nil, bundle: nil)
    let looseController = sepiaProbe.fakeHost(in: loose)
    expect(looseController.tabBarController == nil, "no tab bar controller")
    expectSame(bar.tintColor, UIColor.systemBlue, "a probe elsewhere leaves the bar alone")
}

/// `regularWidth` on a `system` TabSpecView (v1.3): on Linux (iOS 27 paths) `sidebarAdaptable` sets the
/// sidebar-adaptable style and nothing else does; every tab gets a `TabPlacement` (HidingTab's are all
/// `automatic`); `hidden` and `bottomBar` build (their size-class logic is SwiftUI's environment, which the shim
/// does not propagate).
@MainActor
func checkSwiftUIRegularWidth() {
    var selection = HidingTab.initial
    let binding = Binding(get: { selection }, set: { selection = $0 })
    for regularWidth in TabBarConfiguration.RegularWidth.allCases {
        var configuration = HidingTab.configuration
        configuration.regularWidth = regularWidth
        fakeTabViewStyles.removeAll()
        fakeTabPlacements.removeAll()
        _ = TabSpecView(selection: binding, configuration: configuration) { _ in EmptyView() }.body
        let sidebar = fakeTabViewStyles.filter { $0 is SidebarAdaptableTabViewStyle }.count
        expectEqual(sidebar, regularWidth == .sidebarAdaptable ? 1 : 0, "\(regularWidth): the sidebar-adaptable style")
        expectEqual(fakeTabPlacements, HidingTab.allCases.map { _ in "automatic" }, "\(regularWidth): each tab's placement")
    }
}
