import TabSpecRuntime
import Testing

/// `Fixtures/Swift/SearchTab.tabspec` in TabSpecCoreTests (a search tab written in the middle of the bar,
/// v1.2): its generated file is compiled here and its members and layouts exercised.
@Suite("Search tab golden file")
struct SearchTabGoldenTests {
    @Test func theEnumMarksTheSearchTab() throws {
        let flags: [Bool] = LibraryTab.allCases.map(\.isSearch)
        #expect(flags == [false, true, false])
        #expect(LibraryTab.configuration.items.map(\.isSearch) == [false, true, false])
        #expect(LibraryTab.search.index == 1 && LibraryTab.search.next == .library)
        try GeneratedGoldenTests.checkConformance(LibraryTab.self)
        // Bars generated without a search tab answer `false` through the runtime's default.
        #expect(Tab.allCases.allSatisfy { !$0.isSearch } && HidingTab.home.isSearch == false)
    }

    @Test func theFloatingBarMovesTheSearchTabToTheTrailingCircle() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let layout = LibraryTab.layout(in: environment)
        #expect(layout.geometry == .floating && layout.searchTab == "search")
        // m = 2 tabs hug (w = max(94, t + 39)); the search tab's item is last, the 62 × 62 circle at W − 83.
        #expect(layout.items.map(\.id) == ["home", "library", "search"])
        #expect(layout.items.last?.frame == Rect(x: 310, y: 0, width: 62, height: 62))
        #expect(layout.items.dropLast().allSatisfy { $0.frame.width == 94 && $0.frame.y == 4 && $0.frame.height == 54 })
    }

    @Test func theClassicBarKeepsTheSearchTabInItsPlace() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", orientation: .portrait))
        let layout = LibraryTab.layout(in: environment)
        #expect(layout.geometry == .classic && layout.searchTab == nil)
        #expect(layout.items.map(\.id) == ["home", "search", "library"])
    }
}
