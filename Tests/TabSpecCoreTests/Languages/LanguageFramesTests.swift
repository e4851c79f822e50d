import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// `frames` and `render` in a language of the catalogs.
@Suite("Frames and pictures per language")
struct LanguageFramesTests {
    private let source = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec)
    private let phone = TabBarEnvironment.device("iphone-se-3", orientation: .portrait) ?? TabBarEnvironment(width: 1, height: 1)

    @Test func aRightToLeftLanguageLaysOutAsRTLDoes() throws {
        let localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        let arabic = try Compiler().frames(source, in: phone, format: .json, language: "ar", localizations: localizations)
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        let mirrored = try Compiler().frames(source, in: rtl, format: .json)
        // The same geometry as `--rtl`; only the titles and the environment's language differ.
        #expect(arabic.frames.tabBars.map { $0.layout.items.map(\.frame) } == mirrored.frames.tabBars.map { $0.layout.items.map(\.frame) })
        #expect(arabic.frames.tabBars.map(\.layout.bar) == mirrored.frames.tabBars.map(\.layout.bar))
        #expect(arabic.frames.environment == rtl)
        #expect(arabic.frames.tabBars[0].configuration.items.map(\.title)
            == ["الرئيسية", "بحث", "تنبيهات", "الملف", "الإعدادات والخصوصية"])
        #expect(arabic.text.contains("        \"layoutDirection\": \"rightToLeft\",\n        \"ios\": \"18.0\",\n        \"sdk\": \"27.0\",\n        \"language\": \"ar\"\n      },\n"))
        #expect(!mirrored.text.contains("\"language\""))
    }

    @Test func aLeftToRightLanguageKeepsTheDirectionAndFallsBackToTheSpec() throws {
        let catalog = LanguageFixtures.catalogText([("Main.home.title", [("de", "Startseite")])])
        let german = try Compiler().frames(source, in: phone, format: .table, language: "de",
                                           localizations: try LanguageFixtures.localizations(catalog))
        #expect(german.frames.environment == phone)
        #expect(german.frames.tabBars[0].configuration.items.map(\.title) == ["Startseite", "Search", "Alerts", "Profile", "Settings"])
        #expect(german.text.contains(", iOS 18.0\n  language     de\n  safe area "))
        let plain = try Compiler().frames(source, in: phone, format: .table)
        #expect(!plain.text.contains("language"))
    }

    @Test func renderAllDrawsOnePanelPerLanguage() throws {
        let localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        let picture = try Compiler().render(source, in: phone, languages: localizations.languages, localizations: localizations)
        let svg = picture.text
        // One group per language, in order, the source language first.
        let groups = svg.components(separatedBy: "<g data-language=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(groups == ["en", "ar", "de", "ja"])
        for (language, group) in zip(groups, svg.components(separatedBy: "<g data-language=\"").dropFirst()) {
            let panel = group.components(separatedBy: "<g data-language=\"")[0]
            #expect(panel.contains(" · \(language)"))
            #expect(panel.contains(" · right to left") == (language == "ar"))
            let tabs = panel.components(separatedBy: "data-tab=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(tabs == ["home", "search", "alerts", "profile", "settings"])
        }
        #expect(svg.contains("Main · iPhone SE (3rd generation) · portrait · iOS 18.0 · ar · right to left · light"))
        #expect(svg.contains(">الرئيسية<"))
        #expect(svg.contains(">検索<"))
        // One font stack for every picture: SF, then fonts that cover the translations' scripts.
        let fonts = "font-family=\"-apple-system, 'SF Pro Text', system-ui, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', "
            + "'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Sans CJK SC', 'Noto Sans CJK JP', "
            + "'Noto Sans CJK KR', sans-serif\""
        #expect(svg.contains(fonts))
        // Without languages the picture is what it was.
        let plain = try Compiler().render(source, in: phone).text
        #expect(!plain.contains("data-language"))
        #expect(plain.contains(fonts))
    }
}
