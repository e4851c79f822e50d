import Testing
@testable import TabSpecCore

/// The lint rules of themes, badges and the bar's material (apps.md v1.3): the color rules per theme, the badge's
/// contrast, `glass-background` on `backgroundEffect` and `shadowColor` and its Fix-It into `classic { }`; exact
/// messages and positions.
@Suite("Appearance lint")
struct AppearanceLintTests {
    static func lint(_ text: String, _ id: DiagnosticID) -> (SpecDocument, [Diagnostic]) {
        let document = SpecDocument(path: "p.tabspec", text: text)
        return (document, Linter(settings: LintSettings(devices: ["iphone-16"])).lint(document).filter { $0.id == id })
    }

    static func locations(_ findings: [Diagnostic], in document: SpecDocument) -> [String] {
        findings.map {
            let location = document.source.location(of: $0.range.start)
            return "\(location.line):\(location.column)"
        }
    }

    /// Applies one Fix-It's edits (back to front) to `text`.
    static func apply(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fixIt.edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let tabs = """
            tab home    { symbol: "house", title: "Home" }
            tab profile { symbol: "person", title: "Profile" }
        }

        """

    @Test func aThemeFindingNamesTheThemeAndPointsAtTheBarsKeyItInherits() {
        let text = """
            tabbar Main {
                tintColor: #3366CC
                theme light { }
                theme dark { barTintColor: #2E3136 }
                theme night { tintColor: #333333 }

            """ + Self.tabs
        let (document, findings) = Self.lint(text, .lowContrast)
        #expect(findings.count == 2)
        #expect(findings.first?.message
            == "selected tint '#3366CC' on the bar has contrast 2.43:1 in light and 2.43:1 in dark appearance; needs at least 3:1 in theme 'dark'")
        #expect(findings.last?.message.hasPrefix("selected tint '#333333' on the bar has contrast ") == true)
        #expect(findings.last?.message.hasSuffix(" in dark appearance; needs at least 3:1 in theme 'night'") == true)
        // 'dark' inherits the tint (the bar's key); 'night' writes its own.
        #expect(Self.locations(findings, in: document) == ["2:16", "5:30"])
    }

