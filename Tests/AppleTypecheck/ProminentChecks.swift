@_spi(Fake) import UIKit
@_spi(Fake) import SwiftUI
import TabSpecRuntime

// The prominent tab (layout.md v1.3, iOS 27) and the bottom accessory (iOS 26) through the generated `MusicTab`
// and `PostTab` (Tests/TabSpecCoreTests/Fixtures/Swift/Prominent.tabspec): `library` is MusicTab's prominent tab
// (optional, beside the search tab), `compose` PostTab's prominent action tab; MusicTab has `bottomAccessory: true`.

/// The iOS 27 strategy: everything of iOS 26 and `prominentTabIdentifier`.
let iOS27 = TabBarControllerStrategy(iOSVersion: IOSVersion(major: 27))

/// UIKit: on iOS 27 `prominentTabIdentifier` is the prominent tab's identifier while it is shown, `nil` while the
/// app hides it; on iOS 26 and before (and with `tabBarItem`s) the controller never sets it.
@MainActor
func checkProminentTabIsUIKitsProminentTabOnIOS27() {
    expectEqual(iOS27, TabBarControllerStrategy(items: .tabs, hiding: .minimizeOnScrollDown, prominence: .prominentTabIdentifier,
                                                accessory: .bottomAccessory), "the iOS 27 strategy")
    expectEqual(iOS26.prominence, .unsupported, "no prominent tab API on iOS 26")
    expectEqual(iOS26.supported(), iOS26, "an iOS 26 strategy is supported as it is")

    let controller = navigationController(MusicTab.self, iOS27)
    expectEqual(controller.strategy, iOS27, "the strategy asked for")
    expectEqual(controller.tabs.map(\.identifier).dropLast(), ["home", "radio", "library"], "a UITab per tab, the search tab last")
    expectEqual(controller.prominentTabIdentifier, "library", "iOS 27: the prominent tab's identifier")
    controller.visibleTabs = [.home, .radio, .search]
    expectEqual(controller.prominentTabIdentifier, nil, "iOS 27: no prominent tab while the app hides it")
    controller.visibleTabs = MusicTab.allCases
    expectEqual(controller.prominentTabIdentifier, "library", "iOS 27: the prominent tab again once shown")
    expectEqual(controller.selection, .home, "the prominent tab is not selected for being prominent")
    expect(userTaps(MusicTab.library, on: controller), "the prominent tab is a destination: a tap selects it")
    expectEqual(controller.selection, .library, "the prominent tab selected by a tap")

    for (name, strategy) in [("iOS 26", iOS26), ("iOS 18", iOS18), ("iOS 16", iOS16)] {
        let older = navigationController(MusicTab.self, strategy)
        expectEqual(older.prominentTabIdentifier, nil, "\(name): the prominent tab is a tab like the others")
    }
}

/// UIKit: a spec without a prominent tab leaves `prominentTabIdentifier` to the app, on iOS 27 too.
@MainActor
func checkASpecWithoutAProminentTabLeavesTheIdentifierAlone() {
    let controller = navigationController(SwipeableTab.self, iOS27)
    expectEqual(controller.prominentTabIdentifier, nil, "nothing set for a spec without a prominent tab")
    controller.prominentTabIdentifier = "home"
    controller.visibleTabs = SwipeableTab.allCases
    expectEqual(controller.prominentTabIdentifier, "home", "the app's own prominent tab stays")
}

/// UIKit: a prominent action tab (lint warns `prominent-action`) is UIKit's prominent tab as the spec asks, and a
/// tap on it still only calls `onAction`: the selection stays.
@MainActor
func checkAProminentActionTabStaysAnAction() {
    let controller = navigationController(PostTab.self, iOS27)
    var actions: [PostTab] = []
    controller.onAction = { actions.append($0) }
    expectEqual(controller.prominentTabIdentifier, "compose", "the prominent action tab's identifier")
    expect(!userTaps(PostTab.compose, on: controller), "UIKit is told not to select the prominent action tab")
    expectEqual(actions, [.compose], "the tap called onAction")
    expectEqual(controller.selection, .feed, "the selection stays")
}

/// SwiftUI: the plan gives the prominent tab `Tab(…, role: .prominent)` on iOS 27 only, for a system bar with a
/// prominent tab; the view's body (iOS 27 on Linux) builds the library tab with the `.prominent` role, the search
/// tab with `.search` and the others with none.
@MainActor
func checkSwiftUIGivesTheProminentTabItsRoleOnIOS27() {
    for (version, expected) in [(16, TabSpecViewPlan.Prominence.none), (18, .none), (26, .none), (27, .tabRole)] {
        let plan = TabSpecViewPlan(configuration: MusicTab.configuration, iOSVersion: IOSVersion(major: version))
        expectEqual(plan.prominence, expected, "MusicTab on iOS \(version)")
    }
    expectEqual(TabSpecViewPlan(configuration: PostTab.configuration, iOSVersion: IOSVersion(major: 27)).prominence, .tabRole,
                "PostTab on iOS 27")
    expectEqual(TabSpecViewPlan(configuration: SwipeableTab.configuration, iOSVersion: IOSVersion(major: 27)).prominence, .none,
                "no prominent tab in the spec")
    var custom = MusicTab.configuration
    custom.kind = .custom
    expectEqual(TabSpecViewPlan(configuration: custom, iOSVersion: IOSVersion(major: 27)).prominence, .none, "a custom bar")

    expectEqual(IOSVersion.adapterRelease, IOSVersion(major: 27), "on Linux every #available is true")
    var selection = MusicTab.initial
    let binding = Binding(get: { selection }, set: { selection = $0 })
    fakeCreatedTabs.removeAll()
    _ = TabSpecView(selection: binding) { tab in Text(verbatim: tab.title ?? "") }.body
    let built = fakeCreatedTabs.compactMap { entry -> (MusicTab, AnyHashable?)? in
        (entry.value as? MusicTab).map { ($0, entry.role) }
    }
    expectEqual(built.map(\.0), [.home, .radio, .library, .search], "a Tab per tab, the search tab last")
    expectEqual(built.map(\.1), [nil, nil, AnyHashable(TabRole.prominent), AnyHashable(TabRole.search)],
                "the prominent tab's role is .prominent, the search tab's .search")
}

