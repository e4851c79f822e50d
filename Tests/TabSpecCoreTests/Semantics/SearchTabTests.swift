import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// A tab bar `Tab` with a `home` tab and `body` (indented four spaces) after it.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n" + body + "\n}\n"
}

/// The `role: search` tab key's language errors (language.md v1.2), checked with the language's
/// (`LanguageErrorTests` runs them): one diagnostic each, at its marker's line and column, with its id, message and Fix-It.
let searchTabErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: 1️⃣serch }"),
                      message: "invalid value 'serch' for 'role'; expected 'search' or 'action'; did you mean 'search'?", fixIt: "search"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: 1️⃣Search }"),
                      message: "invalid value 'Search' for 'role'; expected 'search' or 'action'; did you mean 'search'?", fixIt: "search"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: 1️⃣primary }"),
                      message: "invalid value 'primary' for 'role'; expected 'search' or 'action'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: 1️⃣\"search\" }"),
                      message: "invalid value string \"search\" for 'role'; expected 'search' or 'action' without quotes", fixIt: "search"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: 1️⃣search search }"),
                      message: "'role' takes one of 'search' or 'action', found 2 values"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab find { symbol: \"magnifyingglass\", 1️⃣rol: search }"),
                      message: "unknown key 'rol' in 'tab'; did you mean 'role'?", fixIt: "role"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣role: search"),
                      message: "unknown key 'role' in 'tabbar'; 'role' belongs in 'tab { … }'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    tab find { symbol: \"magnifyingglass\", role: search, 1️⃣role: search }"),
                      message: "duplicate key 'role' in 'tab'"),
    LanguageErrorCase(id: "duplicate-tab",
                      source: tabBar("    tab find { symbol: \"magnifyingglass\", role: search }\n"
                                     + "    tab look { symbol: \"eye\", role: 1️⃣search }"),
                      message: "tab 'look' is a second search tab; a tab bar has at most one tab with 'role: search'"),
]

@Suite("Search tab (role: search)")
struct SearchTabTests {
    @Test func theModelMarksTheSearchTab() throws {
        let document = SpecDocument(path: "search.tabspec", text: tabBar("    tab find { symbol: \"magnifyingglass\", role: search }\n"
                                                                       + "    tab me { symbol: \"person\" }"))
        #expect(document.diagnostics.isEmpty)
        let bar = try #require(document.tabBars.first)
        #expect(bar.configuration.items.map(\.isSearch) == [false, true, false])
        let role = try #require(bar.tabs[1].properties[.role])
        #expect(document.source.location(of: role.valueRange.start) == TabSpecCore.SourceLocation(line: 3, column: 49))
        #expect(document.source.text(in: role.valueRange) == "search")
    }

    @Test func aSecondSearchTabKeepsTheFirstAndPointsAtIt() throws {
        let source = tabBar("    tab find { symbol: \"magnifyingglass\", role: search }\n    tab look { symbol: \"eye\", role: search }")
        let document = SpecDocument(path: "two.tabspec", text: source)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.source.location(of: diagnostic.range.start) == TabSpecCore.SourceLocation(line: 4, column: 37))
        #expect(diagnostic.notes.map(\.message) == ["'find' is the search tab here"])
        #expect(diagnostic.notes.map { $0.range.map { document.source.location(of: $0.start) } } == [TabSpecCore.SourceLocation(line: 3, column: 49)])
        #expect(document.tabBars.first?.configuration.items.map(\.isSearch) == [false, true, false])
    }

    @Test func searchTabsInTwoBarsAreFine() {
        let source = "tabbar A {\n    tab find { title: \"Find\", role: search }\n}\ntabbar B {\n    tab find { title: \"Find\", role: search }\n}\n"
        #expect(SpecDocument(path: "two-bars.tabspec", text: source).diagnostics.isEmpty)
    }

    @Test func theFormatterKeepsTheRole() {
        let source = "tabbar Tab {\n  tab find {symbol: \"magnifyingglass\",role:search}\n}\n"
        #expect(SpecFormatter.format(SourceFile(path: "f.tabspec", text: source))
                == .formatted("tabbar Tab {\n    tab find { symbol: \"magnifyingglass\", role: search }\n}\n"))
    }
}
