import Testing
@testable import TabSpecCore

/// The bundled specs lint without errors, and with exactly the warnings Specs/README.md lists and explains.
@Suite("Bundled specs lint")
struct BundledSpecLintTests {
    /// `line:column severity id: message` of every diagnostic of a bundled spec under the default options.
    static func lint(_ name: String) -> [String] {
        let path = Fixtures.spec(name)
        let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(path)))
        return Linter().lint(document).map {
            "\(document.source.location(of: $0.range.start)) \($0.severity) \($0.id): \($0.message)"
        }
    }

    @Test func customTabViewGetsTheWarningsTheReadmeExplains() {
        #expect(BundledSpecLintTests.lint("CustomTabView.tabspec") == [
            "3:8 warning swiftui-tab-shadowing: tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module 'Tab(\"Home\", systemImage: …)' no longer compiles; rename it, e.g. 'AppTab'",
            "11:14 warning touch-target: items are only 30 pt tall on iPhone SE (3rd generation), portrait and 67 more; touch targets need at least 44 × 44 pt",
            "13:16 warning low-contrast: selected tint 'black' on the bar has contrast 1.12:1 in dark appearance; needs at least 3:1",
            "25:9 warning missing-accessibility-label: tab 'home' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('house')",
            "26:9 warning missing-accessibility-label: tab 'search' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('magnifyingglass')",
            "27:9 warning missing-accessibility-label: tab 'ranking' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('crown')",
            "28:9 warning missing-accessibility-label: tab 'book' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('book')",
        ])
    }

    @Test func swipeableTabBarGetsTheWarningsTheReadmeExplains() {
        #expect(BundledSpecLintTests.lint("SwipeableTabBar.tabspec") == [
            "13:30 warning low-contrast: unselected tint 'systemGray' on the bar has contrast 2.72:1 in dark appearance; needs at least 3:1",
            "13:30 warning indistinct-selection: selected tint 'systemBlue' and unselected tint 'systemGray' differ by only 1.23:1 in light and 1.11:1 in dark appearance and nothing else marks the selected tab; make them differ by at least 1.5:1 or add an indicator, 'selectedItemBackgroundColor' or a 'selectedSymbol' for every tab",
            // v1.2: the floating iOS 26 bar the matrix adds on each phone in portrait (reviewed in Specs/README.md).
            "14:19 warning glass-background: 'barTintColor' gives the system bar a custom background, which the floating Liquid Glass bar ignores or draws over its glass on iPhone SE (3rd generation), portrait (iOS 26) and 24 more; remove it and let the system determine the background appearance",
        ])
    }

    @Test func hidingAndHighlightTabBarsAreClean() {
        #expect(BundledSpecLintTests.lint("HidingTabBar.tabspec") == [])
        #expect(BundledSpecLintTests.lint("HighlightTabBar.tabspec") == [])
    }

    @Test func theReadmeQuotesEveryWarning() {
        let readme = Fixtures.read(Fixtures.packageRoot + "/Specs/README.md")
        for name in ["CustomTabView.tabspec", "SwipeableTabBar.tabspec"] {
            for line in BundledSpecLintTests.lint(name) {
                let message = line.split(separator: ":", maxSplits: 2).dropFirst(2).first.map(String.init) ?? line
                #expect(readme.contains(message.trimmingCharacters(in: .whitespaces)), "Specs/README.md does not quote: \(message)")
            }
        }
    }
}
