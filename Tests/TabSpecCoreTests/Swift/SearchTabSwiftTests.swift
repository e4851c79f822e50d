@testable import TabSpecCore
import Testing

/// The Swift a search tab (`role: search`, v1.2) generates: `isSearch: true` in its configuration item and an
/// `isSearch` member, and nothing of either for bars without one.
@Suite("Search tab Swift")
struct SearchTabSwiftTests {
    /// `Fixtures/Swift/SearchTab.tabspec`: its golden file is compiled and run by GeneratedGoldenTests
    /// (`SearchTabGoldenTests`).
    @Test func theSearchFixtureMatchesItsGoldenFile() {
        SwiftGoldenTests.assertFixtureMatchesItsGoldenFile("SearchTab.tabspec")
    }

    @Test func theSearchItemAndMemberAreWritten() {
        let text = SwiftEmitter.emit(SpecDocument(path: "s.tabspec", text: """
            tabbar MainTab {
                tab home { title: "Home" }
                tab find { title: "Find", role: search }
            }
            """))
        #expect(text.contains("            TabBarConfiguration.Item(id: \"find\", title: \"Find\", isSearch: true),\n"))
        #expect(text.contains([
            "    /// Whether this is the bar's search tab (`role: search`): `Tab(role: .search)`, `UISearchTab`.",
            "    internal var isSearch: Bool {",
            "        switch self {",
            "        case .home: return false",
            "        case .find: return true",
            "        }",
            "    }",
        ].joined(separator: "\n")))
        #expect(text.ranges(of: "isSearch").count == 2)
    }

    @Test func barsWithoutASearchTabWriteNeitherItNorTheMember() {
        let text = SwiftEmitter.emit(SpecDocument(path: "s.tabspec", text: "tabbar MainTab {\n    tab home { title: \"Home\" }\n}\n"))
        #expect(!text.contains("isSearch"))
    }

    @Test func aBarNamedBoolSpellsSwiftBool() {
        let text = SwiftEmitter.emit(SpecDocument(path: "s.tabspec", text: "tabbar Bool {\n    tab find { title: \"Find\", role: search }\n}\n"))
        #expect(text.contains("internal var isSearch: Swift.Bool {"))
    }

    @Test func aTabNamedIsSearchClashesWithTheMember() {
        let document = SpecDocument(path: "s.tabspec", text: "tabbar MainTab {\n    tab isSearch { title: \"Find\" }\n}\n")
        #expect(document.diagnostics.map(\.message) == [
            "tab id 'isSearch' clashes with the generated member 'isSearch' of the tab enum; did you mean 'isSearchTab'?",
        ])
    }
}
