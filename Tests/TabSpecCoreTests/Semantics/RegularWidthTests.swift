import Testing
@testable import TabSpecCore
import TabSpecRuntime

/// The language of iPad and regular width (v1.3): `regularWidth`, `section NAME { … }`, `placement`, section
/// titles' keys, their generated Swift, the iPad's frames and what lint says it skipped.
struct RegularWidthTests {
    static let spec = """
    tabbar AppTab {
        regularWidth: sidebarAdaptable
        section timeline {
            title: "Timeline"
            tab home { symbol: "house", title: "Home", placement: pinned }
            tab local { symbol: "person.2", title: "Local", placement: sidebarOnly }
        }
        section app {
            title: "App"
            titleKey: "section.app"
            tab settings { symbol: "gear", title: "Settings" }
        }
        tab post { symbol: "square.and.pencil", title: "Post" }
    }

    """

    @Test func sectionsFlattenAndKeepTheirTabs() throws {
        let document = SpecDocument(path: "AppTab.tabspec", text: Self.spec)
        #expect(document.diagnostics.isEmpty)
        let bar = try #require(document.tabBars.first)
        #expect(bar.configuration.regularWidth == .sidebarAdaptable)
        #expect(bar.configuration.items.map(\.id) == ["home", "local", "settings", "post"])
        #expect(bar.configuration.items.map(\.placement) == [.pinned, .sidebarOnly, .automatic, .automatic])
        #expect(bar.configuration.sections == [
            TabBarConfiguration.Section(id: "timeline", title: "Timeline", itemIDs: ["home", "local"]),
            TabBarConfiguration.Section(id: "app", title: "App", itemIDs: ["settings"]),
        ])
        #expect(bar.sections.map(\.name) == ["timeline", "app"])
        #expect(document.source.location(of: bar.sections[1].range(of: .sectionTitleKey).start) == TabSpecCore.SourceLocation(line: 10, column: 19))
        // Section titles are localized texts after the tabs' own.
        let sections = bar.localizedTexts.filter { $0.role == .sectionTitle }
        #expect(sections.map(\.key) == ["AppTab.timeline.title", "section.app"])
        #expect(sections.map(\.isWritten) == [false, true])
        #expect(bar.catalogComment(for: sections[0]) == "Title of the 'timeline' section of the AppTab tab bar")
        #expect(TabBarSpec.isCatalogComment(bar.catalogComment(for: sections[0])))
        #expect(bar.describe(sections[1], namingTabBar: false) == "the 'titleKey' of section 'app'")
    }

    @Test func sectionErrors() throws {
        let source = """
        tabbar Main {
            section Bad-name { tab a { title: "A" } }
            section good {
                titleKey: "k"
                tab b { title: "B" }
            }
            section good { tab a { title: "A2" } }
            section { tab c { title: "C" } }
            section inner { section nested { } }
            tab d { title: "D", placement: sidebar }
        }

        """
        let document = SpecDocument(path: "Main.tabspec", text: source)
        let found = document.diagnostics.map { diagnostic in
            let location = document.source.location(of: diagnostic.range.start)
            return "\(location.line):\(location.column) \(diagnostic.id.rawValue): \(diagnostic.message)"
        }
        #expect(found == [
            "2:13 invalid-identifier: section name 'Bad-name' must be a lowerCamelCase Swift identifier; did you mean 'badName'?",
            "4:9 missing-key: section 'good' sets 'titleKey' without 'title'; write the text the key translates",
            "7:13 duplicate-key: duplicate section 'good' in 'Main'; section names in a tab bar must differ",
            "7:24 duplicate-tab: duplicate tab 'a'",
            "8:12 expected-token: expected a name after 'section', as in 'section main { title: \"Main\"  tab … }'",
            "9:21 unknown-block: unknown block 'section' in 'section'",
            "10:36 invalid-value: invalid value 'sidebar' for 'placement'; expected 'automatic', 'pinned' or 'sidebarOnly'",
        ])
    }

    @Test func theConfigurationCarriesThemOnlyWhenWritten() throws {
        let text = SwiftEmitter.emit(SpecDocument(path: "AppTab.tabspec", text: Self.spec))
        #expect(text.contains("""
                regularWidth: .sidebarAdaptable,
                sections: [
                    TabBarConfiguration.Section(id: "timeline", title: "Timeline", itemIDs: ["home", "local"]),
                    TabBarConfiguration.Section(id: "app", title: "App", itemIDs: ["settings"]),
                ],
        """))
        #expect(text.contains("TabBarConfiguration.Item(id: \"home\", symbolName: \"house\", title: \"Home\", placement: .pinned),"))
        let plain = SwiftEmitter.emit(SpecDocument(path: "P.tabspec", text: "tabbar P {\n    tab a { title: \"A\" }\n}\n"))
        #expect(!plain.contains("regularWidth") && !plain.contains("sections") && !plain.contains("placement"))
    }

    @Test func framesOnAnIPadSayWhatIsNotModelled() throws {
        var environment = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: 18)))
        let report = try Compiler().frames(SourceFile(path: "AppTab.tabspec", text: Self.spec), in: environment).frames
        let json = FramesEmitter.json(report)
        #expect(json.contains("\"bar\": null,\n      \"items\": null,\n      \"more\": null,\n      \"geometry\": \"top\","))
        #expect(FramesEmitter.table(report).contains("  bar          at the top of the screen (iPadOS 18 and later), not modelled: no frames\n"
            + "  sidebar only local (in the iPad sidebar, never in the bar)\n"))
        environment = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: 17)))
        let older = try Compiler().frames(SourceFile(path: "AppTab.tabspec", text: Self.spec), in: environment).frames
        #expect(older.tabBars.first?.layout.items.map(\.id) == ["home", "settings", "post"])
        #expect(older.tabBars.first?.layout.items.map(\.index) == [0, 2, 3])
    }

    @Test func lintSaysWhatItDidNotJudge() {
        let outcome = Compiler().lint([(SourceFile(path: "AppTab.tabspec", text: Self.spec), LintSettings())])
        #expect(outcome.unjudged.summary
            == "geometry not judged for 'AppTab' in 16 environments (the top tab bar of iPadOS 18 and later is not modelled)")
        let hidden = Self.spec.replacingOccurrences(of: "sidebarAdaptable", with: "hidden")
        let two = Compiler().lint([(SourceFile(path: "A.tabspec", text: Self.spec), LintSettings()),
                                   (SourceFile(path: "B.tabspec", text: hidden), LintSettings())])
        #expect(two.unjudged.summary == "geometry not judged for 'AppTab' in 16 environments (the top tab bar of iPadOS 18 and later "
            + "is not modelled); geometry not judged for 'AppTab' in 27 environments (regularWidth: hidden shows no tab bar there)")
        var older = LintSettings()
        older.iOSVersion = IOSVersion(major: 17)
        #expect(Compiler().lint([(SourceFile(path: "AppTab.tabspec", text: Self.spec), older)]).unjudged.summary == nil)
    }
}
