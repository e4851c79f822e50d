@_spi(Fake) import UIKit
import TabSpecRuntime

/// The strategies of three iOS releases (the Linux behaviour checks pin each one: `#available` is always true
/// here).
let iOS16 = TabBarControllerStrategy(iOSVersion: IOSVersion(major: 16))
let iOS18 = TabBarControllerStrategy(iOSVersion: IOSVersion(major: 18))
let iOS26 = TabBarControllerStrategy(iOSVersion: IOSVersion(major: 26))

/// A controller for `T` with plain view controllers titled by tab, its view loaded on `environment`'s screen
/// and laid out.
@MainActor
func loadedController<T: TabBarTab>(
    _ type: T.Type, _ strategy: TabBarControllerStrategy, in environment: TabBarEnvironment
) -> TabSpecTabBarController<T> {
    let controller = TabSpecTabBarController<T>(viewControllerFor: { tab in
        let child = UIViewController(nibName: nil, bundle: nil)
        child.title = "\(tab)"
        return child
    }, strategy: strategy)
    place(controller.view, in: environment)
    controller.view.layoutIfNeeded()
    return controller
}

/// The version decision: UITabs from iOS 18, `setTabBarHidden` on 18–25, `tabBarMinimizeBehavior` from 26, the
/// slide before 18, the bottom accessory from 26, `prominentTabIdentifier` from 27; `current` is the iOS 27 strategy where every `#available` holds.
@MainActor
func checkStrategyByIOSVersion() {
    let cases: [(String, TabBarControllerStrategy.Items, TabBarControllerStrategy.Hiding, TabBarControllerStrategy.Accessory)] = [
        ("16.0", .tabBarItems, .slideTabBar, .unsupported), ("17.5", .tabBarItems, .slideTabBar, .unsupported),
        ("18.0", .tabs, .setTabBarHidden, .unsupported), ("25.9", .tabs, .setTabBarHidden, .unsupported),
        ("26.0", .tabs, .minimizeOnScrollDown, .bottomAccessory), ("26.4", .tabs, .minimizeOnScrollDown, .bottomAccessory),
    ]
    for (version, items, hiding, accessory) in cases {
        guard let parsed = IOSVersion(version) else { continue }
        expectEqual(TabBarControllerStrategy(iOSVersion: parsed),
                    TabBarControllerStrategy(items: items, hiding: hiding, accessory: accessory), "iOS \(version)")
    }
    if let later = IOSVersion("27.1") {
        expectEqual(TabBarControllerStrategy(iOSVersion: later),
                    TabBarControllerStrategy(items: .tabs, hiding: .minimizeOnScrollDown, prominence: .prominentTabIdentifier,
                                             accessory: .bottomAccessory), "iOS 27.1")
    }
    expectEqual(TabBarControllerStrategy.current, TabBarControllerStrategy(iOSVersion: IOSVersion(major: 27)), "every #available holds on Linux")
    expectEqual(iOS16.supported(), iOS16, "an older strategy is supported as it is")
}

/// A system spec on iOS 18 and later: `UITab`s from the spec, the initial tab, the appearance, the selection
/// both ways, and native badges (`UITab.badgeValue`: "99+" above 99, none for 0, "" for a dot).
@MainActor
func checkSystemControllerWithUITabs() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let controller = loadedController(SwipeableTab.self, iOS26, in: environment)
    expectEqual(controller.strategy, iOS26, "the strategy asked for")
    expectEqual(controller.tabs.map(\.identifier), ["feed", "home", "profile"], "a UITab per tab, with the spec's ids")
    expectEqual(controller.tabs.map(\.title), ["Kabar", "Beranda", "Profil"], "the spec's titles")
    expectEqual(controller.tabs.map { $0.image?.fakeSystemName }, ["newspaper", "house", "person"], "the spec's symbols")
    expectEqual(controller.selectedTab?.identifier, "home", "the spec's initial tab")
    expectEqual(controller.selection, .home, "selection is the initial tab")
    expectEqual(controller.tabBar.itemPositioning, .centered, "the appearance is applied")
    expectEqual(controller.tabBar.itemWidth, 76, "item width")
    expectEqual(controller.tabBar.itemSpacing, 10, "item spacing")

    controller.selection = .profile
    expectEqual(controller.selectedTab?.identifier, "profile", "setting selection selects the UITab")
    let profile = controller.viewController(for: .profile)
    expectEqual(profile.title, "profile", "viewControllerFor made the tab's controller")
    expect(profile.view.superview === controller.view, "the selected tab's view is shown")
    controller.selectedTab = controller.tabs.first
    expectEqual(controller.selection, .feed, "a tap in UIKit's bar is the new selection")

    controller.setBadge(.count(120), for: .feed)
    controller.setBadge(.count(0), for: .home)
    controller.setBadge(.dot, for: .profile)
    expectEqual(controller.tabs.map(\.badgeValue), ["99+", nil, ""], "native badges")
    controller.setBadge(.text("Baru"), for: .home)
    controller.setBadge(nil, for: .feed)
    expectEqual(controller.tabs.map(\.badgeValue), [nil, "Baru", ""], "changed and removed badges")
    expectEqual(controller.badges, [.home: .text("Baru"), .profile: .dot], "the badges kept")
}

