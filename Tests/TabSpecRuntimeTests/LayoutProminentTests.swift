import Testing
@testable import TabSpecRuntime

/// The detached circle on iOS 26 and 27 (layout.md v1.3, The prominent tab): from iOS 27 with the iOS 27 SDK it
/// holds the prominent tab, else the search tab; a prominent tab that is not the search tab puts the search tab
/// in the platter with the others (reported, not measured); on iOS 26 `prominent` has no effect.
@Suite("Layout: the detached circle, prominent and search")
struct LayoutProminentTests {
    /// A floating environment on the catalog phone `slug` in portrait, modelling `ios` with `sdk`.
    static func phone(_ slug: String = "iphone-17", ios: Int, sdk: Int = 27,
                      direction: LayoutDirection = .leftToRight) -> TabBarEnvironment {
        var environment = catalogEnvironment(slug, .portrait, direction)
        environment.iOSVersion = IOSVersion(major: ios)
        environment.sdk = IOSVersion(major: sdk)
        return environment
    }

    /// `count` tabs with titles, `search` and `prominent` marking tabs by index.
    static func bar(_ count: Int, search: Int? = nil, prominent: Int? = nil) -> TabBarConfiguration {
        var items = tabs(count, titles: true)
        if let search { items[search].isSearch = true }
        if let prominent { items[prominent].isProminent = true }
        return TabBarConfiguration(kind: .system, items: items)
    }

