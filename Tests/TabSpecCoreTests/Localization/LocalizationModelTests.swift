import Testing
@testable import TabSpecCore

/// What the check stage builds from localization (language.md v1.2): the tab bar's resolved block, the
/// tabs' keys, and the notes of `conflicting-localization-key`.
@Suite("Localization in the model")
struct LocalizationModelTests {
    static let spec = """
        tabbar MainTab {
            localization {
                table: "Tabs"
                bundle: module
            }
            tab home     { symbol: "house", title: "Home" }
            tab search   { symbol: "magnifyingglass", title: "Search", titleKey: "tab.search" }
            tab settings { symbol: "gearshape", accessibilityLabel: "Settings", accessibilityLabelKey: "tab.settings.label" }
            tab profile  { symbol: "person", title: "Profile", accessibilityLabel: "Your profile" }
        }
        tabbar Plain {
            tab home { symbol: "house", title: "Home" }
        }

        """

    @Test func theBlockAndTheKeysAreResolved() throws {
        let document = SpecDocument(path: "Main.tabspec", text: Self.spec)
        #expect(document.diagnostics.isEmpty)
        let main = try #require(document.tabBars.first)
        #expect(main.localization == TabBarLocalization(table: "Tabs", bundle: .module))
        #expect(main.writtenKeys == [
            WrittenLocalizationKey(tab: 1, role: .title, key: "tab.search"),
            WrittenLocalizationKey(tab: 2, role: .accessibilityLabel, key: "tab.settings.label"),
        ])
        #expect((0..<4).map(main.titleKey(ofTab:)) == ["MainTab.home.title", "tab.search", nil, "MainTab.profile.title"])
        #expect((0..<4).map(main.accessibilityLabelKey(ofTab:)) == [nil, nil, "tab.settings.label", "MainTab.profile.accessibilityLabel"])
        #expect(main.titleKey(ofTab: 4) == nil && main.titleKey(ofTab: -1) == nil)
        #expect(main.localizedTexts == [
            LocalizedText(key: "MainTab.home.title", text: "Home", tab: 0, role: .title, isWritten: false),
            LocalizedText(key: "tab.search", text: "Search", tab: 1, role: .title, isWritten: true),
            LocalizedText(key: "tab.settings.label", text: "Settings", tab: 2, role: .accessibilityLabel, isWritten: true),
            LocalizedText(key: "MainTab.profile.title", text: "Profile", tab: 3, role: .title, isWritten: false),
            LocalizedText(key: "MainTab.profile.accessibilityLabel", text: "Your profile", tab: 3, role: .accessibilityLabel,
                          isWritten: false),
        ])
        // Where the block and the keys were written: line 2 column 5, line 3 column 16, line 7 column 74.
        #expect(main.properties.keys == [.localization, .localizationTable, .localizationBundle])
        let table = try #require(main.properties[.localizationTable])
        #expect(document.source.location(of: table.valueRange.start) == TabSpecCore.SourceLocation(line: 3, column: 16))
        let titleKey = try #require(main.tabs[1].properties[.titleKey])
        #expect(document.source.location(of: titleKey.valueRange.start) == TabSpecCore.SourceLocation(line: 7, column: 74))
        // Without a block: no localization of its own, and still the default keys.
        let plain = try #require(document.tabBars.last)
        #expect(plain.localization == nil && plain.writtenKeys.isEmpty)
        #expect(plain.titleKey(ofTab: 0) == "Plain.home.title")
    }

    @Test func anEmptyBlockTakesTheDefaults() throws {
        let document = SpecDocument(path: "a.tabspec", text: "tabbar Tab {\n    localization {}\n    tab home { title: \"Home\" }\n}\n")
        #expect(document.diagnostics.isEmpty)
        #expect(try #require(document.tabBars.first).localization == TabBarLocalization(table: "Localizable", bundle: .main))
    }

    @Test func aBadValueKeepsTheDefault() throws {
        let document = SpecDocument(path: "a.tabspec",
                                    text: "tabbar Tab {\n    localization { table: \"\", bundle: modul }\n    tab home { title: \"Home\" }\n}\n")
        #expect(document.diagnostics.map(\.id) == [.invalidValue, .invalidValue])
        let tabBar = try #require(document.tabBars.first)
        #expect(tabBar.localization == TabBarLocalization())
        #expect(tabBar.hasErrors)
    }

    @Test func aConflictHasANoteAtTheOtherUse() throws {
        let marked = MarkedSource("""
            tabbar Main {
                tab home   { symbol: "house", title: "Home", titleKey: 1️⃣"tab.start" }
                tab search { symbol: "magnifyingglass", title: "Search", titleKey: 2️⃣"tab.start" }
                tab again  { symbol: "house.fill", title: "Home", titleKey: "tab.start" }
            }
            tabbar Side {
                tab start { symbol: "play", title: "Go", titleKey: 3️⃣"tab.start" }
            }

            """)
        let document = SpecDocument(path: "a.tabspec", text: marked.text)
        // `again` has the first use's text: no error; `search` and Side's `start` differ from it.
        #expect(document.diagnostics.map(\.id) == [.conflictingLocalizationKey, .conflictingLocalizationKey])
        let search = document.diagnostics[0]
        #expect(search.range.start == marked.offset(2))
        #expect(document.source.location(of: search.range.start) == TabSpecCore.SourceLocation(line: 3, column: 72))
        #expect(search.message == "localization key 'tab.start' has two source texts, 'Search' and 'Home'; give one of them another key")
        #expect(search.notes == [DiagnosticNote(message: "'tab.start' is also the 'titleKey' of tab 'home', 'Home'",
                                                range: SourceRange(start: marked.offset(1), end: marked.offset(1) + 11))])
        let side = document.diagnostics[1]
        #expect(side.range.start == marked.offset(3))
        #expect(side.message == "localization key 'tab.start' has two source texts, 'Go' and 'Home'; give one of them another key")
        #expect(side.notes.map(\.message) == ["'tab.start' is also the 'titleKey' of tab 'home' in 'Main', 'Home'"])
        #expect(side.fixIts.isEmpty)
        // The tab bar the error is in has errors.
        #expect(document.tabBars.map(\.hasErrors) == [true, true])
    }

    @Test func aDefaultKeyConflictIsReportedAtTheWrittenKey() throws {
        let marked = MarkedSource("""
            tabbar Main {
                tab start { symbol: "play", title: "Start", titleKey: 1️⃣"Main.home.title" }
                tab home  { symbol: "house", title: 2️⃣"Home" }
                tab other { symbol: "gearshape", accessibilityLabel: "Other", accessibilityLabelKey: 3️⃣"Main.home.title" }
            }

            """)
        let document = SpecDocument(path: "a.tabspec", text: marked.text)
        #expect(document.diagnostics.map(\.range.start) == [marked.offset(1), marked.offset(3)])
        #expect(document.diagnostics.first?.notes.map(\.message) == ["'Main.home.title' is also the default key of the 'title' of tab 'home', 'Home'"])
        #expect(document.diagnostics.first?.notes.first?.range?.start == marked.offset(2))
        #expect(document.diagnostics.last?.message
            == "localization key 'Main.home.title' has two source texts, 'Other' and 'Start'; give one of them another key")
        #expect(document.diagnostics.last?.notes.first?.range?.start == marked.offset(1))
    }

    @Test func aTitleAndALabelMayShareAKeyWithOneText() {
        let document = SpecDocument(path: "a.tabspec", text: """
            tabbar Main {
                tab home { symbol: "house", title: "Home", titleKey: "home", accessibilityLabel: "Home", accessibilityLabelKey: "home" }
            }

            """)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func aTabBarWithErrorsStillHasItsKeys() throws {
        // A key without its text is reported and not recorded as a text to translate.
        let document = SpecDocument(path: "a.tabspec", text: "tabbar Tab {\n    tab home { symbol: \"house\", titleKey: \"home\" }\n}\n")
        #expect(document.diagnostics.map(\.id) == [.missingKey])
        let tabBar = try #require(document.tabBars.first)
        #expect(tabBar.writtenKeys == [WrittenLocalizationKey(tab: 0, role: .title, key: "home")])
        #expect(tabBar.localizedTexts.isEmpty)
        #expect(tabBar.titleKey(ofTab: 0) == nil)
    }
}
