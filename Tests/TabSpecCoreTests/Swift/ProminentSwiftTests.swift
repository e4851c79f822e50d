@testable import TabSpecCore
import Testing

/// The Swift the prominent tab and the bottom accessory generate (layout.md v1.3): `isProminent: true` in the
/// prominent tab's configuration item and an `isProminent` member, `hasBottomAccessory: true` in the
/// configuration; nothing of any of them for bars without the keys.
@Suite("Prominent tab Swift")
struct ProminentSwiftTests {
    /// `Fixtures/Swift/Prominent.tabspec`: its golden file is compiled and run by GeneratedGoldenTests
    /// (`ProminentGoldenTests`).
    @Test func theProminentFixtureMatchesItsGoldenFile() {
        SwiftGoldenTests.assertFixtureMatchesItsGoldenFile("Prominent.tabspec")
    }

    @Test func theProminentItemMemberAndAccessoryAreWritten() {
        let text = SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: """
            tabbar MainTab {
                bottomAccessory: true
                tab home { title: "Home" }
                tab library { title: "Library", prominent: true }
            }
            """))
        #expect(text.contains("            TabBarConfiguration.Item(id: \"library\", title: \"Library\", isProminent: true),\n"))
        #expect(text.contains("        hasBottomAccessory: true,\n"))
        #expect(text.contains([
            "    /// Whether this is the bar's prominent tab (`prominent: true`): iOS 27's `Tab(role: .prominent)`, `prominentTabIdentifier`.",
            "    internal var isProminent: Bool {",
            "        switch self {",
            "        case .home: return false",
            "        case .library: return true",
            "        }",
            "    }",
        ].joined(separator: "\n")))
        #expect(text.ranges(of: "isProminent").count == 2)
    }

    @Test func barsWithoutTheKeysWriteTheBytesTheyWroteBefore() {
        let plain = "tabbar MainTab {\n    tab home { title: \"Home\" }\n    tab library { title: \"Library\" }\n}\n"
        let text = SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: plain))
        #expect(!text.contains("isProminent") && !text.contains("hasBottomAccessory"))
        // The keys written with their defaults change nothing either.
        let defaults = "tabbar MainTab {\n    bottomAccessory: false\n    tab home { title: \"Home\" }\n"
            + "    tab library { title: \"Library\", prominent: false }\n}\n"
        #expect(SwiftEmitter.emit(SpecDocument(path: "p.tabspec", text: defaults)) == text)
    }

    @Test func aBarNamedBoolSpellsSwiftBool() {
        let text = SwiftEmitter.emit(SpecDocument(path: "s.tabspec", text: "tabbar Bool {\n    tab home { title: \"Home\", prominent: true }\n}\n"))
        #expect(text.contains("internal var isProminent: Swift.Bool {"))
    }
}
