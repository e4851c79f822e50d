import Testing
@testable import TabSpecCore

/// The accessibility hint (v1.3) is localized like the label: its key (`accessibilityHintKey`, default
/// `<TabBar>.<tabId>.accessibilityHint`) is among a tab bar's localized texts, `tabspec strings` writes it
/// with its comment, marks a removed tab's default hint key stale, and one key keeps one text.
@Suite("Accessibility hint strings")
struct AccessibilityHintStringsTests {
    let compiler = Compiler()

    static let spec = """
        tabbar MainTab {
            localization { table: "Tabs" }
            tab home { symbol: "house", title: "Home", accessibilityHint: "Shows the start page" }
            tab mail { symbol: "tray", title: "Mail", accessibilityHint: "Lists your mail", accessibilityHintKey: "hint.mail" }
        }

        """

    @Test func hintsAreLocalizedTextsAfterTheTitleAndLabel() throws {
        let bar = try #require(SpecDocument(path: "Main.tabspec", text: Self.spec).tabBars.first)
        #expect(bar.localizedTexts.map(\.key) == ["MainTab.home.title", "MainTab.home.accessibilityHint", "MainTab.mail.title", "hint.mail"])
        #expect(bar.localizedTexts.map(\.role) == [.title, .accessibilityHint, .title, .accessibilityHint])
        #expect(bar.localizedTexts.map(\.isWritten) == [false, false, false, true])
        #expect(bar.key(ofTab: 0, role: .accessibilityHint) == "MainTab.home.accessibilityHint")
        #expect(bar.key(ofTab: 1, role: .accessibilityHint) == "hint.mail")
        #expect(TabBarSpec.defaultKey(tabBar: "MainTab", tab: "home", role: .accessibilityHint) == "MainTab.home.accessibilityHint")
        let hint = bar.localizedTexts[3]
        #expect(bar.catalogComment(for: hint) == "Accessibility hint of the 'mail' tab of the MainTab tab bar")
        #expect(bar.describe(hint, namingTabBar: false) == "the 'accessibilityHintKey' of tab 'mail'")
        #expect(bar.describe(bar.localizedTexts[1], namingTabBar: true) == "the default key of the 'accessibilityHint' of tab 'home' in 'MainTab'")
        #expect(LocalizedText.Role.allCases.map(\.words) == ["title", "accessibility label", "accessibility hint", "section title"])
    }

    @Test func stringsWritesTheHintKeysWithTheirComments() throws {
        let outcome = try compiler.strings([(SourceFile(path: "Specs/Main.tabspec", text: Self.spec), CompileSettings())],
                                           catalogPath: "Tabs.xcstrings", existing: nil)
        #expect(outcome.summary == StringCatalog.UpdateSummary(added: 4))
        #expect(try CompilerStringsTests.entries(outcome.catalog) == [
            "hint.mail=Lists your mail (Accessibility hint of the 'mail' tab of the MainTab tab bar)",
            "MainTab.home.accessibilityHint=Shows the start page (Accessibility hint of the 'home' tab of the MainTab tab bar)",
            "MainTab.home.title=Home (Title of the 'home' tab of the MainTab tab bar)",
            "MainTab.mail.title=Mail (Title of the 'mail' tab of the MainTab tab bar)",
        ])
        // The hint of a removed tab: its default key is marked stale, the written one is left alone.
        let without = "tabbar MainTab {\n    localization { table: \"Tabs\" }\n    tab mail { symbol: \"tray\", title: \"Mail\" }\n}\n"
        let after = try compiler.strings([(SourceFile(path: "Specs/Main.tabspec", text: without), CompileSettings())],
                                         catalogPath: "Tabs.xcstrings", existing: outcome.catalog)
        let catalog = try StringCatalog(parsing: #require(after.catalog), path: "Tabs.xcstrings")
        #expect(catalog.entry(forKey: "MainTab.home.accessibilityHint")?.members.value("extractionState") == .string("stale"))
        #expect(catalog.entry(forKey: "hint.mail")?.members.value("extractionState") == .string("manual"))
        #expect(StringCatalog.isDefaultPatternKey("MainTab.home.accessibilityHint", ownedPrefixes: ["MainTab."]))
        #expect(!StringCatalog.isDefaultPatternKey("MainTab.home.accessibilityHintKey", ownedPrefixes: ["MainTab."]))
    }

    @Test func aHintKeyAndATitleKeyWithTwoTextsConflictAcrossSpecs() throws {
        let other = "tabbar Side {\n    localization { table: \"Tabs\" }\n    tab a { symbol: \"house\", title: \"Other\", titleKey: \"hint.mail\" }\n}\n"
        let outcome = try compiler.strings([(SourceFile(path: "Specs/Main.tabspec", text: Self.spec), CompileSettings()),
                                            (SourceFile(path: "Specs/Side.tabspec", text: other), CompileSettings())],
                                           catalogPath: "Tabs.xcstrings", existing: nil)
        #expect(outcome.catalog == nil)
        #expect(outcome.report.files.last?.diagnostics.map(\.message)
                == ["localization key 'hint.mail' has two source texts, 'Other' and 'Lists your mail'; give one of them another key"])
        #expect(outcome.report.files.last?.diagnostics.first?.notes.map(\.message)
                == ["'hint.mail' is also the 'accessibilityHintKey' of tab 'mail' in 'MainTab' of 'Specs/Main.tabspec', 'Lists your mail'"])
    }
}
