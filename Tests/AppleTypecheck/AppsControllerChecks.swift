@_spi(Fake) import UIKit
import TabSpecRuntime

// The UIKit controller with the keys of shipping apps (v1.3), through the generated `AppTab` and `HintTab`
// (Tests/TabSpecCoreTests/Fixtures/Swift/Apps.tabspec): `compose` and `upload` are actions, `explore` (the search
// tab) and `profile` optional, `timeline` the initial tab with an asset image, a selected image, an identifier and
// a hint; the bar has `reselect: popToRoot`, `customizable`, `keyboardShortcuts`, `imageRendering: original` and
// its images in `Bundle.module`.

/// A controller for `T` whose pages are navigation controllers (titled by tab, their roots "<tab> root"), loaded
/// on an iPhone 16 and laid out.
@MainActor
func navigationController<T: TabBarTab>(_ type: T.Type, _ strategy: TabBarControllerStrategy) -> TabSpecTabBarController<T> {
    let controller = TabSpecTabBarController<T>(viewControllerFor: { tab in
        let root = UIViewController(nibName: nil, bundle: nil)
        root.title = "\(tab) root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "\(tab)"
        return navigation
    }, strategy: strategy)
    if let environment = catalogEnvironment("iphone-16") { place(controller.view, in: environment) }
    controller.view.layoutIfNeeded()
    return controller
}

/// The app's own delegate, recording what UIKit (through the controller) asks and tells it; it refuses the tabs
/// whose item title or tab identifier is in `refused`.
@MainActor
final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// What it was asked and told, in order.
    var calls: [String] = []
    /// Item titles (view controllers) or identifiers (tabs) it refuses to select.
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = viewController.tabBarItem?.title ?? "?"
        calls.append("shouldSelect \(name)")
        return !refused.contains(name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.tabBarItem?.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        calls.append("shouldSelectTab \(tab.identifier)")
        return !refused.contains(tab.identifier)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        calls.append("didSelectTab \(selectedTab.identifier) after \(previousTab?.identifier ?? "none")")
    }
}

/// The user taps `tab`'s item in UIKit's bar (the fake's documented flow: the delegate's `should…`, then the
/// selection and its `did…`); returns whether UIKit selected it.
@MainActor
@discardableResult
func userTaps<T: TabBarTab>(_ tab: T, on controller: TabSpecTabBarController<T>) -> Bool {
    if !controller.tabs.isEmpty {
        let identifier = tab.item?.id ?? ""
        guard let uiTab = controller.tabs.first(where: { tab.isSearch ? $0 is UISearchTab : $0.identifier == identifier }) else {
            expect(false, "\(tab) has a UITab")
            return false
        }
        return controller.fakeUserSelect(uiTab)
    }
    return controller.fakeUserSelect(controller.viewController(for: tab))
}

/// An action tab never becomes the selection: a tap calls `onAction` and UIKit is told not to select it, on
/// iOS 18+ tabs (`tabBarController(_:shouldSelectTab:)`) and before (`tabBarController(_:shouldSelect:)`); the
/// app's own delegate still gets every call and its `false` wins; setting `selection` to an action changes nothing.
@MainActor
func checkActionTapKeepsTheSelection() {
    let expectedCalls = [
        "iOS 26": ["shouldSelectTab compose", "shouldSelectTab settings", "didSelectTab settings after timeline",
                   "shouldSelectTab upload"],
        "iOS 16": ["shouldSelect Compose", "shouldSelect Settings", "didSelect Settings", "shouldSelect Upload"],
    ]
    for (strategy, version) in [(iOS26, "iOS 26"), (iOS16, "iOS 16")] {
        let controller = navigationController(AppTab.self, strategy)
        let delegate = RecordingTabBarDelegate()
        controller.delegate = delegate
        var actions: [AppTab] = []
        controller.onAction = { actions.append($0) }
        expectEqual(controller.selection, .timeline, "\(version): the initial tab (the first is an action)")

        expect(!userTaps(.compose, on: controller), "\(version): UIKit does not select the action tab")
        expectEqual(actions, [.compose], "\(version): the tap called onAction")
        expectEqual(controller.selection, .timeline, "\(version): the selection stays")
        expect(controller.tabs.isEmpty ? controller.selectedViewController === controller.viewController(for: .timeline)
            : controller.selectedTab?.identifier == "timeline", "\(version): UIKit's selection stays too")

        expect(userTaps(.settings, on: controller), "\(version): another tab is selected")
        expectEqual(controller.selection, .settings, "\(version): the new selection")

        delegate.refused = ["upload", "Upload"]
        expect(!userTaps(.upload, on: controller), "\(version): the app's delegate refuses upload")
        expectEqual(actions, [.compose], "\(version): a refused action is not performed")
        expectEqual(delegate.calls, expectedCalls[version] ?? [], "\(version): the app's delegate got every call")

        controller.selection = .upload
        expectEqual(controller.selection, .settings, "\(version): setting an action tab changes nothing")
    }
}

