import Testing
@testable import TabSpecCore

/// `Compiler.strings`: which tab bars' keys go into a catalog (the table of its file name, each bar's
/// localization chosen as `compile` chooses it), the counts, the comments, and every way it refuses to
/// produce a catalog.
@Suite("Compiler.strings")
struct CompilerStringsTests {
    let compiler = Compiler()

    /// `Specs/<name>` with `text`, under the default configuration.
    static func spec(_ text: String, _ name: String = "Main.tabspec", configured: CompileSettings = CompileSettings())
        -> (source: SourceFile, configured: CompileSettings) {
        (SourceFile(path: "Specs/" + name, text: text), configured)
    }

    /// The keys of a catalog, in order, with each one's source value and comment.
    static func entries(_ bytes: [UInt8]?) throws -> [String] {
        let catalog = try StringCatalog(parsing: try #require(bytes), path: "Tabs.xcstrings")
        return catalog.entries.map { entry in
            "\(entry.key)=\(catalog.sourceValue(forKey: entry.key) ?? "-") (\(entry.members.value("comment")?.string ?? "-"))"
        }
    }

    static let tabs = """
        tabbar MainTab {
            localization { table: "Tabs" }
            tab home { symbol: "house", title: "Home", accessibilityLabel: "Start page" }
            tab search { symbol: "magnifyingglass", title: "Search", titleKey: "tab.search" }
        }

        """

    @Test func theCatalogTableIsTheFileNameWithoutItsExtension() {
        #expect(Compiler.catalogTable(ofPath: "App/Resources/Tabs.xcstrings") == "Tabs")
        #expect(Compiler.catalogTable(ofPath: "Localizable.xcstrings") == "Localizable")
        #expect(Compiler.catalogTable(ofPath: ".xcstrings") == nil)
        #expect(Compiler.catalogTable(ofPath: "Tabs.strings") == nil)
        #expect(Compiler.catalogTable(ofPath: "Tabs.xcstrings/") == nil)
        #expect(Compiler.catalogTable(ofPath: "App/.xcstrings") == nil)
    }

    @Test func aNewCatalogGetsEveryKeyWithItsTextAndComment() throws {
        let outcome = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Res/Tabs.xcstrings", existing: nil)
        #expect(outcome.table == "Tabs")
        #expect(outcome.creates)
        #expect(outcome.summary == StringCatalog.UpdateSummary(added: 3))
        #expect(outcome.changes == "3 keys added")
        #expect(outcome.skipped == [])
        #expect(outcome.report.files.map(\.diagnostics.count) == [0])
        #expect(try Self.entries(outcome.catalog) == [
            "MainTab.home.accessibilityLabel=Start page (Accessibility label of the 'home' tab of the MainTab tab bar)",
            "MainTab.home.title=Home (Title of the 'home' tab of the MainTab tab bar)",
            "tab.search=Search (Title of the 'search' tab of the MainTab tab bar)",
        ])
        let bytes = String(decoding: try #require(outcome.catalog), as: UTF8.self)
        #expect(bytes.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"MainTab.home.accessibilityLabel\" : {\n      \"comment\" : \"Accessibility label of the 'home' tab of the MainTab tab bar\",\n      \"extractionState\" : \"manual\",\n"))
        #expect(bytes.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
    }

    @Test func aRunOverItsOwnOutputChangesNothing() throws {
        let first = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.xcstrings", existing: nil, sourceLanguage: "de")
        let second = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.xcstrings", existing: first.catalog)
        #expect(!second.creates)
        #expect(second.catalog == first.catalog)
        #expect(second.summary == StringCatalog.UpdateSummary(unchanged: 3))
        #expect(second.changes == "3 keys unchanged")
        #expect(try StringCatalog(parsing: #require(second.catalog), path: "Tabs.xcstrings").sourceLanguage == "de")
    }