    @Test func aFindingTheDefaultThemeHasIsReportedOnce() {
        let text = "tabbar Main {\n    tintColor: black\n    theme light { }\n    theme sepia { titleColor: black }\n" + Self.tabs
        let (document, findings) = Self.lint(text, .lowContrast)
        #expect(findings.map(\.message) == [
            "selected tint 'black' on the bar has contrast 1.12:1 in dark appearance; needs at least 3:1",
            "title color 'black' on the bar has contrast 1.12:1 in dark appearance; needs at least 4.5:1 for 10 pt medium titles in theme 'sepia'",
        ])
        #expect(Self.locations(findings, in: document) == ["2:16", "4:31"])
    }

    @Test func indistinctSelectionRunsPerTheme() {
        let text = "tabbar Main {\n    tintColor: label\n    unselectedItemTintColor: systemGray\n"
            + "    theme pale { tintColor: systemBlue }\n" + Self.tabs
        let (document, findings) = Self.lint(text, .indistinctSelection)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix(" in theme 'pale'") == true)
        #expect(findings.first?.message.hasPrefix("selected tint 'systemBlue' and unselected tint 'systemGray' differ by only") == true)
        #expect(Self.locations(findings, in: document) == ["3:30"])
    }

    @Test func badgeTextNeedsFourAndAHalfToOne() {
        let text = "tabbar Main {\n    badge { color: systemGreen, textColor: white }\n" + Self.tabs
        let (document, findings) = Self.lint(text, .lowContrast)
        #expect(findings.map(\.message) == [
            "badge text 'white' on badge color 'systemGreen' has contrast 2.21:1 in light and 2.02:1 in dark appearance; needs at least 4.5:1",
        ])
        #expect(Self.locations(findings, in: document) == ["2:44"])
        // The default text color on a written badge color, and a theme's badge.
        let themed = "tabbar Main {\n    badge { color: yellow }\n    theme dark { badge { textColor: black } }\n" + Self.tabs
        let (themedDocument, themedFindings) = Self.lint(themed, .lowContrast)
        #expect(themedFindings.map(\.message) == [
            "badge text 'white' on badge color 'yellow' has contrast 1.07:1 in light and 1.07:1 in dark appearance; needs at least 4.5:1",
        ])
        #expect(Self.locations(themedFindings, in: themedDocument) == ["2:20"])
        // UIKit's own badge is not judged, nor a badge that sets only its font.
        #expect(Self.lint("tabbar Main {\n    badge { font: bold 12 }\n" + Self.tabs, .lowContrast).1.isEmpty)
        // A theme that sets a badge color alone is judged with UIKit's white text.
        let (_, themeOnly) = Self.lint("tabbar Main {\n    theme loud { badge { color: systemYellow } }\n" + Self.tabs, .lowContrast)
        #expect(themeOnly.map(\.message) == [
            "badge text 'white' on badge color 'systemYellow' has contrast 1.51:1 in light and 1.41:1 in dark appearance; needs at least "
                + "4.5:1 in theme 'loud'",
        ])
    }

    @Test func glassBackgroundFiresOnTheMaterialButNeverInsideClassic() {
        let text = "tabbar Main {\n    backgroundEffect: thin\n    shadowColor: clear\n"
            + "    classic {\n        translucent: false\n        barTintColor: white\n        backgroundEffect: none\n    }\n" + Self.tabs
        let (document, findings) = Self.lint(text, .glassBackground)
        #expect(findings.map(\.message) == [
            "'backgroundEffect' customizes the system bar's background material, which interferes with the floating Liquid Glass bar's "
                + "glass on iPhone 16, portrait (iOS 26); remove it and let the system determine the background appearance",
            "'shadowColor' customizes the system bar's appearance (its hairline), which interferes with the floating Liquid Glass bar's "
                + "glass on iPhone 16, portrait (iOS 26); remove it and let the system determine the background appearance",
        ])
        #expect(Self.locations(findings, in: document) == ["2:23", "3:18"])
        // The Fix-It of the key the block already sets is left out (moving it would write the key twice).
        #expect(findings.map { $0.fixIts.map(\.message) } == [[], ["move 'shadowColor' into 'classic { }'"]])
    }

    @Test(arguments: [
        // No 'classic' block: one is created where the key was.
        ("tabbar Main {\n    translucent: false // opaque\n    tintColor: #3366CC\n" + AppearanceLintTests.tabs,
         "tabbar Main {\n    classic {\n        translucent: false\n    } // opaque\n    tintColor: #3366CC\n" + AppearanceLintTests.tabs),
        // A 'classic' block: the key becomes its last.
        ("tabbar Main {\n    barTintColor: white\n    classic {\n        translucent: false\n    }\n" + AppearanceLintTests.tabs,
         "tabbar Main {\n    classic {\n        translucent: false\n        barTintColor: white\n    }\n" + AppearanceLintTests.tabs),
        // A block after the tabs.
        ("tabbar Main {\n    shadowColor: clear\n    tab home { symbol: \"house\", title: \"Home\" }\n\n    classic {\n        translucent: false\n    }\n}\n",
         "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n\n    classic {\n        translucent: false\n        shadowColor: clear\n    }\n}\n"),
    ])
    func theFixItMovesTheKeyIntoClassic(_ before: String, _ after: String) throws {
        #expect(FormatTestSupport.formatted(before) == before)
        let (_, findings) = Self.lint(before, .glassBackground)
        let fixIt = try #require(findings.first?.fixIts.first)
        #expect(findings.count == 1)
        let fixed = Self.apply(fixIt, to: before)
        #expect(fixed == after)
        // The result formats cleanly and lints without that finding (nor any error).
        #expect(FormatTestSupport.formatted(fixed) == fixed)
        let document = SpecDocument(path: "p.tabspec", text: fixed)
        #expect(document.diagnostics.isEmpty)
        #expect(Self.lint(fixed, .glassBackground).1.isEmpty)
    }

    @Test func severalKeysWithoutABlockShareOneFixItThatWritesOneBlock() throws {
        let before = "tabbar Main {\n    barTintColor: white\n    tintColor: #3366CC\n    shadowColor: clear\n" + Self.tabs
        #expect(FormatTestSupport.formatted(before) == before)
        let (_, findings) = Self.lint(before, .glassBackground)
        #expect(findings.count == 2)
        #expect(findings.map { $0.fixIts.map(\.message) } == Array(repeating: ["move 'barTintColor' and 'shadowColor' into 'classic { }'"], count: 2))
        // The editor's fix-all takes each diagnostic's first Fix-It overlapping none taken: the shared one, once.
        #expect(findings[0].fixIts == findings[1].fixIts)
        let fixed = Self.apply(try #require(findings.first?.fixIts.first), to: before)
        #expect(fixed == "tabbar Main {\n    classic {\n        barTintColor: white\n        shadowColor: clear\n    }\n    tintColor: #3366CC\n"
            + Self.tabs)
        #expect(FormatTestSupport.formatted(fixed) == fixed)
        #expect(SpecDocument(path: "p.tabspec", text: fixed).diagnostics.isEmpty)
        #expect(Self.lint(fixed, .glassBackground).1.isEmpty)
    }

    @Test func aThemesIndicatorColorWithoutAnIndicatorIsIgnored() {
        let text = "tabbar Main {\n    theme night { tintColor: systemOrange, indicator { color: systemOrange } }\n" + Self.tabs
        let (document, findings) = Self.lint(text, .ignoredProperty)
        #expect(findings.map(\.message) == ["'indicator' color of theme 'night' has no effect: the bar has no indicator"])
        #expect(Self.locations(findings, in: document) == ["2:63"])
        // With an indicator the theme's color applies: no finding.
        let withIndicator = "tabbar Main {\n    indicator { shape: underline }\n"
            + "    theme night { tintColor: systemOrange, indicator { color: systemOrange } }\n" + Self.tabs
        #expect(Self.lint(withIndicator, .ignoredProperty).1.isEmpty)
    }
}
