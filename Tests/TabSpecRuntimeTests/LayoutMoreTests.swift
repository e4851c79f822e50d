import Testing
@testable import TabSpecRuntime

/// UIKit's More item (layout.md v1.1): 4 tabs and More on a compact width, what fits on a regular width.
@Suite("Layout: More")
struct LayoutMoreTests {
    /// A `system` bar of `count` tabs `t0`, `t1`, … with symbols and titles.
    static func system(_ count: Int, _ positioning: TabBarConfiguration.ItemPositioning = .automatic,
                       itemWidth: Double? = nil, itemSpacing: Double? = nil,
                       indicator: TabBarConfiguration.Indicator? = nil) -> TabBarConfiguration {
        TabBarConfiguration(kind: .system, itemPositioning: positioning, itemWidth: itemWidth, itemSpacing: itemSpacing,
                            indicator: indicator, items: tabs(count, titles: true))
    }

    @Test func sixTabsOnACompactWidthShowFourAndMoreAtTheFiveItemFillFrames() {
        let layout = TabBarLayout(configuration: Self.system(6), environment: catalogEnvironment("iphone-16"))
        // slot = 393/5 = 78.6: L_i = round(i·slot + 2), R_i = round((i+1)·slot − 2).
        #expect(layout.positioning == .fill)
        #expect(layout.items.map(\.id) == ["t0", "t1", "t2", "t3"])
        #expect(layout.items.map(\.index) == [0, 1, 2, 3])
        #expect(layout.items.map(\.frame) == [rect(2, 1, 75, 48), rect(81, 1, 74, 48), rect(159, 1, 75, 48), rect(238, 1, 74, 48)])
        let more = layout.more
        #expect(more != nil)
        #expect(more?.frame == rect(316, 1, 75, 48))
        // Stacked layout: icon at x + floor((w − 25)/2), top + 5.5; title (x, top + 35, w, 12).
        #expect(more?.icon == rect(341, 6.5, 25, 25))
        #expect(more?.title == rect(316, 36, 75, 12))
        #expect(more?.tabs == ["t4", "t5"])
        #expect(more?.tabIndices == [4, 5])
        #expect(layout.notes == [])
    }

    @Test func fiveTabsNeedNoMoreAndCustomBarsNeverHaveOne() {
        let five = TabBarLayout(configuration: Self.system(5), environment: catalogEnvironment("iphone-16"))
        #expect(five.items.count == 5 && five.more == nil)
        var custom = Self.system(7)
        custom.kind = .custom
        let layout = TabBarLayout(configuration: custom, environment: catalogEnvironment("iphone-se-3"))
        #expect(layout.items.count == 7 && layout.more == nil)
    }

    @Test func centeredOnACompactWidthUsesTheCenteredRuleWithFiveItems() {
        let configuration = Self.system(7, .centered, itemWidth: 60, itemSpacing: 10)
        let layout = TabBarLayout(configuration: configuration, environment: catalogEnvironment("iphone-16"))
        // total = 5·60 + 4·10 = 340, start = (393 − 340)/2 = 26.5: x 27, 97, 167, 237 and More at 307.
        #expect(layout.items.map(\.frame.x) == [27, 97, 167, 237])
        #expect(layout.items.allSatisfy { $0.frame.width == 60 })
        #expect(layout.more?.frame == rect(307, 1, 60, 48))
        #expect(layout.more?.tabs == ["t4", "t5", "t6"])
        #expect(layout.notes == [])
    }

    @Test func theMoreItemCountsInTheOverflowNote() {
        // Five centered items with UIKit's 76/34 defaults need 516 pt on a 393 pt iPhone.
        let layout = TabBarLayout(configuration: Self.system(6, .centered), environment: catalogEnvironment("iphone-16"))
        #expect(layout.notes == [.itemsOverflow(needed: 516, available: 393)])
        #expect(layout.items.count == 4 && layout.more?.frame.width == 76)
    }

    @Test func aRegularWidthShowsEveryTabThatFits() {
        // iPad Pro 11 (834 pt): centered 76/34 items fit while k·76 + (k−1)·34 ≤ 834, so up to 7.
        let iPad = catalogEnvironment("ipad-pro-11")
        let seven = TabBarLayout(configuration: Self.system(7), environment: iPad)
        #expect(seven.positioning == .centered)
        #expect(seven.items.count == 7 && seven.more == nil)
        let eight = TabBarLayout(configuration: Self.system(8), environment: iPad)
        // 6 tabs and More in the 7 slots: total 736, start 49, pitch 110.
        #expect(eight.items.map(\.frame.x) == [49, 159, 269, 379, 489, 599])
        #expect(eight.more?.frame == rect(709, 1, 76, 49))
        #expect(eight.more?.tabs == ["t6", "t7"])
        // iPads lay icon and title side by side: not modelled, for More too.
        #expect(eight.more?.icon == nil && eight.more?.title == nil)
        #expect(eight.notes == [.sideBySideNotModelled])
        // Fill items share the width and always fit.
        let fill = TabBarLayout(configuration: Self.system(8, .fill), environment: iPad)
        #expect(fill.items.count == 8 && fill.more == nil)
    }

