import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// A tab bar `Tab` with a `home` tab and `body` (indented four spaces) after it.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n" + body + "\n}\n"
}

/// The language errors of themes, badges and the bar's material (apps.md v1.3), checked with the language's
/// (`LanguageErrorTests` runs them): one diagnostic each, at its marker, with its id, message and Fix-It.
let appearanceErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "unknown-key", source: tabBar("    theme dark { 1️⃣kind: custom }"),
                      message: "unknown key 'kind' in 'theme'; 'kind' belongs in 'tabbar { … }'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    theme dark { 1️⃣tintColour: red }"),
                      message: "unknown key 'tintColour' in 'theme'; did you mean 'tintColor'?", fixIt: "tintColor"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    theme dark { indicator { 1️⃣shape: circle } }"),
                      message: "unknown key 'shape' in 'indicator'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    theme dark { badge { 1️⃣font: bold 12 } }"),
                      message: "unknown key 'font' in 'badge'"),
    LanguageErrorCase(id: "unknown-block", source: tabBar("    theme dark { 1️⃣classic { } }"),
                      message: "unknown block 'classic' in 'theme'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    theme dark { }\n    theme 1️⃣dark { }"),
                      message: "duplicate theme 'dark' in 'tabbar'"),
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    theme 1️⃣Dark { }"),
                      message: "theme name 'Dark' must be a lowerCamelCase Swift identifier (it names a case of the generated 'Theme' enum); "
                          + "did you mean 'dark'?", fixIt: "dark"),
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    theme 1️⃣allCases { }"),
                      message: "theme name 'allCases' is reserved in Swift or by the generated 'Theme' enum; did you mean 'allCasesTheme'?",
                      fixIt: "allCasesTheme"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    backgroundEffect: 1️⃣thik"),
                      message: "invalid value 'thik' for 'backgroundEffect'; expected 'none', 'ultraThin', 'thin', 'regular', 'thick' or "
                          + "'chrome'; did you mean 'thin' or 'thick'?"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    badge { font: 1️⃣huge 12 }"),
                      message: "invalid value 'huge' for 'font'; expected 'ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', "
                          + "'bold', 'heavy' or 'black'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    classic { 1️⃣tintColor: red }"),
                      message: "unknown key 'tintColor' in 'classic'; 'tintColor' belongs in 'tabbar { … }'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    badge { }\n    1️⃣badge { }"),
                      message: "duplicate 'badge' block in 'tabbar'"),
]

/// Themes, badges and the material in the model: what the check stage resolves.
@Suite("Appearance language")
struct AppearanceLanguageTests {
    @Test func theThemeNotesThatAThemeChangesColorsOnly() throws {
        let document = SpecDocument(path: "p.tabspec", text: tabBar("    theme dark { kind: custom, hideOnScroll { } }"))
        #expect(document.diagnostics.map(\.id.rawValue) == ["unknown-key", "unknown-block"])
        #expect(document.diagnostics.map { $0.notes.map(\.message) } == [["a theme changes colors only"], ["a theme changes colors only"]])
    }

    @Test func theModelHoldsTheBlocksAndTheThemes() throws {
        let document = SpecDocument(path: "p.tabspec", text: tabBar("""
                backgroundEffect: ultraThin
                shadowColor: clear
                badge { color: systemGreen, textColor: black, font: bold 11 }
                classic { translucent: false, barTintColor: white, backgroundColor: gray, backgroundEffect: none, shadowColor: red }
                theme light { }
                theme dark { tintColor: white, indicator { color: red }, badge { color: blue } }
            """))
        #expect(document.diagnostics.isEmpty)
        let bar = try #require(document.tabBars.first)
        let configuration = bar.configuration
        #expect(configuration.backgroundEffect == .ultraThin && configuration.shadowColor == .clear)
        #expect(configuration.badge == TabBarConfiguration.Badge(color: .systemGreen, textColor: .black,
                                                                  font: TabBarConfiguration.Font(weight: .bold, size: 11)))
        #expect(configuration.classic == TabBarConfiguration.Classic(barTint: .white, background: .gray, isTranslucent: false,
                                                                      backgroundEffect: TabBarConfiguration.BackgroundEffect.none,
                                                                      shadowColor: .red))
        #expect(bar.themes.map(\.name) == ["light", "dark"])
        let dark = try #require(bar.theme(named: "dark"))
        #expect(dark.colors.tint == .white && dark.colors.indicator == .red && dark.colors.badge == .blue && dark.colors.barTint == nil)
        #expect(dark.properties.keys == [.tintColor, .indicator, .badge, .indicatorColor, .badgeColor])
        // The bar's keys record the blocks' keys under their paths.
        #expect(bar.properties[.classicShadowColor] != nil && bar.properties[.badgeFont] != nil && bar.properties[.classic] != nil)
        #expect(SpecKey.classicShadowColor.path == "classic.shadowColor" && SpecKey.badgeTextColor.path == "badge.textColor")
        // Themed: the theme's colors over the bar's, where each is written.
        let themed = bar.themed(dark)
        #expect(themed.configuration.colors.tint == .white && themed.configuration.badge?.color == .blue)
        #expect(themed.configuration.badge?.font == TabBarConfiguration.Font(weight: .bold, size: 11))
        #expect(themed.properties[.tintColor] == dark.properties[.tintColor] && themed.properties[.shadowColor] == bar.properties[.shadowColor])
    }
}
