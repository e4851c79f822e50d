import Testing
@testable import TabSpecRuntime

/// layout.md v1.3, iPad: the top bar of iPadOS 18 is not modelled, `regularWidth: hidden` has no bar,
/// `bottomBar` is the classic bar in a compact width; a `sidebarOnly` tab is never in a bar.
@Suite struct LayoutRegularWidthTests {
    static func system(_ count: Int, regularWidth: TabBarConfiguration.RegularWidth = .automatic) -> TabBarConfiguration {
        TabBarConfiguration(kind: .system, regularWidth: regularWidth, items: tabs(count, titles: true))
    }

    static func pad(ios: Int, sdk: Int = 27) throws -> TabBarEnvironment {
        var environment = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: ios)))
        environment.sdk = IOSVersion(major: sdk)
        return environment
    }

    @Test func theTopBarOfIPadOS18IsNotModelled() throws {
        for regularWidth in [TabBarConfiguration.RegularWidth.automatic, .sidebarAdaptable] {
            for ios in [18, 26, 27] {
                let layout = TabBarLayout(configuration: Self.system(4, regularWidth: regularWidth), environment: try Self.pad(ios: ios))
                #expect(layout.geometry == .top)
                #expect(layout.items.isEmpty && layout.more == nil && layout.platter == nil)
                #expect(layout.notes == [.topBarNotModelled])
                #expect(layout.modelledHiddenFrame == nil)
            }
        }
        #expect(TabBarLayout.Note.topBarNotModelled.message == "from iPadOS 18 a system tab bar sits at the top of the screen on iPad "
            + "in a regular width (or becomes a sidebar); Apple publishes no geometry for it and one measurement is not enough to "
            + "model it, so no item frames are given")
    }

    @Test func beforeIPadOS18OrTheSDK18TheBottomBarIsAsBefore() throws {
        let expected = [rect(214, 1, 76, 49), rect(324, 1, 76, 49), rect(434, 1, 76, 49), rect(544, 1, 76, 49)]
        for environment in [try Self.pad(ios: 17), try Self.pad(ios: 18, sdk: 17)] {
            for regularWidth in [TabBarConfiguration.RegularWidth.automatic, .sidebarAdaptable, .bottomBar] {
                let layout = TabBarLayout(configuration: Self.system(4, regularWidth: regularWidth), environment: environment)
                #expect(layout.geometry == .classic && layout.positioning == .centered)
                #expect(layout.items.map(\.frame) == expected)
                #expect(layout.notes == [.sideBySideNotModelled])
            }
        }
    }

    @Test func hiddenHasNoBarInAnyRegularWidth() throws {
        let hidden = Self.system(3, regularWidth: .hidden)
        for environment in [try Self.pad(ios: 17), try Self.pad(ios: 26),
                            try #require(TabBarEnvironment.device("iphone-16-pro-max", orientation: .landscape))] {
            let layout = TabBarLayout(configuration: hidden, environment: environment)
            #expect(layout.geometry == .hidden && layout.items.isEmpty && layout.notes == [.hiddenInRegularWidth])
        }
        // A compact width shows the bar.
        let phone = try #require(TabBarEnvironment.device("iphone-16"))
        #expect(TabBarLayout(configuration: hidden, environment: phone).items.count == 3)
    }

    @Test func bottomBarIsTheClassicBarInACompactWidth() throws {
        let layout = TabBarLayout(configuration: Self.system(4, regularWidth: .bottomBar), environment: try Self.pad(ios: 18))
        #expect(layout.geometry == .classic && layout.positioning == .fill)
        // v1.0's fill rule over 834 pt (2 pt margins, 4 pt gaps, whole points).
        #expect(layout.items.map(\.frame.x) == [2, 211, 419, 628])
        #expect(layout.items.map(\.frame.width) == [205, 204, 205, 204])
        #expect(layout.bar.shown == rect(0, 1194 - 50 - 20, 834, 70))
        #expect(layout.notes == [.sideBySideNotModelled, .bottomBarInCompactWidth])
    }

    @Test func customBarsAreUnaffected() throws {
        var custom = Self.system(3, regularWidth: .hidden)
        custom.kind = .custom
        let layout = TabBarLayout(configuration: custom, environment: try Self.pad(ios: 26))
        #expect(layout.geometry == .classic && layout.items.count == 3)
    }

    @Test func aSidebarOnlyTabIsNeverInABar() throws {
        var configuration = Self.system(3)
        configuration.items[1].placement = .sidebarOnly
        let phone = try #require(TabBarEnvironment.device("iphone-16"))
        let layout = TabBarLayout(configuration: configuration, environment: phone)
        var two = Self.system(2)
        two.items = [configuration.items[0], configuration.items[2]]
        let reference = TabBarLayout(configuration: two, environment: phone)
        #expect(layout.items.map(\.id) == ["t0", "t2"])
        #expect(layout.items.map(\.index) == [0, 2])
        #expect(layout.items.map(\.frame) == reference.items.map(\.frame))
        // Behind More, indices are the tabs' places too.
        var seven = Self.system(7)
        seven.items[0].placement = .sidebarOnly
        let more = try #require(TabBarLayout(configuration: seven, environment: phone).more)
        #expect(more.tabs == ["t5", "t6"] && more.tabIndices == [5, 6])
    }
}
