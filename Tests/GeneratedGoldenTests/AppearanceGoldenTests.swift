import TabSpecRuntime
import Testing

/// `Fixtures/Swift/Appearance.tabspec` in TabSpecCoreTests (themes, badges and the bar's material, apps.md v1.3):
/// its generated file is compiled here, and `configuration(theme:)` returns each theme's exact colors.
@Suite("Appearance golden file")
struct AppearanceGoldenTests {
    @Test func theConfigurationCarriesTheBadgeAndTheMaterial() {
        let configuration = ReaderTab.configuration
        #expect(configuration.badge == TabBarConfiguration.Badge(
            color: TabBarColor(rgb: 0x00AF89), textColor: .white, font: TabBarConfiguration.Font(weight: .semibold, size: 12)))
        #expect(configuration.backgroundEffect == TabBarConfiguration.BackgroundEffect.none)
        #expect(configuration.backgroundEffect != nil)
        #expect(configuration.shadowColor == .clear)
        #expect(configuration.classic == TabBarConfiguration.Classic(
            barTint: .white, background: TabBarColor(rgb: 0xEAECF0), isTranslucent: false, backgroundEffect: .thin,
            shadowColor: TabBarColor(rgb: 0xC8CCD1, alpha: 0.5)))
        #expect(StoreTab.configuration.backgroundEffect == .chrome)
        #expect(StoreTab.configuration.badge == TabBarConfiguration.Badge(font: TabBarConfiguration.Font(weight: .bold, size: 11)))
        #expect(StoreTab.configuration.shadowColor == nil && StoreTab.configuration.classic == nil)
    }

    @Test func theThemesAreTheSpecsInItsOrder() {
        #expect(ReaderTab.Theme.allCases == [.light, .sepia, .dark])
        #expect(ReaderTab.Theme.allCases.map(\.rawValue) == ["light", "sepia", "dark"])
    }

    @Test func anEmptyThemeIsTheBarsOwnConfiguration() {
        #expect(ReaderTab.configuration(theme: .light) == ReaderTab.configuration)
    }

    @Test func aThemeChangesOnlyTheColorsItWrites() {
        var expected = ReaderTab.configuration
        expected.colors.unselectedItemTint = TabBarColor(rgb: 0x646059)
        expected.colors.title = TabBarColor(rgb: 0x646059)
        expected.colors.barTint = TabBarColor(rgb: 0xF8F1E3)
        expected.badge?.textColor = TabBarColor(rgb: 0xF8F1E3)
        // A theme's bar color wins on the classic bar too, over the `classic { }` block's.
        expected.classic?.barTint = TabBarColor(rgb: 0xF8F1E3)
        let sepia = ReaderTab.configuration(theme: .sepia)
        #expect(sepia == expected)
        #expect(sepia.badge?.color == TabBarColor(rgb: 0x00AF89))
        #expect(sepia.colors.tint == TabBarColor(rgb: 0x3366CC))
        #expect(sepia.classic?.isTranslucent == false && sepia.classic?.shadowColor == ReaderTab.configuration.classic?.shadowColor)
    }

    @Test func everyColorKeyOfATheme() {
        let dark = ReaderTab.configuration(theme: .dark)
        #expect(dark.colors == TabBarConfiguration.Colors(
            tint: TabBarColor(rgb: 0x6699FF), unselectedItemTint: TabBarColor(rgb: 0xC8CCD1), barTint: TabBarColor(rgb: 0x2E3136),
            background: .black, title: TabBarColor(rgb: 0xC8CCD1), selectedItemBackground: TabBarColor(rgb: 0x6699FF, alpha: 0.2),
            itemBackground: TabBarColor(rgb: 0x2E3136)))
        #expect(dark.classic?.barTint == TabBarColor(rgb: 0x2E3136) && dark.classic?.background == .black)
        #expect(dark.indicator?.color == TabBarColor(rgb: 0x6699FF))
        #expect(dark.indicator?.shape == .underline)
        #expect(dark.badge == TabBarConfiguration.Badge(
            color: .systemGreen, textColor: TabBarColor(rgb: 0x2E3136), font: TabBarConfiguration.Font(weight: .semibold, size: 12)))
        #expect(dark.items == ReaderTab.configuration.items && dark.titleFont == ReaderTab.configuration.titleFont)
    }
}