/// UIKit: for a spec with `bottomAccessory: true`, on iOS 26 and later the app's `accessoryView` is UIKit's
/// `bottomAccessory` (one `UITabAccessory` per content view) while the configuration says `hasBottomAccessory`;
/// before iOS 26 nothing is set; a spec without one leaves UIKit's property to the app.
@MainActor
func checkTheAppsAccessoryIsUIKitsBottomAccessoryFromIOS26() {
    expectEqual(iOS26.accessory, .bottomAccessory, "iOS 26 has the bottom accessory")
    expectEqual(iOS18.accessory, .unsupported, "iOS 18 has none")
    for (name, strategy) in [("iOS 27", iOS27), ("iOS 26", iOS26)] {
        let controller = navigationController(MusicTab.self, strategy)
        expect(controller.bottomAccessory == nil, "\(name): no accessory before the app gives one")
        let player = UIView()
        controller.accessoryView = player
        expect(controller.bottomAccessory?.contentView === player, "\(name): the app's view is the accessory's content")
        let accessory = controller.bottomAccessory
        controller.visibleTabs = [.home, .radio, .search]
        expect(controller.bottomAccessory === accessory, "\(name): the same view keeps its UITabAccessory")
        var configuration = MusicTab.configuration
        configuration.hasBottomAccessory = false
        controller.tabConfiguration = configuration
        expect(controller.bottomAccessory == nil, "\(name): a configuration without the accessory removes it")
        controller.tabConfiguration = MusicTab.configuration
        expect(controller.bottomAccessory?.contentView === player, "\(name): and brings it back")
        controller.accessoryView = nil
        expect(controller.bottomAccessory == nil, "\(name): no accessory once the app removes its view")
    }
    let older = navigationController(MusicTab.self, iOS18)
    older.accessoryView = UIView()
    expect(older.bottomAccessory == nil, "iOS 18: no bottom accessory")

    let other = navigationController(SwipeableTab.self, iOS27)
    let own = UITabAccessory(contentView: UIView())
    other.bottomAccessory = own
    other.accessoryView = UIView()
    expect(other.bottomAccessory === own, "a spec without bottomAccessory leaves UIKit's property to the app")
}

/// SwiftUI: the plan shows the accessory on a system bar from iOS 26 for a spec with `bottomAccessory: true`; the
/// view's body (iOS 27 on Linux) calls `tabViewBottomAccessory(isEnabled:content:)` with the app's view, enabled
/// while the app gives one, and a spec without a bottom accessory never calls it.
@MainActor
func checkSwiftUIShowsTheAppsAccessoryFromIOS26() {
    for (version, expected) in [(16, TabSpecViewPlan.Accessory.none), (18, .none), (26, .tabViewBottomAccessory), (27, .tabViewBottomAccessory)] {
        let plan = TabSpecViewPlan(configuration: MusicTab.configuration, iOSVersion: IOSVersion(major: version))
        expectEqual(plan.accessory, expected, "MusicTab on iOS \(version)")
    }
    var custom = MusicTab.configuration
    custom.kind = .custom
    expectEqual(TabSpecViewPlan(configuration: custom, iOSVersion: IOSVersion(major: 27)).accessory, .none, "a custom bar")
    expectEqual(TabSpecViewPlan(configuration: PostTab.configuration, iOSVersion: IOSVersion(major: 27)).accessory, .none,
                "no bottomAccessory in the spec")

    var selection = MusicTab.initial
    let binding = Binding(get: { selection }, set: { selection = $0 })
    fakeBottomAccessories.removeAll()
    _ = TabSpecView(selection: binding) { tab in Text(verbatim: tab.title ?? "") }
        .bottomAccessory { Text(verbatim: "Now playing") }
        .body
    expectEqual(fakeBottomAccessories.map(\.isEnabled), [true], "the accessory shown, through isEnabled (iOS 26.1)")
    expect(fakeBottomAccessories.first?.content is AnyView, "the app's view is the accessory's content")
    fakeBottomAccessories.removeAll()
    _ = TabSpecView(selection: binding) { tab in Text(verbatim: tab.title ?? "") }.body
    expectEqual(fakeBottomAccessories.map(\.isEnabled), [false], "no view from the app: the accessory disabled")
    fakeBottomAccessories.removeAll()
    var postSelection = PostTab.initial
    let postBinding = Binding(get: { postSelection }, set: { postSelection = $0 })
    _ = TabSpecView(selection: postBinding) { tab in Text(verbatim: tab.title ?? "") }
        .bottomAccessory { Text(verbatim: "never") }
        .body
    expect(fakeBottomAccessories.isEmpty, "a spec without bottomAccessory has no accessory modifier")
}
