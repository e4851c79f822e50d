import Testing
@testable import TabSpecCore

/// `.strings` tables and the one lookup lint reads catalogs and tables through.
@Suite("Localization sources")
struct LocalizationSourceTests {
    /// `text` as UTF-16 big-endian bytes with a byte order mark.
    private func utf16BigEndian(_ text: String) -> [UInt8] {
        ([0xFEFF] + Array(text.utf16)).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test func readsATable() throws {
        let text = """
            /* Title of the 'home' tab of the MainTab tab bar */
            "MainTab.home.title" = "Start";
            // a line comment
            "MainTab.search.title" = "Suche";
            "MainTab.home.title" = "Übersicht";
            "Quote \\"x\\"" = "Zitat „x“\\n";
            """
        let table = try StringsTable(parsing: Array(text.utf8), path: "App/de.lproj/Tabs.strings", language: "de")
        #expect(table.language == "de")
        #expect(table.keys == ["MainTab.home.title", "MainTab.search.title", "Quote \"x\""])
        #expect(table.value(forKey: "MainTab.home.title") == "Übersicht")
        #expect(table.value(forKey: "Quote \"x\"") == "Zitat „x“\n")
        #expect(table.value(forKey: "MainTab.more.title") == nil)
    }

    @Test(arguments: [
        ("App/de.lproj/Tabs.strings", "de"), ("pt-BR.lproj/Tabs.strings", "pt-BR"), ("/abs/Base.lproj/Tabs.strings", "Base"),
        ("App/de.lproj/Other.strings", nil), ("App/Tabs.strings", nil), ("App/.lproj/Tabs.strings", nil),
        ("App/de.lproj/Tabs.stringsdict", nil), ("App/de/Tabs.strings", nil),
    ] as [(String, String?)])
    func findsTheLanguageOfATablePath(_ path: String, _ language: String?) {
        #expect(StringsTable.language(ofPath: path, table: "Tabs") == language)
    }

    @Test func loadsAFolderOfLprojFolders() throws {
        let files: [(path: String, bytes: [UInt8])] = [
            ("Res/ja.lproj/Tabs.strings", Array("\"MainTab.home.title\" = \"ホーム\";".utf8)),
            ("Res/de.lproj/Tabs.strings", Array("\"MainTab.home.title\" = \"Start\";\n\"MainTab.search.title\" = \"Suche\";".utf8)),
            ("Res/de.lproj/Localizable.strings", Array("not a table".utf8)),
            ("Res/ar.lproj/Tabs.strings", utf16BigEndian("\"MainTab.home.title\" = \"الرئيسية\";")),
            ("Res/Tabs.strings", Array("\"MainTab.home.title\" = \"?\";".utf8)),
        ]
        let source = try LocalizationSource(lprojFiles: files, table: "Tabs")
        #expect(source.languages == ["ar", "de", "ja"])
        #expect(source.sourceLanguage == nil)
        #expect(source.value(forKey: "MainTab.home.title", language: "ar") == "الرئيسية")
        #expect(source.value(forKey: "MainTab.search.title", language: "de", idiom: .pad) == "Suche")
        #expect(source.value(forKey: "MainTab.search.title", language: "ja") == nil)
        #expect(source.value(forKey: "MainTab.home.title", language: "fr") == nil)
        #expect(try LocalizationSource(lprojFiles: [], table: "Tabs") == .tables([]))
    }

    @Test func aBrokenTableIsTheError() {
        let files: [(path: String, bytes: [UInt8])] = [("Res/fr.lproj/Tabs.strings", Array("\"a\" = \"b\"".utf8))]
        #expect(throws: CatalogError.self) { try LocalizationSource(lprojFiles: files, table: "Tabs") }
        do {
            _ = try LocalizationSource(lprojFiles: files, table: "Tabs")
        } catch {
            #expect(error.description == "Res/fr.lproj/Tabs.strings:1:10: expected ';' [invalid-catalog]")
        }
    }

    @Test func aCatalogAnswersThroughTheSameLookup() throws {
        let source = LocalizationSource.catalog(try StringCatalogTests.catalog("TabBar"))
        #expect(source.languages == ["ar", "de", "en", "ja"])
        #expect(source.sourceLanguage == "en")
        #expect(source.value(forKey: "MainTab.home.title", language: "ja") == "ホーム")
        #expect(source.value(forKey: "MainTab.settings.title", language: "de", idiom: .pad) == "Einstellungen")
        #expect(source.value(forKey: "MainTab.settings.title", language: "de", idiom: .phone) == "Einstell.")
        #expect(source.value(forKey: "MainTab.settings.title", language: "ja") == nil)
    }
}

extension LocalizationSourceTests {
    @Test func readsTheTableFixture() throws {
        let bytes = Fixtures.bytes(Fixtures.testFile("Fixtures/Catalogs/de.lproj/Tabs.strings"))
        let table = try StringsTable(parsing: bytes, path: "de.lproj/Tabs.strings", language: "de")
        #expect(table.keys == ["MainTab.home.title", "MainTab.settings.title", "Quote \"%@\""])
        #expect(table.value(forKey: "Quote \"%@\"") == "„%@“\n")
    }
}
