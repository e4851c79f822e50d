import TabSpecCore
import TabSpecRuntime
import Testing

/// The enum TabSpecPlugin generated from `Specs/SearchTabs.tabspec`: the search tab reaches the app's code
/// (`isSearch`, the configuration) and the floating iOS 26 layout puts it in its circle.
@Suite("Plugin-generated search tab")
struct SearchTabConsumerTests {
    @Test func theSearchTabIsMarked() throws {
        let flags: [Bool] = ConsumerSearchTab.allCases.map(\.isSearch)
        #expect(flags == [false, true, false, false])
        #expect(ConsumerSearchTab.configuration.items.map(\.isSearch) == [false, true, false, false])
        #expect(ConsumerSearchTab.configuration
                == (try ConsumerTabTests.tabBar("ConsumerSearchTab", in: "SearchTabs.tabspec")).configuration)
        // Enums of bars without a search tab answer through TabBarTab's default.
        #expect(ConsumerTab.allCases.allSatisfy { !$0.isSearch })
    }

    /// What the adapters see, generic over `T: TabBarTab`.
    static func searchTab<T: TabBarTab>(of _: T.Type) -> T? {
        T.allCases.first { $0.isSearch }
    }

    @Test func genericCodeFindsTheSearchTab() {
        #expect(Self.searchTab(of: ConsumerSearchTab.self) == .search)
        #expect(Self.searchTab(of: SecondaryTab.self) == nil)
    }

    @Test func theFloatingBarPutsTheSearchTabInItsCircle() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let layout = ConsumerSearchTab.layout(in: environment)
        #expect(layout.geometry == .floating)
        #expect(layout.searchTab == "search")
        // layout.md v1.2: the circle at x = W − 83; the other three share C = W − 112 = 281, w = (C + 12)/3.
        #expect(layout.items.last?.id == "search")
        #expect(layout.items.last?.frame == Rect(x: 310, y: 0, width: 62, height: 62))
        #expect(layout.platter == Rect(x: 21, y: 0, width: 281, height: 62))
        #expect(layout.items.dropLast().map(\.frame.width) == [Double](repeating: (281 + 12) / 3, count: 3))
    }
}
