import Testing
import TabSpecRuntime

/// What the SwiftUI `TabSpecView` builds for each article's spec on each iOS release it tells apart (the table
/// of docs/SwiftUI.md).
@Suite("TabSpecViewPlan")
struct TabSpecViewPlanTests {
    /// Specs/HidingTabBar.tabspec (the Vietnamese article): system, hide on scroll.
    let vietnamese = TabBarConfiguration(
        hideOnScroll: TabBarConfiguration.HideOnScroll(threshold: 1, duration: 0.3),
        items: [.init(id: "home", symbolName: "house", title: "Trang chủ"), .init(id: "settings", symbolName: "gearshape", title: "Cài đặt")]
    )

    /// The plan of `configuration` on iOS `major`.
    func plan(_ configuration: TabBarConfiguration, _ major: Int) -> TabSpecViewPlan {
        TabSpecViewPlan(configuration: configuration, iOSVersion: IOSVersion(major: major))
    }

    @Test func theVietnameseBarHidesWithTheStateMachineUntilIOS26() {
        #expect(plan(vietnamese, 16) == TabSpecViewPlan(container: .tabItems, hiding: .toolbarVisibility, scrollSource: .contentFrame, swipe: .none))
        #expect(plan(vietnamese, 17) == TabSpecViewPlan(container: .tabItems, hiding: .toolbarVisibility, scrollSource: .contentFrame, swipe: .none))
        #expect(plan(vietnamese, 18) == TabSpecViewPlan(container: .tabs, hiding: .toolbarVisibility, scrollSource: .scrollGeometry, swipe: .none))
        #expect(TabSpecViewPlan(configuration: vietnamese, iOSVersion: IOSVersion(major: 25, minor: 9))
            == TabSpecViewPlan(container: .tabs, hiding: .toolbarVisibility, scrollSource: .scrollGeometry, swipe: .none))
        #expect(plan(vietnamese, 26) == TabSpecViewPlan(container: .tabs, hiding: .minimizeOnScrollDown, scrollSource: .none, swipe: .none))
    }

    @Test func theIndonesianBarSwipesWithADragOverTheNativeBar() {
        #expect(plan(IndonesianTab.configuration, 16) == TabSpecViewPlan(container: .tabItems, hiding: .none, scrollSource: .none, swipe: .dragGesture))
        #expect(plan(IndonesianTab.configuration, 17).container == .tabItems)
        #expect(plan(IndonesianTab.configuration, 18) == TabSpecViewPlan(container: .tabs, hiding: .none, scrollSource: .none, swipe: .dragGesture))
        #expect(plan(IndonesianTab.configuration, 26) == TabSpecViewPlan(container: .tabs, hiding: .none, scrollSource: .none, swipe: .dragGesture))
    }

    @Test func customBarsAreTheSameOnEveryRelease() {
        for major in [16, 17, 18, 26] {
            #expect(plan(JapaneseTab.configuration, major) == TabSpecViewPlan(container: .customBar, hiding: .none, scrollSource: .none, swipe: .none))
            #expect(plan(ChineseTab.configuration, major) == TabSpecViewPlan(container: .customBar, hiding: .none, scrollSource: .none, swipe: .none))
        }
    }

    @Test func aCustomBarThatSwipesAndHidesPagesAndSlides() {
        var configuration = JapaneseTab.configuration
        configuration.isSwipeEnabled = true
        configuration.hideOnScroll = TabBarConfiguration.HideOnScroll()
        #expect(plan(configuration, 17) == TabSpecViewPlan(container: .customPages, hiding: .barOffset, scrollSource: .contentFrame, swipe: .pages))
        #expect(plan(configuration, 26) == TabSpecViewPlan(container: .customPages, hiding: .barOffset, scrollSource: .scrollGeometry, swipe: .pages))
    }

    @Test func aCustomizableSystemBarUsesTabViewCustomizationFromIOS18() {
        var configuration = IndonesianTab.configuration
        configuration.isCustomizable = true
        #expect(plan(configuration, 17).customization == .none, "SwiftUI has no customization API before iOS 18")
        #expect(plan(configuration, 18).customization == .tabViewCustomization)
        #expect(plan(configuration, 26).customization == .tabViewCustomization)
        #expect(plan(IndonesianTab.configuration, 26).customization == .none, "customizable: false")
        var custom = JapaneseTab.configuration
        custom.isCustomizable = true
        #expect(plan(custom, 26).customization == .none, "a drawn bar has no system customization")
    }

    @Test func theProminentTabHasItsRoleFromIOS27OnSystemBars() {
        var configuration = IndonesianTab.configuration
        configuration.items[1].isProminent = true
        #expect(plan(configuration, 26).prominence == .none, "SwiftUI has no prominent role before iOS 27")
        #expect(plan(configuration, 27) == TabSpecViewPlan(container: .tabs, hiding: .none, scrollSource: .none, swipe: .dragGesture,
                                                          prominence: .tabRole))
        #expect(plan(IndonesianTab.configuration, 27).prominence == .none, "no prominent tab")
        var custom = JapaneseTab.configuration
        custom.items[0].isProminent = true
        #expect(plan(custom, 27).prominence == .none, "a drawn bar has no detached circle")
    }

    @Test func theBottomAccessoryIsShownFromIOS26OnSystemBars() {
        var configuration = IndonesianTab.configuration
        configuration.hasBottomAccessory = true
        #expect(plan(configuration, 18).accessory == .none, "SwiftUI has no bottom accessory before iOS 26")
        #expect(plan(configuration, 26) == TabSpecViewPlan(container: .tabs, hiding: .none, scrollSource: .none, swipe: .dragGesture,
                                                          accessory: .tabViewBottomAccessory))
        #expect(plan(configuration, 27).accessory == .tabViewBottomAccessory)
        #expect(plan(IndonesianTab.configuration, 27).accessory == .none, "no bottomAccessory in the spec")
        var custom = JapaneseTab.configuration
        custom.hasBottomAccessory = true
        #expect(plan(custom, 27).accessory == .none, "a drawn bar has no system accessory")
    }

    /// `regularWidth` (v1.3) on a system bar, per release: the sidebar-adaptable style and the compact size class
    /// need iOS 18's `Tab`s (earlier iPads draw the bottom bar anyway); the bar hides in a regular width on every
    /// release; a custom bar is the app's to draw.
    @Test func regularWidthPerRelease() {
        func system(_ regularWidth: TabBarConfiguration.RegularWidth) -> TabBarConfiguration {
            var configuration = vietnamese
            configuration.hideOnScroll = nil
            configuration.regularWidth = regularWidth
            return configuration
        }
        for major in [16, 17] {
            #expect(plan(system(.automatic), major).regularWidth == .system)
            #expect(plan(system(.sidebarAdaptable), major).regularWidth == .system)
            #expect(plan(system(.bottomBar), major).regularWidth == .system)
            #expect(plan(system(.hidden), major) == TabSpecViewPlan(
                container: .tabItems, hiding: .none, scrollSource: .none, swipe: .none, regularWidth: .hiddenInRegularWidth
            ))
        }
        for major in [18, 26, 27] {
            #expect(plan(system(.automatic), major).regularWidth == .system)
            #expect(plan(system(.sidebarAdaptable), major) == TabSpecViewPlan(
                container: .tabs, hiding: .none, scrollSource: .none, swipe: .none, regularWidth: .sidebarAdaptable
            ))
            #expect(plan(system(.bottomBar), major).regularWidth == .compactTabView)
            #expect(plan(system(.hidden), major).regularWidth == .hiddenInRegularWidth)
        }
        for regularWidth in TabBarConfiguration.RegularWidth.allCases {
            var custom = JapaneseTab.configuration
            custom.regularWidth = regularWidth
            #expect(plan(custom, 18).regularWidth == .system)
        }
    }
}