/// A tap on the selected tab calls `onReselect` first (the stack is still 3 deep then), then pops its
/// navigation controller to the root (`reselect: popToRoot`); at the root `popToRoot` does nothing more,
/// `popToRootThenScrollToTop` scrolls the root's first `scrollsToTop` scroll view to `-adjustedContentInset.top`,
/// `none` leaves the stack alone. Before iOS 18 the app's delegate still hears `didSelect` for the re-tap.
@MainActor
func checkReselectCallsTheHandlerThenPops() {
    for (strategy, version) in [(iOS26, "iOS 26"), (iOS16, "iOS 16")] {
        let controller = navigationController(AppTab.self, strategy)
        let delegate = RecordingTabBarDelegate()
        controller.delegate = delegate
        guard let navigation = controller.viewController(for: .timeline) as? UINavigationController,
              let root = navigation.viewControllers.first else {
            expect(false, "\(version): timeline's page is a navigation controller")
            continue
        }
        navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
        navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
        list.contentInset.top = 44
        list.contentOffset = CGPoint(x: 0, y: 300)
        let hidden = UIScrollView(frame: .zero)
        hidden.scrollsToTop = false
        root.view.addSubview(hidden)
        root.view.addSubview(list)
        var events: [String] = []
        controller.onReselect = { tab in events.append("\(tab) at depth \(navigation.viewControllers.count)") }

        expect(!userTaps(.timeline, on: controller), "\(version): UIKit's own re-tap handling does not run")
        expectEqual(events, ["timeline at depth 3"], "\(version): onReselect first, before the pop")
        expectEqual(navigation.viewControllers.count, 1, "\(version): then popped to the root")
        expectEqual(controller.selection, .timeline, "\(version): the selection stays")

        userTaps(.timeline, on: controller)
        expectEqual(events.count, 2, "\(version): every re-tap calls onReselect")
        expectEqual(list.contentOffset.y, 300, "\(version): popToRoot does nothing more at the root")

        var scrolling = AppTab.configuration
        scrolling.reselect = .popToRootThenScrollToTop
        controller.tabConfiguration = scrolling
        userTaps(.timeline, on: controller)
        expectEqual(list.contentOffset.y, -44, "\(version): at the root the first scrollsToTop scroll view scrolls to the top")
        expectEqual(hidden.contentOffset.y, 0, "\(version): a scroll view with scrollsToTop false is skipped")

        var none = AppTab.configuration
        none.reselect = .none
        controller.tabConfiguration = none
        navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
        userTaps(.timeline, on: controller)
        expectEqual(navigation.viewControllers.count, 2, "\(version): reselect none leaves the stack alone")
        expectEqual(events.count, 4, "\(version): and still calls onReselect")
        if strategy == iOS16 {
            expectEqual(delegate.calls.filter { $0.hasPrefix("didSelect") }.count, 4,
                        "iOS 16: the app's delegate hears didSelect for each re-tap, as UIKit documents")
        }
    }
}