/// Before iOS 18 (and for tabs without titles): a view controller per tab with the spec's `tabBarItem`, the
/// selection as `selectedIndex`, and native badges on the items, spoken by VoiceOver.
@MainActor
func checkSystemControllerWithTabBarItems() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let controller = loadedController(SwipeableTab.self, iOS16, in: environment)
    expectEqual(controller.tabs.count, 0, "no UITabs before iOS 18")
    let items = controller.viewControllers?.map { $0.tabBarItem } ?? []
    expectEqual(items.map { $0?.title }, ["Kabar", "Beranda", "Profil"], "tab bar item titles")
    expectEqual(items.map { $0?.image?.fakeSystemName }, ["newspaper", "house", "person"], "tab bar item images")
    expectEqual(items.map { $0?.selectedImage?.fakeSystemName }, ["newspaper", "house", "person"], "selected images")
    expectEqual(items.map { $0?.accessibilityLabel }, ["Kabar", "Beranda", "Profil"], "VoiceOver labels")
    expectEqual(controller.selectedIndex, 1, "the initial tab")
    controller.selection = .feed
    expectEqual(controller.selectedIndex, 0, "setting selection selects the view controller")
    controller.selectedIndex = 2
    expectEqual(controller.selection, .profile, "a tap in UIKit's bar is the new selection")

    controller.setBadge(.count(120), for: .feed)
    controller.setBadge(.count(7), for: .home)
    expectEqual(items.map { $0?.badgeValue }, ["99+", "7", nil], "native badges")
    expectEqual(items.map { $0?.accessibilityValue }, ["120 new", "7 new", nil], "spoken badges")

    let iconOnly = loadedController(IconOnlySystemTab.self, iOS26, in: environment)
    expectEqual(iconOnly.tabs.count, 0, "tabs without titles use tabBarItems on iOS 26 too")
    expectEqual(iconOnly.viewControllers?.map { $0.tabBarItem?.accessibilityLabel }, ["Inbox", "Archive"], "labels of icon-only tabs")
}

