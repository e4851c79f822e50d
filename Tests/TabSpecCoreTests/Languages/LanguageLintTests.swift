import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// `title-truncation` in every language of the catalogs, `missing-translation` and `stale-catalog`.
@Suite("Lint in every language")
struct LanguageLintTests {
    /// The settings of the tests: two devices, the fixture catalog.
    private func settings(languages: [String]? = nil, catalog: String = LanguageFixtures.catalog) throws -> LintSettings {
        var settings = LintSettings(devices: ["iphone-se-3", "iphone-16"])
        settings.localizations = try LanguageFixtures.localizations(catalog)
        settings.languages = languages
        // The classic bar only: lint's iOS 26 environments (the floating bar) and compatibility-mode have tests
        // of their own.
        settings.designRequiresCompatibility = true
        settings.environment.sdk = IOSVersion(major: 26)
        settings.disabledRules = [.compatibilityMode]
        return settings
    }

    @Test func titlesAreCutPerLanguageAndCollapseAcrossLanguages() throws {
        #expect(LanguageFixtures.lint(LanguageFixtures.spec, settings: try settings()) == [
            """
            title-truncation 5:43 title 'お知らせの一覧表示' (ja) is cut to 'お知らせの一…' on iPhone SE (3rd generation), portrait and 1 more
              note: on 2 of 4 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone 16, portrait
            """,
            """
            title-truncation 7:48 title 'الإعدادات والخصوصية' (ar) is cut to 'الإعدادات و…' on iPhone SE (3rd generation), portrait and 1 more
              note: on 2 of 4 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone 16, portrait
              note: in 2 of 4 languages: ar 'الإعدادات والخصوصية'; de 'Einstellungen und Datenschutz'
            """,
        ])
    }

    /// On the floating iOS 26 bar a translated title has its button's width less 16 pt, in medium 10 pt, as a
    /// title that is not translated.
    @Test func onTheFloatingBarTranslatedTitlesHaveTheButtonsRoom() throws {
        var settings = try settings()
        settings.devices = ["iphone-16"]
        settings.orientations = [.portrait]
        settings.iOSVersion = IOSVersion(major: 26)
        settings.designRequiresCompatibility = false
        settings.disabledRules = [.compatibilityMode, .glassBackground]
        // iPhone 16's five floating buttons are 75.2 pt wide: 59.2 pt for a title. 'プロフィール' (6 wide
        // characters × 10 pt = 60 pt) fits the classic item, not the button; 'Hinweise' (8 × 5.6 = 44.8 pt) fits.
        #expect(LanguageFixtures.lint(LanguageFixtures.spec, settings: settings) == [
            "title-truncation 5:43 title 'お知らせの一覧表示' (ja) is cut to 'お知らせの…' on iPhone 16, portrait",
            "title-truncation 6:45 title 'プロフィール' (ja) is cut to 'プロフィー…' on iPhone 16, portrait",
            """
            title-truncation 7:48 title 'الإعدادات والخصوصية' (ar) is cut to 'الإعدادات…' on iPhone 16, portrait
              note: in 2 of 4 languages: ar 'الإعدادات والخصوصية'; de 'Einstellungen und Datenschutz'
            """,
        ])
    }

    @Test func theLanguagesSettingChoosesAndOrdersTheLanguages() throws {
        #expect(LanguageFixtures.lint(LanguageFixtures.spec, settings: try settings(languages: ["de"])) == [
            """
            title-truncation 7:48 title 'Einstellungen und Datenschutz' (de) is cut to 'Einstellung…' on iPhone SE (3rd generation), portrait and 1 more
              note: on 2 of 4 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone 16, portrait
            """,
        ])
        let both = LanguageFixtures.lint(LanguageFixtures.spec, settings: try settings(languages: ["de", "ar"]))
        #expect(both.count == 1)
        #expect(both.first?.hasSuffix("note: in all 2 languages: de 'Einstellungen und Datenschutz'; ar 'الإعدادات والخصوصية'") == true)
    }

    @Test func arabicIsLaidOutRightToLeftAndJapaneseCountsWideCharacters() throws {
        let settings = try settings()
        let source = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec)
        let document = Compiler().analyze(source)
        let context = LintContext(source: source, settings: settings)
        let tabBar = LintedTabBar(spec: try #require(document.tabBars.first), context: context, withLayouts: true, withLanguages: true)
        #expect(tabBar.languages.map(\.language) == ["en", "ar", "de", "ja"])
        #expect(tabBar.languages.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight, .leftToRight])
        let arabic = tabBar.languages[1].layouts[0]
        // Right to left: the first tab is at the right end of the bar.
        #expect(arabic.items.map(\.index) == [0, 1, 2, 3, 4])
        #expect(try #require(arabic.items.first).frame.x > (try #require(arabic.items.last)).frame.x)
        // The source language's layouts are the spec's own, not laid out again.
        #expect(tabBar.languages[0].layouts == tabBar.layouts)
        // 9 wide characters × 10 pt: 90 pt, wider than the item's title.
        let japanese = try #require(tabBar.languages[3].configurations.first)
        #expect(japanese.items[2].title == "お知らせの一覧表示")
        #expect(TitleWidthEstimate.width(of: "お知らせの一覧表示", font: japanese.titleFont) == 90)
    }

    @Test(arguments: ["18.0", "26.0"])
    func sharedLayoutsEqualLayoutsOfTheTranslation(ios: String) throws {
        var settings = try settings()
        settings.iOSVersion = IOSVersion(ios)
        // On iOS 26 the app takes the new design, so the bar floats on portrait iPhones.
        settings.designRequiresCompatibility = ios == "18.0"
        let source = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec)
        let context = LintContext(source: source, settings: settings)
        let spec = try #require(Compiler().analyze(source).tabBars.first)
        let tabBar = LintedTabBar(spec: spec, context: context, withLayouts: true, withLanguages: true)
        #expect(tabBar.languages.count == 4)
        var floating = 0
        for language in tabBar.languages {
            for (index, environment) in context.layoutClasses.enumerated() {
                var environment = environment
                environment.layoutDirection = language.direction
                let fresh = TabBarLayout(configuration: language.configurations[index], environment: environment)
                #expect(language.layouts[index] == fresh, "\(language.language) \(index)")
                if fresh.geometry == .floating { floating += 1 }
            }
        }
        // iOS 26 floats the bar on portrait iPhones, where each language is laid out anew.
        #expect((floating > 0) == (ios == "26.0"))
    }

    @Test func aTabBarThatIsNotLocalizedKeepsItsSourceMessages() throws {
        let spec = LanguageFixtures.spec.replacingOccurrences(of: "    localization { table: \"Tabs\" }\n", with: "")
        let withCatalog = LanguageFixtures.lint(spec, settings: try settings())
        var withoutCatalog = LintSettings(devices: ["iphone-se-3", "iphone-16"])
        withoutCatalog.designRequiresCompatibility = true
        withoutCatalog.environment.sdk = IOSVersion(major: 26)
        withoutCatalog.disabledRules = [.compatibilityMode]
        #expect(withCatalog == LanguageFixtures.lint(spec, settings: withoutCatalog))
        #expect(withCatalog.isEmpty)
        var configured = try settings()
        configured.localizedByConfiguration = true
        #expect(LanguageFixtures.lint(spec, settings: configured).count == 2)
    }

    @Test func missingTranslationListsTheLanguagesPerKey() throws {
        let catalog = LanguageFixtures.catalogText([
            ("Main.home.title", [("en", "Home"), ("de", "Start")]),
            ("Main.settings.title", [("en", "Settings"), ("fr", "Réglages")]),
            ("Main.settings.accessibilityLabel", [("en", "App settings"), ("de", "App-Einstellungen"), ("fr", "Réglages de l’app")]),
        ])
        let spec = """
            tabbar Main {
                localization { table: "Tabs" }
                tab home     { symbol: "house", title: "Home" }
                tab settings { symbol: "gearshape", title: "Settings", accessibilityLabel: "App settings" }
            }
            """
        #expect(LanguageFixtures.lint(spec, settings: try settings(catalog: catalog)) == [
            "missing-translation 3:44 key 'Main.home.title' has no translation in fr; the title 'Home' is shown there instead",
            "missing-translation 4:48 key 'Main.settings.title' has no translation in de; the title 'Settings' is shown there instead",
        ])
        #expect(LanguageFixtures.lint(spec, settings: try settings(languages: ["de", "fr", "ja"], catalog: catalog)) == [
            "missing-translation 3:44 key 'Main.home.title' has no translation in fr, ja; the title 'Home' is shown there instead",
            "missing-translation 4:48 key 'Main.settings.title' has no translation in de, ja; the title 'Settings' is shown there instead",
            "missing-translation 4:80 key 'Main.settings.accessibilityLabel' has no translation in ja; the accessibility label 'App settings' is shown there instead",
        ])
    }

    @Test func staleCatalogComparesTheSourceValue() throws {
        let catalog = LanguageFixtures.catalogText([
            ("Main.home.title", [("en", "Start"), ("de", "Start")]),
            ("Main.settings.title", [("en", "Settings"), ("de", "Einstellungen")]),
        ])
        let spec = """
            tabbar Main {
                localization { table: "Tabs" }
                tab home     { symbol: "house", title: "Home" }
                tab settings { symbol: "gearshape", title: "Settings" }
            }
            """
        #expect(LanguageFixtures.lint(spec, settings: try settings(catalog: catalog)) == [
            "stale-catalog 3:44 catalog 'Tabs.xcstrings' has 'Start' (en) for key 'Main.home.title' but the spec says 'Home'; run 'tabspec strings' to update the catalog",
        ])
    }

    @Test func deviceVariationsAreTranslatedPerIdiom() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Main.home.title" : { "localizations" : { "de" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Startseite" } }
                } } } } }
              },
              "version" : "1.0"
            }
            """
        let localizations = try LanguageFixtures.localizations(catalog)
        #expect(localizations.hasDeviceVariations)
        #expect(try !LanguageFixtures.localizations(LanguageFixtures.catalog).hasDeviceVariations)
        var settings = LintSettings(devices: ["iphone-16", "ipad-10"], orientations: [.portrait])
        settings.designRequiresCompatibility = true
        settings.environment.sdk = IOSVersion(major: 26)
        settings.disabledRules = [.compatibilityMode]
        settings.localizations = localizations
        settings.languages = ["de"]
        let source = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec)
        let context = LintContext(source: source, settings: settings)
        let tabBar = LintedTabBar(spec: try #require(Compiler().analyze(source).tabBars.first), context: context,
                                  withLayouts: true, withLanguages: true)
        #expect(context.layoutClasses.map(\.idiom) == [.phone, .pad])
        #expect(tabBar.languages.first?.configurations.map { $0.items[0].title } == ["Start", "Startseite"])
    }

    @Test func withoutCatalogsNoLanguageIsLinted() {
        var settings = LintSettings(devices: ["iphone-se-3"])
        settings.languages = ["de"]
        #expect(settings.lintedLanguages.isEmpty)
        #expect(LanguageFixtures.lint(LanguageFixtures.spec, settings: settings).isEmpty)
    }
}
