import Foundation
import TabSpecRuntime
import Testing

/// The localized golden (`Generated/Localized.swift`, from `TabSpecCoreTests/Fixtures/Swift/Localized.tabspec`)
/// run against real tables: this target's resources hold `en.lproj/Tabs.strings`, processed by SwiftPM into
/// `Bundle.module` (its only localization, so every locale reads it). `LocalizedTab` looks its texts up there;
/// `FallbackTab` in the main bundle's `Localizable` table, which a test process does not have.
@Suite("Localized golden file")
struct LocalizedGoldenTests {
    /// The title code generic over `TabBarTab` sees, as the SwiftUI and UIKit adapters read it.
    static func genericTitle<T: TabBarTab>(_ tab: T) -> String? { tab.title }

    /// The label code generic over `TabBarTab` sees.
    static func genericLabel<T: TabBarTab>(_ tab: T) -> String { tab.accessibilityLabel }

    @Test func theModuleBundleHoldsTheTable() {
        #expect(Bundle.module.localizations == ["en"])
        #expect(Bundle.module.localizedString(forKey: "tab.search", value: "missing", table: "Tabs") == "Find")
    }

    @Test func titlesAndLabelsAreTheTablesTranslations() {
        // A key in the table gives its translation; a key missing from it gives the spec's text.
        #expect(LocalizedTab.allCases.map(\.title) == ["Start", "Find", "Settings", "Say \"hi\" \\ 👋"])
        #expect(LocalizedTab.settings.accessibilityLabel == "Preferences")
        // Without an `accessibilityLabel`, the label is the localized title.
        #expect(LocalizedTab.home.accessibilityLabel == "Start")
        #expect(LocalizedTab.search.accessibilityLabel == "Find")
        #expect(LocalizedTab.quote.accessibilityLabel == "Say \"hi\" \\ 👋")
    }

    @Test func keysAndSourceTextsAreTheSpecs() {
        #expect(LocalizedTab.allCases.map(\.titleKey)
            == ["LocalizedTab.home.title", "tab.search", "LocalizedTab.settings.title", "LocalizedTab.quote.title"])
        #expect(LocalizedTab.allCases.map(\.sourceTitle) == ["Home", "Search", "Settings", "Say \"hi\" \\ 👋"])
        #expect(LocalizedTab.allCases.map(\.accessibilityLabelKey) == [nil, nil, "tab.settings.label", nil])
        // The configuration keeps the spec's (source-language) text.
        #expect(LocalizedTab.configuration.items.map(\.title) == ["Home", "Search", "Settings", "Say \"hi\" \\ 👋"])
        #expect(LocalizedTab.configuration.items[2].accessibilityLabel == "App settings")
    }

    @Test func membersKeepTheirPreciseTypes() {
        // Every tab has a title: `title`, `titleKey` and `sourceTitle` are `String`s.
        let title: String = LocalizedTab.home.title
        let key: String = LocalizedTab.home.titleKey
        let source: String = LocalizedTab.home.sourceTitle
        #expect([title, key, source] == ["Start", "LocalizedTab.home.title", "Home"])
        // Only some tabs of FallbackTab have one: `String?`.
        let partial: String? = FallbackTab.book.title
        #expect(partial == nil)
    }

    @Test func genericCodeSeesTheTranslations() {
        // The enum's `String` title cannot fulfil the protocol's `String?`; the generated extension does, so
        // the adapters show the translation, not the configuration's source text.
        #expect(LocalizedTab.allCases.map(Self.genericTitle) == ["Start", "Find", "Settings", "Say \"hi\" \\ 👋"])
        #expect(LocalizedTab.allCases.map(Self.genericLabel) == ["Start", "Find", "Preferences", "Say \"hi\" \\ 👋"])
        #expect(FallbackTab.allCases.map(Self.genericTitle) == ["Home", nil, nil])
    }

    @Test func withoutATableTheSpecsTextIsTheFallback() throws {
        #expect(FallbackTab.allCases.map(\.title) == ["Home", nil, nil])
        #expect(FallbackTab.allCases.map(\.accessibilityLabel) == ["Home", "book", "Gear"])
        #expect(FallbackTab.allCases.map(\.titleKey) == ["FallbackTab.home.title", nil, nil])
        #expect(FallbackTab.allCases.map(\.sourceTitle) == ["Home", nil, nil])
        #expect(FallbackTab.allCases.map(\.accessibilityLabelKey) == [nil, nil, "FallbackTab.gear.accessibilityLabel"])
        // With nothing translated, the enum agrees with its configuration as an unlocalized one does.
        try GeneratedGoldenTests.checkConformance(FallbackTab.self)
    }
}