/// The Vietnamese article's scroll scenario (Specs/HidingTabBar.tabspec) on each strategy: iOS 26 minimizes
/// natively, iOS 18–25 calls `setTabBarHidden(_:animated:)`, earlier the bar slides to layout.md's hidden frame.
@MainActor
func checkControllerHidesOnScrollOnEveryStrategy() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let layout = HidingTab.layout(in: environment)

    /// A drag down past the threshold, a drag up, then a drag down and a status-bar tap; `state()` after each.
    func scroll<State: Equatable>(_ scrollView: UIScrollView, _ state: () -> State, expect expected: [State], _ what: String) {
        var seen: [State] = []
        scrollView.fakeBeginDragging()
        scrollView.fakeDrag(toContentOffsetY: 40)
        seen.append(state())
        scrollView.fakeDrag(toContentOffsetY: 10)
        seen.append(state())
        scrollView.fakeDrag(toContentOffsetY: 200)
        seen.append(state())
        scrollView.fakeEndDragging(decelerating: false)
        scrollView.fakeScrollToTop()
        seen.append(state())
        expectEqual(seen, expected, what)
    }

    let minimizing = loadedController(HidingTab.self, iOS26, in: environment)
    expectEqual(minimizing.tabBarMinimizeBehavior, .onScrollDown, "iOS 26: UIKit minimizes on scroll down")
    expect(minimizing.hideOnScroll == nil, "iOS 26: no delegate of ours")
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    expect(!minimizing.observe(list), "iOS 26: observe leaves the scroll view to UIKit")
    expect(list.delegate == nil, "iOS 26: the scroll view keeps no delegate")
    scroll(list, { minimizing.isTabBarHidden }, expect: [false, false, false, false], "iOS 26: nothing of ours hides the bar")

    let hiding = loadedController(HidingTab.self, iOS18, in: environment)
    expectEqual(hiding.tabBarMinimizeBehavior, .automatic, "iOS 18: no minimize behaviour")
    let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    expect(hiding.observe(feed), "iOS 18: observe takes a scroll view without a delegate")
    expect(feed.delegate === hiding.hideOnScroll, "iOS 18: the controller's delegate")
    scroll(feed, { hiding.isTabBarHidden }, expect: [true, false, true, false], "iOS 18: setTabBarHidden follows the scroll")
    let table = UIScrollView(frame: .zero)
    let own = HideOnScrollDelegate()
    table.delegate = own
    expect(!hiding.observe(table), "a scroll view with its own delegate is not taken over")
    expect(table.delegate === own, "its delegate stays")

    let sliding = loadedController(HidingTab.self, iOS16, in: environment)
    sliding.tabBar.frame = cgRect(layout.bar.shown)
    let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    expect(sliding.observe(page), "iOS 16: observe takes the scroll view")
    scroll(page, { visibleFrame(sliding.tabBar) }, expect: [
        cgRect(layout.bar.hidden), cgRect(layout.bar.shown), cgRect(layout.bar.hidden), cgRect(layout.bar.shown),
    ], "iOS 16: the bar slides to layout.md's hidden frame and back")
    expect(!sliding.isTabBarHidden, "iOS 16: isTabBarHidden is not used")

    let custom = loadedController(HidingCustomTab.self, iOS26, in: environment)
    let customLayout = HidingCustomTab.layout(in: environment)
    guard let bar = custom.customBar else { return expect(false, "the custom spec has a drawn bar") }
    expect(custom.hideOnScroll?.tabBar === bar, "a custom bar slides on every version")
    let content = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    expect(custom.observe(content), "custom: observe takes the scroll view on iOS 26 too")
    scroll(content, { visibleFrame(bar) }, expect: [
        cgRect(customLayout.bar.hidden), cgRect(customLayout.bar.shown), cgRect(customLayout.bar.hidden), cgRect(customLayout.bar.shown),
    ], "custom: the drawn bar slides to its hidden frame and back")
    custom.view.setNeedsLayout()
    custom.view.layoutIfNeeded()
    expectEqual(visibleFrame(bar), cgRect(customLayout.bar.shown), "a new layout keeps the bar where it is")
}