/// The app's ordered array of tabs: a required tab it leaves out is still shown, after the others, in bar
/// order; the search tab stays last among `UITab`s; the selection stays while shown, else the initial tab; the
/// same `UITab` comes back; a badge set on a hidden tab shows when it does.
@MainActor
func checkRequiredTabLeftOutIsStillShown() {
    let controller = navigationController(AppTab.self, iOS26)
    expectEqual(controller.visibleTabs, Array(AppTab.allCases), "every tab by default")
    let timeline = controller.tabs.first { $0.identifier == "timeline" }
    controller.visibleTabs = [.profile]
    expectEqual(controller.visibleTabs, [.profile, .compose, .timeline, .upload, .settings], "the required tabs appended")
    expectEqual(controller.tabs.map(\.identifier), ["profile", "compose", "timeline", "upload", "settings"], "as UITabs")
    expectEqual(controller.selection, .timeline, "the selection stays")
    expect(controller.tabs.first { $0.identifier == "timeline" } === timeline, "the same UITab")

    controller.setBadge(.count(4), for: .explore)
    controller.visibleTabs = [.explore, .profile, .explore]
    expectEqual(controller.tabs.map(\.identifier), ["profile", "compose", "timeline", "upload", "settings", "fake.UISearchTab"],
                "the search tab last, a repeat ignored")
    expectEqual(controller.tabs.last?.badgeValue, "4", "the badge set while hidden")
    controller.selection = .explore
    expect(controller.selectedTab is UISearchTab, "the search tab selected")
    controller.visibleTabs = []
    expectEqual(controller.tabs.map(\.identifier), ["compose", "timeline", "upload", "settings"], "only the required tabs")
    expectEqual(controller.selection, .timeline, "a hidden selection gives way to the initial tab")
    controller.selection = .profile
    expectEqual(controller.selection, .timeline, "a hidden tab is never selected")

    let older = navigationController(AppTab.self, iOS16)
    older.selection = .settings
    older.visibleTabs = [.settings, .profile]
    expectEqual(older.viewControllers?.map { $0.tabBarItem?.title }, ["Settings", "Profile", "Compose", "Timeline", "Upload"],
                "iOS 16: view controllers in the order shown")
    expectEqual(older.selection, .settings, "iOS 16: the selection stays")
    expectEqual(older.selectedIndex, 0, "iOS 16: at its new place")
}

/// ⌘1…⌘9 select the first nine shown tabs that are not actions (titled with the tab's title): ⌘2 is `explore`,
/// the second after the action `compose`; none without `keyboardShortcuts`.
@MainActor
func checkCommandTwoSelectsTheSecondTabThatIsNotAnAction() {
    let controller = navigationController(AppTab.self, iOS26)
    expectEqual(controller.keyboardShortcuts.map(\.tab), [.timeline, .explore, .profile, .settings], "the shortcuts' tabs")
    expectEqual(controller.keyboardShortcuts.map(\.discoverabilityTitle), ["Timeline", "Explore", "Profile", "Settings"],
                "their discoverability titles")
    expect(controller.handleKeyboardShortcut("2"), "⌘2 is a shortcut")
    expectEqual(controller.selection, .explore, "⌘2 selects the second tab that is not an action")
    expect(!controller.handleKeyboardShortcut("5"), "⌘5 is none")
    expectEqual(controller.selection, .explore, "and selects nothing")
    controller.visibleTabs = [.settings, .profile]
    expectEqual(controller.selection, .timeline, "explore hidden: the initial tab")
    controller.handleKeyboardShortcut("2")
    expectEqual(controller.selection, .profile, "in the order shown: settings, profile, timeline")
    expect(navigationController(SwipeableTab.self, iOS26).keyboardShortcuts.isEmpty, "none without keyboardShortcuts")
}