    @Test func aChangedTextAndARemovedTabAreCounted() throws {
        let before = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.xcstrings", existing: nil)
        var catalog = try StringCatalog(parsing: #require(before.catalog), path: "Tabs.xcstrings")
        catalog.set("localizations", in: "MainTab.home.title", to: .object([
            JSONMember("de", .object([JSONMember("stringUnit", .object([JSONMember("state", .string("translated")), JSONMember("value", .string("Start"))]))])),
            JSONMember("en", .object([JSONMember("stringUnit", .object([JSONMember("state", .string("translated")), JSONMember("value", .string("Home"))]))])),
        ]))
        let changed = """
            tabbar MainTab {
                localization { table: "Tabs" }
                tab home { symbol: "house", title: "Start" }
            }

            """
        let after = try compiler.strings([Self.spec(changed)], catalogPath: "Tabs.xcstrings", existing: catalog.rendered())
        #expect(after.summary == StringCatalog.UpdateSummary(updated: 1, markedNeedsReview: 1, markedStale: 1))
        #expect(after.changes == "1 key updated, 1 translation marked needs_review, 1 key marked stale")
        let updated = try StringCatalog(parsing: #require(after.catalog), path: "Tabs.xcstrings")
        #expect(updated.entry(forKey: "MainTab.home.accessibilityLabel")?.members.value("extractionState") == .string("stale"))
        // `tab.search` is not a default-pattern key: it is left as it was.
        #expect(updated.entry(forKey: "tab.search")?.members.value("extractionState") == .string("manual"))
        #expect(updated.entry(forKey: "MainTab.home.title")?.members.value("localizations")?["de"]?["stringUnit"]?["state"] == .string("needs_review"))
    }

    @Test func eachTabBarIsLocalizedByItsOwnBlockThenItsSpecsThenTheConfigurations() throws {
        let configured = CompileSettings(localization: TabBarLocalization(table: "Tabs"))
        let plain = "tabbar Plain {\n    tab a { symbol: \"house\", title: \"A\" }\n}\n"
        let own = "tabbar Own {\n    localization { bundle: module }\n    tab b { symbol: \"house\", title: \"B\" }\n}\n"
        let specBlock = "compile {\n    localization { table: \"Other\" }\n}\n" + plain.replacingOccurrences(of: "Plain", with: "SpecWide")
        let unlocalized = "tabbar None {\n    tab c { symbol: \"house\", title: \"C\" }\n}\n"
        let outcome = try compiler.strings([
            Self.spec(plain, "Plain.tabspec", configured: configured),
            Self.spec(own, "Own.tabspec", configured: configured),
            Self.spec(specBlock, "SpecWide.tabspec", configured: configured),
            Self.spec(unlocalized, "None.tabspec"),
        ], catalogPath: "Tabs.xcstrings", existing: nil)
        #expect(try Self.entries(outcome.catalog) == ["Plain.a.title=A (Title of the 'a' tab of the Plain tab bar)"])
        #expect(outcome.skipped == [Compiler.SkippedKeys(table: "Localizable", count: 1), Compiler.SkippedKeys(table: "Other", count: 1)])
        #expect(outcome.skippedPhrase == "; 1 key of table 'Localizable' skipped; 1 key of table 'Other' skipped")
    }

    @Test func oneKeyWithTwoTextsInTwoSpecsIsAnErrorInTheLaterSpec() throws {
        let extra = "tabbar Extra {\n    localization { table: \"Tabs\" }\n    tab start { symbol: \"house\", title: \"Begin\", titleKey: \"tab.search\" }\n}\n"
        let shared = "tabbar Shared {\n    localization { table: \"Tabs\" }\n    tab s { symbol: \"house\", title: \"Search\", titleKey: \"tab.search\" }\n}\n"
        let outcome = try compiler.strings([Self.spec(Self.tabs), Self.spec(shared, "Shared.tabspec"), Self.spec(extra, "Extra.tabspec")],
                                           catalogPath: "Tabs.xcstrings", existing: nil)
        #expect(outcome.catalog == nil)
        #expect(outcome.summary == StringCatalog.UpdateSummary())
        #expect(outcome.report.files.map(\.diagnostics.count) == [0, 0, 1])
        let error = try #require(outcome.report.files[2].diagnostics.first)
        #expect(error.id == .conflictingLocalizationKey)
        #expect(error.message == "localization key 'tab.search' has two source texts, 'Begin' and 'Search'; give one of them another key")
        #expect(outcome.report.files[2].source.location(of: error.range.start).description == "3:60")
        #expect(error.notes == [DiagnosticNote(message: "'tab.search' is also the 'titleKey' of tab 'search' in 'MainTab' of 'Specs/Main.tabspec', 'Search'")])
    }

    @Test func aSpecWithErrorsOrAMalformedCatalogGivesNoCatalog() throws {
        let broken = try compiler.strings([Self.spec("tabbar MainTab {\n    tab a { titel: \"A\" }\n}\n")], catalogPath: "Tabs.xcstrings", existing: nil)
        #expect(broken.catalog == nil)
        #expect(broken.report.count(.error) > 0)
        let malformed = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Res/Tabs.xcstrings", existing: Array("{\n  \"strings\" : {}\n}".utf8))
        #expect(malformed.catalog == nil)
        #expect(malformed.report.files.count == 2)
        let error = try #require(malformed.report.files[1].diagnostics.first)
        #expect(error.id == .invalidCatalog)
        #expect("\(malformed.report.files[1].source.path):\(malformed.report.files[1].source.location(of: error.range.start)): \(error.message)"
            == "Res/Tabs.xcstrings:1:1: missing 'sourceLanguage'")
    }

    @Test func anExistingCatalogKeepsItsSourceLanguage() throws {
        let existing = try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.xcstrings", existing: nil).catalog
        #expect(throws: Compiler.StringsFailure.sourceLanguageConflict(
            "'--source-language fr' differs from the sourceLanguage 'en' of 'Tabs.xcstrings'; leave the option out (an existing catalog keeps its source language) or change the catalog in Xcode")) {
            try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.xcstrings", existing: existing, sourceLanguage: "fr")
        }
        #expect(throws: Compiler.StringsFailure.notAStringCatalog("'Tabs.json' is not a String Catalog; give a file named '<table>.xcstrings'")) {
            try compiler.strings([Self.spec(Self.tabs)], catalogPath: "Tabs.json", existing: nil)
        }
    }

    @Test func languageCodesAreCheckedAndMistakesSuggested() {
        #expect(["en", "de", "pt-BR", "zh-Hans", "es-419", "ast"].allSatisfy(StringCatalog.isLanguageCode))
        #expect(!["", "e", "english", "en_US", "EN-", "-en", "en--US", "ja-JP-abcdefghi", "dé"].contains(where: StringCatalog.isLanguageCode))
        #expect(StringCatalog.suggestedLanguageCode(for: "en_US") == "en-US")
        #expect(StringCatalog.suggestedLanguageCode(for: "EN") == "en")
        #expect(StringCatalog.suggestedLanguageCode(for: "en") == nil)
        #expect(StringCatalog.suggestedLanguageCode(for: "english") == nil)
    }
}