/// The Indonesian article's swipes (Specs/SwipeableTabBar.tabspec): left and right recognizers on the content,
/// each swipe going to the neighbour it brings in with a slide in the right direction, stopping at the ends,
/// mirrored in right-to-left.
@MainActor
func checkControllerSwipesToTheNeighbour() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let controller = loadedController(SwipeableTab.self, iOS26, in: environment)
    expectEqual(controller.swipeRecognizers.map(\.direction), [.left, .right], "a left and a right swipe recognizer")
    expect(controller.swipeRecognizers.allSatisfy { $0.view === controller.view }, "on the controller's view")
    expectEqual(controller.view.gestureRecognizers?.count, 2, "and nothing else")

    /// Swipes `direction`, then returns whether it moved, the new selection, the incoming page's offset before
    /// the slide and whether the outgoing page's snapshot was on screen and was removed after it.
    func swipe(_ direction: SwipeDirection) -> (moved: Bool, selection: SwipeableTab, incomingOffset: CGFloat?, snapshot: Bool) {
        let outgoing = controller.viewController(for: controller.selection).view
        UIView.fakeResetAnimationLog()
        UIView.fakeDefersAnimations = true
        let moved = controller.handleSwipe(direction)
        let incoming = controller.viewController(for: controller.selection).view
        let offset = moved ? incoming?.transform.tx : nil
        let snapshot = controller.view.subviews.first { $0.fakeSnapshotSource === outgoing }
        UIView.fakeDefersAnimations = false
        UIView.fakeRunPendingAnimations()
        let removed = snapshot != nil && snapshot?.superview == nil && incoming?.transform.isIdentity == true
        if moved {
            expectEqual(UIView.fakeAnimationLog.map(\.duration), [0.3], "\(direction): the slide takes 0.3 s")
        } else {
            expectEqual(UIView.fakeAnimationLog.count, 0, "\(direction): no slide at the end")
        }
        return (moved, controller.selection, offset, removed)
    }

    var result = swipe(.left)
    expect(result == (true, .profile, 393, true), "left from 'home' brings in 'profile' from the right: \(result)")
    result = swipe(.left)
    expect(result == (false, .profile, nil, false), "left from the last tab does nothing: \(result)")
    result = swipe(.right)
    expect(result == (true, .home, -393, true), "right from 'profile' brings 'home' back from the left: \(result)")
    result = swipe(.right)
    expect(result == (true, .feed, -393, true), "right again brings in 'feed': \(result)")
    result = swipe(.right)
    expect(result == (false, .feed, nil, false), "right from the first tab does nothing: \(result)")

    guard let rightToLeft = catalogEnvironment("iphone-16", .portrait, .rightToLeft) else { return }
    controller.view.fakeSetTraitCollection(traits(of: rightToLeft))
    result = swipe(.left)
    expect(result == (false, .feed, nil, false), "right-to-left: 'feed' is the rightmost tab, nothing on its right: \(result)")
    result = swipe(.right)
    expect(result == (true, .home, -393, true), "right-to-left: right from 'feed' brings in 'home' from the left: \(result)")
    result = swipe(.left)
    expect(result == (true, .feed, 393, true), "right-to-left: left brings 'feed' back from the right: \(result)")
    expectEqual(controller.selectedTab?.identifier, "feed", "UIKit's selection follows")

    let items = loadedController(SwipeableTab.self, iOS16, in: environment)
    expect(items.handleSwipe(.left) && items.selectedIndex == 2, "before iOS 18 a swipe selects the view controller")
    let hiding = loadedController(HidingTab.self, iOS26, in: environment)
    expect(hiding.swipeRecognizers.isEmpty && hiding.view.gestureRecognizers == nil, "no recognizers without swipe: true")
}

/// A custom spec (the Japanese article's): UIKit's bar hidden, the drawn bar at layout.md's shown frame with the
/// layout's items, the children's content above it, and taps, selection and badges flowing both ways.
@MainActor
func checkCustomControllerInstallsTheDrawnBar() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let controller = loadedController(Tab.self, iOS26, in: environment)
    let layout = Tab.layout(in: environment)
    guard let bar = controller.customBar else { return expect(false, "a custom spec gets a drawn bar") }
    expect(controller.isTabBarHidden, "iOS 18+: UIKit's bar is hidden with setTabBarHidden")
    expect(bar.superview === controller.view && controller.view.subviews.last === bar, "the bar is on top")
    expectEqual(bar.frame, cgRect(layout.bar.shown), "the bar at layout.md's shown frame (0, 762, 393, 90)")
    expectEqual(bar.itemViews.map(\.frame), layout.items.map { cgRect($0.frame) }, "its items at the layout's frames")
    expectEqual(controller.viewControllers?.count, 5, "a view controller per tab")
    expectEqual(controller.viewControllers?.map(\.additionalSafeAreaInsets.bottom), [56, 56, 56, 56, 56], "content ends above the bar")

    let counter = ValueChangedCounter(bar)
    (bar.itemViews[2] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(counter.count, 1, "the tap sends .valueChanged")
    expectEqual(controller.selection, .ranking, "a tap on the drawn bar selects the tab")
    expect(controller.selectedViewController === controller.viewController(for: .ranking), "and its view controller")
    controller.selection = .book
    expectEqual(bar.selectedTab, .book, "setting selection moves the drawn bar")
    expectEqual(bar.indicatorView.frame, layout.items[3].indicator.map(cgRect), "the indicator under 'book'")
    controller.setBadge(.count(3), for: .home)
    expectEqual(bar.badges, [.home: .count(3)], "badges go to the drawn bar")
    expectEqual(bar.itemViews[0].accessibilityValue, "3 new", "and are spoken")

    let older = loadedController(HighlightTab.self, iOS16, in: environment)
    expect(older.tabBar.isHidden && !older.isTabBarHidden, "before iOS 18 UIKit's bar is hidden by isHidden")
    expectEqual(older.customBar?.frame, cgRect(HighlightTab.layout(in: environment).bar.shown), "the Chinese bar at its shown frame")
}