/// Images from the asset catalog (`UIImage(named:in:with:)` from the enum's `Bundle.module`, template or original
/// as the tab or the bar says, the selected image on iOS 26.1's `UITab.selectedImage` and `tabBarItem`), run-time
/// images winning until removed, a missing asset giving no icon; identifiers and hints on the items.
@MainActor
func checkImagesAndAccessibilityOnTheItems() {
    let controller = navigationController(AppTab.self, iOS26)
    func uiTab(_ id: String) -> UITab? { controller.tabs.first { $0.identifier == id } }
    expectEqual(uiTab("timeline")?.image?.fakeAssetName, "Timeline", "timeline's image")
    expectEqual(uiTab("timeline")?.image?.renderingMode, .alwaysTemplate, "a template as the tab says")
    expect(uiTab("timeline")?.image?.fakeBundle === Bundle.module, "from the enum's bundle (imageBundle: module)")
    expectEqual(uiTab("timeline")?.selectedImage?.fakeAssetName, "TimelineFilled", "its selected image")
    expectEqual(uiTab("upload")?.image?.renderingMode, .alwaysOriginal, "the bar's original")
    expectEqual(uiTab("compose")?.image?.fakeSystemName, "square.and.pencil", "a symbol")
    expectEqual(controller.tabs.map(\.accessibilityIdentifier), ["tab.compose", "tab.timeline", nil, "tab.profile", nil, nil],
                "the identifiers UI tests find the items by")
    expectEqual(uiTab("timeline")?.accessibilityHint, "Shows the posts of the people you follow", "the hint")

    let avatar = UIImage()
    controller.setImage(avatar, for: .profile)
    expect(uiTab("profile")?.image === avatar, "the app's run-time image wins")
    expect(uiTab("profile")?.selectedImage === avatar, "selected too")
    controller.visibleTabs = [.settings]
    controller.visibleTabs = [.profile]
    expect(uiTab("profile")?.image === avatar, "and stays when the tab is shown again")
    controller.setImage(nil, for: .profile)
    expectEqual(uiTab("profile")?.image?.fakeAssetName, "Avatar", "until it is removed")

    UIImage.fakeMissingAssetNames = ["Upload"]
    let missing = navigationController(AppTab.self, iOS26)
    UIImage.fakeMissingAssetNames = []
    expect(missing.tabs.first { $0.identifier == "upload" }?.image == nil, "an asset the catalog lacks: no icon, no crash")

    let older = navigationController(AppTab.self, iOS16)
    let items = older.viewControllers?.map { $0.tabBarItem } ?? []
    expectEqual(items.map { $0?.image?.fakeAssetName }, [nil, "Timeline", "Upload", nil, "Avatar", nil], "iOS 16: images")
    expectEqual(items[1]?.selectedImage?.fakeAssetName, "TimelineFilled", "iOS 16: the selected image")
    expectEqual(items.map { $0?.accessibilityIdentifier }, ["tab.compose", "tab.timeline", nil, nil, "tab.profile", nil],
                "iOS 16: identifiers")
    expectEqual(items[1]?.accessibilityHint, "Shows the posts of the people you follow", "iOS 16: the hint")

    let hints = navigationController(HintTab.self, iOS26)
    expectEqual(hints.viewControllers?.map { $0.tabBarItem?.accessibilityHint },
                ["Shows new mail", "Shows sent mail", "Writes a new mail"], "localized hints (the spec's text without a table)")
}

/// `customizable: true`: on iOS 18 and later UIKit persists the user's order under `TabSpec.AppTab` and lets them
/// hide the optional tabs (`allowsHiding`) and move the required ones (`movable`); before, More → Edit offers the
/// shown tabs that are not actions. A bar that is not customizable offers nothing.
@MainActor
func checkCustomizationMapsToUIKit() {
    let controller = navigationController(AppTab.self, iOS26)
    expectEqual(controller.customizationIdentifier, "TabSpec.AppTab", "the customization identifier")
    expectEqual(controller.tabs.map(\.allowsHiding), [false, false, false, true, false, true], "optional tabs can be hidden")
    expectEqual(controller.tabs.map(\.preferredPlacement), [.movable, .movable, .movable, .default, .movable, .default],
                "required tabs move, optional ones move or go")
    let older = navigationController(AppTab.self, iOS16)
    expectEqual(older.customizableViewControllers?.map { $0.tabBarItem?.title }, ["Timeline", "Explore", "Profile", "Settings"],
                "iOS 16: More → Edit offers the tabs that are not actions")

    let fixed = navigationController(SwipeableTab.self, iOS26)
    expectEqual(fixed.customizationIdentifier, nil, "not customizable: no identifier")
    expectEqual(fixed.tabs.map(\.allowsHiding), [false, false, false], "nothing hides")
    expectEqual(navigationController(SwipeableTab.self, iOS16).customizableViewControllers?.count, 0, "iOS 16: no Edit")
}

/// A configuration set at run time applies at once (the tint of a theme, shortcuts turned off) and keeps the
/// enum's tabs whatever items it carries.
@MainActor
func checkRunTimeConfigurationAppliesLive() {
    let controller = navigationController(AppTab.self, iOS26)
    var theme = AppTab.configuration
    theme.colors.tint = .systemPink
    theme.hasKeyboardShortcuts = false
    theme.items = [.init(id: "stray")]
    controller.tabConfiguration = theme
    expectSame(controller.tabBar.tintColor, UIColor.systemPink, "the theme's tint on UIKit's bar")
    expect(controller.keyboardShortcuts.isEmpty, "shortcuts off")
    expectEqual(controller.tabConfiguration.items, AppTab.configuration.items, "the enum's tabs")
    expectEqual(controller.tabs.count, 6, "every tab still shown")
}