    @Test func aRegularWidthPhoneInLandscapeMovesWhatDoesNotFit() {
        // iPhone 16 Pro Max in landscape is regular/compact: 956 − 2·62 = 832 pt hold 7 centered items.
        let environment = catalogEnvironment("iphone-16-pro-max", .landscape)
        #expect(environment.horizontalSizeClass == .regular)
        let layout = TabBarLayout(configuration: Self.system(9), environment: environment)
        #expect(layout.items.count == 6)
        #expect(layout.more?.tabs == ["t6", "t7", "t8"])
        // Start 62 + (832 − 736)/2 = 110, pitch 110; the bar is 49 pt (32 only when both size classes are compact).
        #expect(layout.more?.frame == rect(110 + 6 * 110, 1, 76, 48))
    }

    @Test func theMoreItemIsMirroredInRightToLeft() {
        let layout = TabBarLayout(configuration: Self.system(6), environment: catalogEnvironment("iphone-16", .portrait, .rightToLeft))
        #expect(layout.items.first?.frame == rect(316, 1, 75, 48))
        #expect(layout.more?.frame == rect(2, 1, 75, 48))
        #expect(layout.more?.icon == rect(27, 6.5, 25, 25))
    }

    @Test func aSelectedTabBehindMoreMovesTheIndicatorToMore() {
        let indicator = TabBarConfiguration.Indicator(shape: .underline)
        let layout = TabBarLayout(configuration: Self.system(6, indicator: indicator), environment: catalogEnvironment("iphone-16"))
        #expect(layout.more?.indicator == rect(316, 47, 75, 2))
    }

    @Test func iOS26FloatsSixTabsWithMoreAndKeepsTheClassicBarWhereTheFloatingBarIsNotModelled() throws {
        // Six tabs on iPhone 16 portrait (v1.3): the floating bar holds four tabs and More (onejs/one's oracle).
        var environment = catalogEnvironment("iphone-16")
        let six = Self.system(6)
        let legacy = TabBarLayout(configuration: six, environment: environment)
        environment.iOSVersion = IOSVersion(major: 26)
        let current = TabBarLayout(configuration: six, environment: environment)
        #expect(legacy.notes == [])
        #expect(current.geometry == .floating && current.platter == rect(21, 0, 351, 62))
        #expect(current.more?.tabs == ["t4", "t5"] && current.more?.tabIndices == [4, 5])
        #expect(current.notes == [.floatingCommunityMeasured, .floatingMoreSingleSource, .floatingMinimizes])
        // With an SDK before 26 the same bar stays the classic one with More, and the note says why.
        environment.sdk = IOSVersion(major: 18)
        let old = TabBarLayout(configuration: six, environment: environment)
        #expect(old.notes == [.classicBarOnIOS26(.sdk(IOSVersion(major: 18)))])
        #expect(old.geometry == .classic && old.platter == nil && old.searchTab == nil)
        #expect(old.items == legacy.items && old.bar == legacy.bar && old.more == legacy.more)
        #expect(TabBarLayout.Note.classicBarOnIOS26(.sdk(IOSVersion(major: 18))).message == "the app is built with the iOS 18.0 "
            + "SDK, before the floating tab bar, so iOS 26 and later show the classic tab bar these frames describe")
        #expect(TabBarLayout.Note.classicBarOnIOS26(.moreTabs(count: 6)).message == "from iOS 26 a system tab bar "
            + "floats as a Liquid Glass bar; Apple does not publish its geometry and the community-measured model "
            + "covers only a phone in portrait, so with 6 tabs these frames are those of the "
            + "compatibility appearance (as with UIDesignRequiresCompatibility)")
        var custom = six
        custom.kind = .custom
        #expect(TabBarLayout(configuration: custom, environment: environment).notes == [])
        // On iPad the note follows the side-by-side one; iOS 26's iPad insets move the bar.
        let iPad = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: 26)))
        // v1.3: from iPadOS 18 the system bar is the unmodelled top bar; `regularWidth: bottomBar` keeps the
        // classic bottom bar, laid out in a compact width (side by side is still not modelled on iPad).
        #expect(TabBarLayout(configuration: Self.system(3), environment: iPad).notes == [.topBarNotModelled])
        var bottomBar = Self.system(3)
        bottomBar.regularWidth = .bottomBar
        let padLayout = TabBarLayout(configuration: bottomBar, environment: iPad)
        #expect(padLayout.notes == [.sideBySideNotModelled, .classicBarOnIOS26(.pad), .bottomBarInCompactWidth])
        #expect(padLayout.positioning == .fill)
        #expect(padLayout.bar.shown == rect(0, 1194 - 50 - 25, 834, 75))
    }
}