/// A search tab (`role: search`, the consumer's Tests/TabSpecConsumerTests/Specs/SearchTabs.tabspec, written
/// second): on iOS 18 and later a `UISearchTab` after the other `UITab`s, found by its class (its identifier is
/// the system's), selected, tapped and badged like the others; before iOS 18 a plain `tabBarItem` in its place.
@MainActor
func checkSearchTabIsAUISearchTabLast() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    for strategy in [iOS18, iOS26] {
        let version = "iOS \(strategy == iOS18 ? 18 : 26)"
        let controller = loadedController(ConsumerSearchTab.self, strategy, in: environment)
        expectEqual(controller.tabs.map { $0 is UISearchTab }, [false, false, false, true], "\(version): the UISearchTab last")
        expectEqual(controller.tabs.dropLast().map(\.identifier), ["feed", "me", "saved"], "\(version): the others in bar order")
        expectEqual(controller.tabs.dropLast().map(\.title), ["Feed", "Me", "Saved"], "\(version): their titles")
        expectEqual(controller.tabs.last?.title, "Search", "\(version): the system's title (the fake's)")
        expectEqual(controller.tabs.last?.identifier, "fake.UISearchTab", "\(version): the system's identifier")
        expectEqual(controller.selection, .feed, "\(version): the initial tab")

        controller.selection = .search
        expect(controller.selectedTab is UISearchTab, "\(version): selecting .search selects the UISearchTab")
        let search = controller.viewController(for: .search)
        expect(controller.tabs.last?.viewController === search, "\(version): its view controller is viewControllerFor's")
        expectEqual(search.title, "search", "\(version): made for .search")
        expect(search.view.superview === controller.view, "\(version): the search page is shown")
        controller.selectedTab = controller.tabs[1]
        expectEqual(controller.selection, .me, "\(version): a tap on another tab")
        controller.selectedTab = controller.tabs.last
        expectEqual(controller.selection, .search, "\(version): a tap on the search tab")

        controller.setBadge(.count(2), for: .search)
        controller.setBadge(.dot, for: .saved)
        expectEqual(controller.tabs.map(\.badgeValue), [nil, nil, "", "2"], "\(version): native badges, the search tab's too")
        controller.setBadge(nil, for: .search)
        expectEqual(controller.tabs.last?.badgeValue, nil, "\(version): the search badge removed")
    }

    let older = loadedController(ConsumerSearchTab.self, iOS16, in: environment)
    expectEqual(older.tabs.count, 0, "iOS 16: no UITabs")
    let items = older.viewControllers?.map { $0.tabBarItem } ?? []
    expectEqual(items.map { $0?.title }, ["Feed", "Search", "Me", "Saved"], "iOS 16: a plain item per tab, in spec order")
    expectEqual(items.map { $0?.image?.fakeSystemName }, ["newspaper", "magnifyingglass", "person", "bookmark"], "iOS 16: the spec's symbols")
    older.selection = .search
    expectEqual(older.selectedIndex, 1, "iOS 16: the search tab's view controller in its place")
    older.setBadge(.count(5), for: .search)
    expectEqual(items[1]?.badgeValue, "5", "iOS 16: its badge on its item")

    let untitled = loadedController(UntitledSearchTab.self, iOS26, in: environment)
    expectEqual(untitled.tabs.map { $0 is UISearchTab }, [false, true], "an untitled search tab is still a UISearchTab, last")
    expectEqual(untitled.tabs.first?.identifier, "home", "the titled tab first")
    expectEqual(untitled.selection, .home, "its initial tab")
    expect(untitled.selectedTab === untitled.tabs.first, "selected in UIKit")

    let two = loadedController(TwoSearchTab.self, iOS26, in: environment)
    expectEqual(two.tabs.map { $0 is UISearchTab }, [false, false, true], "two search tabs: one UISearchTab, last")
    expectEqual(two.tabs.dropLast().map(\.identifier), ["home", "lookUp"], "the second search tab stays a regular tab")
    two.selection = .lookUp
    expectEqual(two.selectedTab?.identifier, "lookUp", "and is selected by its id")
    two.selection = .find
    expect(two.selectedTab is UISearchTab, "the first is the UISearchTab")
}
