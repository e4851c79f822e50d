@_spi(Fake) import UIKit
@_spi(Fake) import SwiftUI
import TabSpecRuntime

// The drawn bars with the keys of shipping apps (v1.3): UIKit's `TabSpecBarView` alone and in a controller
// (`ComposeBarTab`, AdapterCheckFixtures.swift), and SwiftUI's `TabSpecView`/`TabSpecBar` through the shim's
// `TabView`, which keeps its selection binding so a check can do what a tap does.

/// The image an item view of `bar` shows for `tab`.
@MainActor
private func icon<T: TabBarTab>(of tab: T, in bar: TabSpecBarView<T>) -> UIImage? {
    imageViews(in: bar.itemViews[tab.index]).first?.image
}

/// The drawn UIKit bar: an action tab calls `onAction` without selecting or sending `.valueChanged`; a tap on
/// the selected tab calls `onReselect`; the tabs shown follow `visibleTabs` (a required tab left out still shown);
/// asset images for the state, run-time images, identifiers and hints on the items.
@MainActor
func checkDrawnBarActionsReselectAndVisibleTabs() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let (_, bar) = placedBar(ComposeBarTab.self, in: environment)
    let counter = ValueChangedCounter(bar)
    var actions: [ComposeBarTab] = []
    var reselects: [ComposeBarTab] = []
    bar.onAction = { actions.append($0) }
    bar.onReselect = { reselects.append($0) }

    (bar.itemViews[1] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(actions, [.compose], "a tap on the action tab calls onAction")
    expectEqual(bar.selectedTab, .home, "and keeps the selection")
    expectEqual(counter.count, 0, "and sends no .valueChanged")
    (bar.itemViews[0] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(reselects, [.home], "a tap on the selected tab calls onReselect")
    expectEqual(counter.count, 0, "and sends no .valueChanged")
    (bar.itemViews[2] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(bar.selectedTab, .inbox, "another tab is selected")
    expectEqual(counter.count, 1, "with .valueChanged")
    bar.selectedTab = .compose
    expectEqual(bar.selectedTab, .inbox, "an action is never the selection")

    expectEqual(icon(of: .inbox, in: bar)?.fakeAssetName, "InboxFilled", "the selected image of the selected tab")
    expectEqual(icon(of: .inbox, in: bar)?.renderingMode, .alwaysTemplate, "a template")
    expectEqual(icon(of: .profile, in: bar)?.fakeAssetName, "Avatar", "an image")
    expectEqual(icon(of: .profile, in: bar)?.renderingMode, .alwaysOriginal, "original as the tab says")
    expectEqual(icon(of: .home, in: bar)?.fakeSystemName, "house", "a symbol")
    let avatar = UIImage()
    bar.setImage(avatar, for: .profile)
    expect(icon(of: .profile, in: bar) === avatar, "the app's run-time image")
    bar.setImage(nil, for: .profile)
    expectEqual(icon(of: .profile, in: bar)?.fakeAssetName, "Avatar", "removed: the spec's image again")
    expectEqual(bar.itemViews[0].accessibilityIdentifier, "tab.home", "the identifier on the item")
    expectEqual(bar.itemViews[0].accessibilityHint, "Shows your feed", "the hint on the item")

    bar.visibleTabs = []
    expect(bar.itemViews[3].isHidden, "the optional tab hidden")
    expectEqual(bar.itemViews.prefix(3).map(\.isHidden), [false, false, false], "the required tabs shown")
    bar.visibleTabs = [.profile]
    expectEqual(bar.itemViews[3].frame.minX, 0, "the optional tab first, as asked")
    expectEqual(bar.itemViews[0].frame.minX, bar.itemViews[3].frame.width, "the required tabs after it")
    bar.visibleTabs = [.profile, .home]
    bar.selectedTab = .profile
    bar.visibleTabs = [.home]
    expectEqual(bar.selectedTab, .home, "a hidden selection gives way to the initial tab")
}

/// A controller with a drawn bar: an action on the bar calls the controller's `onAction`; a re-tap calls
/// `onReselect` and pops the tab's navigation stack, then scrolls at the root (`popToRootThenScrollToTop`).
@MainActor
func checkControllerWithADrawnBarHandlesActionsAndReselect() {
    let controller = navigationController(ComposeBarTab.self, iOS26)
    guard let bar = controller.customBar,
          let navigation = controller.viewController(for: .home) as? UINavigationController else {
        expect(false, "a drawn bar and a navigation controller for home")
        return
    }
    var actions: [ComposeBarTab] = []
    var reselects: [ComposeBarTab] = []
    controller.onAction = { actions.append($0) }
    controller.onReselect = { reselects.append($0) }
    (bar.itemViews[1] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(actions, [.compose], "the controller's onAction")
    expectEqual(controller.selection, .home, "the selection stays")
    navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
    (bar.itemViews[0] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(reselects, [.home], "the controller's onReselect")
    expectEqual(navigation.viewControllers.count, 1, "popped to the root")
    controller.visibleTabs = []
    expect(bar.itemViews[3].isHidden, "visibleTabs reaches the drawn bar")
    controller.handleKeyboardShortcut("1")
    expectEqual(controller.selection, .home, "no shortcuts without keyboardShortcuts")
}

/// A binding to a local selection, and a way to read it back.
@MainActor
final class AppSelection<T: TabBarTab> {
    /// The selection.
    var value = T.initial
    /// A binding to ``value``.
    var binding: Binding<T> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// SwiftUI: a native `TabView` sets its selection binding when the user taps a tab, the selected one included.
/// `TabSpecView` hands it a binding that turns a tap on an action into `onAction` (the app's selection stays),
/// a tap on the selected tab into `onReselect`, and any other tap into the new selection; it reads an action the
/// app wrote as the initial tab. A custom bar's pages select without re-taps. Every new parameter has a default:
/// v1.1's initializers still compile.
@MainActor
func checkSwiftUIActionsAndReselectThroughTheTabViewBinding() {
    UIView.fakeInstallAppearanceProxy(UITabBar(frame: .zero))
    let selection = AppSelection<AppTab>()
    var actions: [AppTab] = []
    var reselects: [AppTab] = []
    fakeTabViewSelections.removeAll()
    let screen = TabSpecView(
        selection: selection.binding,
        tabs: [.profile],
        configuration: AppTab.configuration,
        badges: [.timeline: .count(2)],
        badgeSpeech: .english,
        images: [.profile: Image(systemName: "person.crop.circle")],
        onAction: { actions.append($0) },
        onReselect: { reselects.append($0) }
    ) { tab in
        Text(verbatim: tab.title)
    }
    _ = screen.body
    guard let tabView = fakeTabViewSelections.last as? Binding<AppTab> else {
        expect(false, "the TabView got a selection binding")
        return
    }
    expectEqual(fakeTabViewSelections.count, 1, "one TabView")
    tabView.wrappedValue = .compose
    expectEqual(actions, [.compose], "a tap on the action tab calls onAction")
    expectEqual(selection.value, .timeline, "and keeps the app's selection")
    tabView.wrappedValue = .timeline
    expectEqual(reselects, [.timeline], "a tap on the selected tab calls onReselect")
    tabView.wrappedValue = .settings
    expectEqual(selection.value, .settings, "another tap selects")
    expectEqual(actions.count + reselects.count, 2, "and calls neither handler")
    selection.value = .upload
    expectEqual(tabView.wrappedValue, .timeline, "an action the app wrote reads as the initial tab")
    selection.value = .explore
    expectEqual(tabView.wrappedValue, .timeline, "so does a hidden tab")

    let custom = AppSelection<ComposeBarTab>()
    fakeTabViewSelections.removeAll()
    var customReselects = 0
    _ = TabSpecView(selection: custom.binding, onReselect: { _ in customReselects += 1 }) { _ in EmptyView() }.body
    if let pages = fakeTabViewSelections.last as? Binding<ComposeBarTab> {
        pages.wrappedValue = .compose
        expectEqual(custom.value, .home, "custom: paging never selects an action")
        pages.wrappedValue = .inbox
        expectEqual(custom.value, .inbox, "custom: a swipe to a page selects it")
        pages.wrappedValue = .inbox
        expectEqual(customReselects, 0, "custom: a page set again is no re-tap")
    } else {
        expect(false, "the custom screen's pages got a selection binding")
    }

    // v1.1's initializers, and every parameter of the drawn bar.
    _ = TabSpecView(selection: selection.binding, badges: [:], badgeSpeech: .english) { _ in EmptyView() }.body
    _ = TabSpecBar(selection: custom.binding, badges: [.inbox: .dot], badgeSpeech: .english).body
    _ = TabSpecBar(
        selection: custom.binding, tabs: [.profile], configuration: ComposeBarTab.configuration, badges: [:],
        badgeSpeech: .english, images: [.profile: Image("Avatar", bundle: nil)], onAction: { _ in }, onReselect: { _ in }
    ).body
    let hints = AppSelection<HintTab>()
    _ = TabSpecView(selection: hints.binding) { _ in EmptyView() }.body
    _ = TabSpecBar(selection: hints.binding).body
}