    @Test func onIOS27TheProminentTabTakesTheCircleAndTheSearchTabJoinsThePlatter() throws {
        // Four tabs: t1 prominent, t3 search, on 402 pt. The circle at W − 83 = 319 holds t1; the platter beside it
        // holds t0, t2 and the search tab last (m = 3: C = 290 at x = 21, w = (290 + 12)/3).
        let layout = TabBarLayout(configuration: Self.bar(4, search: 3, prominent: 1), environment: Self.phone(ios: 27))
        #expect(layout.geometry == .floating)
        #expect(layout.detachedTab == "t1" && layout.searchTab == "t3")
        #expect(layout.items.map(\.id) == ["t0", "t2", "t3", "t1"])
        #expect(layout.items.map(\.index) == [0, 2, 3, 1])
        #expect(layout.platter == rect(21, 0, 290, 62))
        let w = 302.0 / 3
        #expect(layout.items.prefix(3).allSatisfy { isClose($0.frame.width, w) })
        #expect(isClose(layout.items[2].frame.maxX, 307))
        let circle = try #require(layout.items.last)
        #expect(circle.frame == rect(319, 0, 62, 62) && circle.icon == rect(336, 17, 28, 28) && circle.title == nil)
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingGeometryOfIOS26(ios: IOSVersion(major: 27)),
                                 .floatingProminentTabNotMeasured, .floatingSearchTabWithOthersReported, .floatingMinimizes])
        #expect(TabBarLayout.Note.floatingProminentTabNotMeasured.message == "the prominent tab sits apart in the search tab's "
            + "measured circle; iOS 27's prominent tab was not measured")
        #expect(TabBarLayout.Note.floatingSearchTabWithOthersReported.message == "with a prominent tab the search tab is laid out "
            + "with the other tabs, as apps built with the iOS 27 SDK report; not measured")
    }

    @Test func onIOS26TheSearchTabKeepsTheCircleAndProminentHasNoEffect() {
        let configuration = Self.bar(4, search: 3, prominent: 1)
        let ios26 = TabBarLayout(configuration: configuration, environment: Self.phone(ios: 26))
        #expect(ios26.detachedTab == "t3" && ios26.searchTab == "t3")
        #expect(ios26.items.map(\.id) == ["t0", "t1", "t2", "t3"])
        #expect(ios26.items.last?.frame == rect(319, 0, 62, 62))
        #expect(ios26.notes == [.floatingCommunityMeasured, .floatingSearchTabSingleSource, .prominentTabNeedsIOS27, .floatingMinimizes])
        #expect(TabBarLayout.Note.prominentTabNeedsIOS27.message == "the prominent tab is laid out like the others: the prominent "
            + "treatment needs iOS 27 and an app built with the iOS 27 SDK")
        // The same frames as the bar without the key (v1.2).
        let plain = TabBarLayout(configuration: Self.bar(4, search: 3), environment: Self.phone(ios: 26))
        #expect(ios26.items == plain.items && ios26.platter == plain.platter)
        // iOS 27 with the iOS 26 SDK: as iOS 26.
        let oldSDK = TabBarLayout(configuration: configuration, environment: Self.phone(ios: 27, sdk: 26))
        #expect(oldSDK.detachedTab == "t3" && oldSDK.items == plain.items)
        #expect(oldSDK.notes.contains(.prominentTabNeedsIOS27))
    }

    @Test func withoutAProminentTabTheSearchTabIsApartOnIOS27Too() {
        let layout = TabBarLayout(configuration: Self.bar(3, search: 0), environment: Self.phone(ios: 27))
        #expect(layout.detachedTab == "t0" && layout.searchTab == "t0")
        #expect(layout.items.map(\.id) == ["t1", "t2", "t0"])
        // Two tabs beside the circle hug at the leading inset (measured on iOS 26).
        #expect(layout.platter == rect(21, 0, 188, 62))
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingGeometryOfIOS26(ios: IOSVersion(major: 27)),
                                 .floatingSearchTabSingleSource, .floatingMinimizes])
        // A prominent search tab is just the search tab in its circle.
        let both = TabBarLayout(configuration: Self.bar(3, search: 0, prominent: 0), environment: Self.phone(ios: 27))
        #expect(both.items == layout.items && both.notes == layout.notes && both.detachedTab == "t0")
    }

    @Test func aProminentTabWithoutASearchTabIsApartAndTheOthersHugBesideIt() {
        // t2 of three prominent on 375 pt: two tabs hug at x = 21 (C = 188), the circle at 375 − 83 = 292.
        let layout = TabBarLayout(configuration: Self.bar(3, prominent: 2), environment: Self.phone("iphone-se-3", ios: 27))
        #expect(layout.detachedTab == "t2" && layout.searchTab == nil)
        #expect(layout.platter == rect(21, 0, 188, 62))
        #expect(layout.items.map(\.frame) == [rect(25, 4, 94, 54), rect(111, 4, 94, 54), rect(292, 0, 62, 62)])
        #expect(!layout.notes.contains(.floatingSearchTabWithOthersReported))
        // On iOS 26 the same bar has no circle: three tabs hug, centred.
        let ios26 = TabBarLayout(configuration: Self.bar(3, prominent: 2), environment: Self.phone("iphone-se-3", ios: 26))
        #expect(ios26.detachedTab == nil && ios26.platter == rect(50.5, 0, 274, 62))
    }

    @Test func moreThanFiveTabsKeepTheProminentTabApartBesideThreeTabsAndMore() throws {
        // Seven tabs, t5 prominent, t1 search, on 440 pt, iOS 27: the circle holds t5; the platter beside it the
        // first three others and More (the m = 4 rule: C = 328, w = (328 + 14)/4 = 85.5); behind More the rest,
        // the search tab last. Not measured: the note says so.
        let layout = TabBarLayout(configuration: Self.bar(7, search: 1, prominent: 5), environment: Self.phone("iphone-17-pro-max", ios: 27))
        #expect(layout.detachedTab == "t5" && layout.searchTab == "t1")
        #expect(layout.items.map(\.id) == ["t0", "t2", "t3", "t5"])
        #expect(layout.platter == rect(21, 0, 328, 62))
        let more = try #require(layout.more)
        #expect(more.tabs == ["t4", "t6", "t1"] && more.tabIndices == [4, 6, 1])
        #expect(more.frame == rect(25 + 3 * (328 - 8 - 85.5) / 3, 4, 85.5, 54))
        #expect(isClose(more.frame.maxX, 345) && more.indicator == more.frame)
        #expect(more.icon == rect(more.frame.x + 28.75, 10, 28, 28) && more.title == rect(more.frame.x, 39, 85.5, 12))
        #expect(layout.items.last?.frame == rect(357, 0, 62, 62))
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingGeometryOfIOS26(ios: IOSVersion(major: 27)),
                                 .floatingProminentTabNotMeasured, .floatingSearchTabWithOthersReported,
                                 .floatingMoreBesideProminentNotMeasured, .floatingMinimizes])
        // On iOS 26 the same bar has four tabs and More and no circle (measured): the search tab goes behind More.
        let ios26 = TabBarLayout(configuration: Self.bar(7, search: 1, prominent: 5), environment: Self.phone("iphone-17-pro-max", ios: 26))
        #expect(ios26.detachedTab == nil && ios26.items.map(\.id) == ["t0", "t2", "t3", "t4"])
        #expect(ios26.more?.tabs == ["t5", "t6", "t1"] && ios26.platter == rect(21, 0, 398, 62))
        #expect(ios26.notes == [.floatingCommunityMeasured, .prominentTabNeedsIOS27, .floatingMoreSingleSource, .floatingMinimizes])
    }

    @Test func sixTabsOnAFloatingBarAtThreeWidths() throws {
        // Four tabs and More with the n = 5 rule: platter (21, 0, W − 42, 62), w = (C + 25)/5, More in the fifth slot.
        for (slug, width) in [("iphone-se-3", 375.0), ("iphone-17", 402.0), ("iphone-17-pro-max", 440.0)] {
            let layout = TabBarLayout(configuration: Self.bar(6), environment: Self.phone(slug, ios: 26))
            let c = width - 42
            let w = (c + 25) / 5
            #expect(layout.platter == rect(21, 0, c, 62), "\(slug)")
            #expect(layout.items.count == 4 && layout.items.allSatisfy { isClose($0.frame.width, w) }, "\(slug)")
            let more = try #require(layout.more)
            #expect(isClose(more.frame, rect(21 + c - 4 - w, 4, w, 54)), "\(slug)")
            #expect(more.tabs == ["t4", "t5"])
        }
        // 402 pt exactly: w = 77, pitch 68.75; More at 300.
        let layout = TabBarLayout(configuration: Self.bar(6), environment: Self.phone(ios: 26))
        #expect(layout.items.map(\.frame.x) == [25, 93.75, 162.5, 231.25] && layout.more?.frame == rect(300, 4, 77, 54))
        // Right to left: More is the leftmost button.
        let mirrored = TabBarLayout(configuration: Self.bar(6), environment: Self.phone(ios: 26, direction: .rightToLeft))
        #expect(mirrored.more?.frame == rect(25, 4, 77, 54) && mirrored.items.first?.frame == rect(300, 4, 77, 54))
    }

    @Test func rightToLeftPutsTheProminentCircleAtTheLeadingEdge() {
        let layout = TabBarLayout(configuration: Self.bar(3, prominent: 0), environment: Self.phone(ios: 27, direction: .rightToLeft))
        #expect(layout.items.last?.frame == rect(21, 0, 62, 62) && layout.detachedTab == "t0")
        #expect(layout.platter == rect(402 - 21 - 188, 0, 188, 62))
    }
}
