@testable import TabSpecCore
import Testing

/// The Swift of themes, badges and the bar's material (apps.md v1.3): the configuration's `badge`,
/// `backgroundEffect`, `shadowColor` and `classic` when set, `enum Theme` and `configuration(theme:)` when the
/// bar has themes, and nothing of any of them for bars without the keys.
@Suite("Appearance Swift")
struct AppearanceSwiftTests {
    /// `Fixtures/Swift/Appearance.tabspec`: its golden file is compiled and run by GeneratedGoldenTests
    /// (`AppearanceGoldenTests`).
    @Test func theAppearanceFixtureMatchesItsGoldenFile() {
        SwiftGoldenTests.assertFixtureMatchesItsGoldenFile("Appearance.tabspec")
    }

    @Test func themesBecomeAnEnumAndAFunction() {
        let text = SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: """
            tabbar MainTab {
                theme light { }
                theme dark { tintColor: white, badge { color: systemGreen } }
                tab home { title: "Home" }
            }
            """))
        #expect(text.contains([
            "    /// The bar's themes (`theme NAME { … }`), in spec order; the bar's own colors are the default theme.",
            "    internal enum Theme: String, CaseIterable, Sendable {",
            "        case light",
            "        case dark",
            "    }",
            "",
            "    /// The bar's configuration with the colors of `theme`.",
            "    internal static func configuration(theme: Theme) -> TabBarConfiguration {",
            "        var themed = configuration",
            "        switch theme {",
            "        case .light:",
            "            break",
            "        case .dark:",
            "            themed.colors.tint = .white",
            "            themed.badge = TabBarConfiguration.Badge(color: .systemGreen)",
            "        }",
            "        return themed",
            "    }",
        ].joined(separator: "\n")))
    }

    @Test func theBackgroundEffectNoneIsWrittenWithItsType() {
        // `.none` alone, for an optional parameter, would be `nil`.
        let text = SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: """
            tabbar MainTab {
                backgroundEffect: none
                classic { backgroundEffect: none }
                tab home { title: "Home" }
            }
            """))
        #expect(text.contains("        backgroundEffect: TabBarConfiguration.BackgroundEffect.none,\n"))
        #expect(text.contains("        classic: TabBarConfiguration.Classic(backgroundEffect: TabBarConfiguration.BackgroundEffect.none),\n"))
    }

    @Test func barsWithoutTheKeysWriteTheBytesTheyWroteBefore() {
        let plain = "tabbar MainTab {\n    tintColor: red\n    tab home { title: \"Home\" }\n}\n"
        let text = SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: plain))
        for member in ["badge", "backgroundEffect", "shadowColor", "classic", "Theme", "theme"] {
            #expect(!text.contains(member), "\(member)")
        }
    }
}
