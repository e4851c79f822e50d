import Foundation
import Testing

/// The bundled specs' String Catalogs (Specs/README.md): each in step with its spec, as `tabspec strings
/// --check` sees it, with the article's source language and the translations the page lists.
@Suite("Bundled catalogs")
struct BundledCatalogTests {
    /// Spec base name, source language, and the languages of its catalog (sorted, the source language among them).
    static let catalogs: [(name: String, source: String, languages: [String])] = [
        ("CustomTabView", "en", ["ar", "de", "en", "ja"]),
        ("HidingTabBar", "vi", ["ar", "de", "en", "vi"]),
        ("HighlightTabBar", "zh-Hans", ["ar", "en", "ru", "zh-Hans"]),
        ("SwipeableTabBar", "id", ["ar", "de", "en", "id"]),
    ]

    @Test(arguments: catalogs.map(\.name))
    func eachCatalogIsInStepWithItsSpec(_ name: String) throws {
        let result = try TabspecProcess.run(["strings", "Specs/\(name).tabspec", "--catalog", "Specs/\(name).xcstrings", "--check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("0 errors, 0 warnings in 1 file; catalog 'Specs/\(name).xcstrings' up to date ("), "\(result.stderr)")
    }

    @Test func eachCatalogHasTheArticlesLanguageAndItsTranslations() throws {
        for catalog in Self.catalogs {
            let data = try Data(contentsOf: URL(fileURLWithPath: TabspecProcess.packageRoot + "/Specs/\(catalog.name).xcstrings"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["sourceLanguage"] as? String == catalog.source, "\(catalog.name)")
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            var languages: Set<String> = []
            for (key, entry) in strings {
                let localizations = try #require(entry["localizations"] as? [String: [String: Any]], "\(key)")
                languages.formUnion(localizations.keys)
                #expect(Set(localizations.keys) == Set(catalog.languages), "\(catalog.name) \(key)")
            }
            #expect(languages.sorted() == catalog.languages, "\(catalog.name)")
        }
    }

    @Test func theRussianAndArabicTitlesAreThere() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TabspecProcess.packageRoot + "/Specs/HighlightTabBar.xcstrings"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        /// The `stringUnit` value of `key` in `language`.
        func value(_ key: String, _ language: String) -> String? {
            let entry = strings[key] as? [String: Any]
            let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
            return (localization?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(value("HighlightTab.messages.title", "ru") == "Сообщения")
        #expect(value("HighlightTab.messages.title", "ar") == "الرسائل")
        #expect(value("HighlightTab.messages.title", "zh-Hans") == "消息")
    }
}

extension BundledCatalogTests {
    /// README's picture of the HighlightTab bar in every language is what `render --language all` draws today.
    @Test func readmeShowsTheCurrentPictureInEveryLanguage() throws {
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        let command = "render Specs/HighlightTabBar.tabspec --catalog Specs/HighlightTabBar.xcstrings --language all --device iphone-se-3 -o docs/images/HighlightTabBar-languages.svg"
        #expect(readme.contains("swift run tabspec " + command + "\n"))
        #expect(readme.contains("](docs/images/HighlightTabBar-languages.svg)"))
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/HighlightTabBar-languages.svg"
        let render = try TabspecProcess.run(["render", "Specs/HighlightTabBar.tabspec", "--catalog", "Specs/HighlightTabBar.xcstrings",
                                             "--language", "all", "--device", "iphone-se-3", "-o", output])
        #expect(render.status == 0, "\(render.stderr)")
        let picture = try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/images/HighlightTabBar-languages.svg", encoding: .utf8)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == picture)
        // One labelled panel per language, the source language first.
        let panels = picture.components(separatedBy: "data-language=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(panels == ["zh-Hans", "ar", "en", "ru"])
    }
}
