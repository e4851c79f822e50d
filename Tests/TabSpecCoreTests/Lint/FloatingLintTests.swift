import Testing
@testable import TabSpecCore

/// Lint on the floating iOS 26 bar (layout.md v1.2, Lint): the matrix adds every checked phone in portrait
/// as iOS 26 for `system` bars that float there, unless the app keeps the old design.
@Suite("Lint: the floating iOS 26 bar")
struct FloatingLintTests {
    /// The findings of rule `id` in `text` under `settings`.
    static func findings(_ text: String, _ id: DiagnosticID, _ settings: LintSettings) -> [Diagnostic] {
        Linter(settings: settings).lint(SpecDocument(path: "f.tabspec", text: text)).filter { $0.id == id }
    }

    static let tinted = """
        tabbar Main {
            barTintColor: white
            backgroundColor: black
            translucent: false
            tab home    { symbol: "house", title: "Home" }
            tab profile { symbol: "person", title: "Profile" }
        }
        """

    @Test func glassBackgroundNamesEachKeyAndTheIOS26Environments() {
        let settings = LintSettings(devices: ["iphone-16", "ipad-10"])
        let found = Self.findings(Self.tinted, .glassBackground, settings)
        #expect(found.map { SpecDocument(path: "f", text: Self.tinted).source.location(of: $0.range.start) }
                == [SourceLocation(line: 2, column: 19), SourceLocation(line: 3, column: 22), SourceLocation(line: 4, column: 18)])
        #expect(found.allSatisfy { $0.message.contains(" on iPhone 16, portrait (iOS 26); remove it") && $0.notes.isEmpty })
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func modellingIOS26NamesThePlainEnvironments() {
        let found = Self.findings(Self.tinted, .glassBackground, LintSettings(devices: ["iphone-16"], iOSVersion: IOSVersion(major: 26)))
        #expect(found.count == 3)
        #expect(found.first?.message.contains(" on iPhone 16, portrait; remove it") == true)
    }

    @Test func theOldDesignHasNoFloatingBar() {
        let settings = LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true)
        #expect(Self.findings(Self.tinted, .glassBackground, settings).isEmpty)
        #expect(LintContext(source: SourceFile(path: "x", text: ""), settings: settings).environments.allSatisfy { !$0.addsFloatingBar })
        // Landscape only, iPads only, or six tabs: nothing floats either.
        #expect(Self.findings(Self.tinted, .glassBackground, LintSettings(devices: ["iphone-16"], orientations: [.landscape])).isEmpty)
        #expect(Self.findings(Self.tinted, .glassBackground, LintSettings(devices: ["ipad-10"])).isEmpty)
        let six = Self.tinted.replacingOccurrences(of: "    tab profile", with: (1...4).map { "    tab t\($0) { title: \"T\($0)\" }\n" }.joined() + "    tab profile")
        #expect(Self.findings(six, .glassBackground, LintSettings(devices: ["iphone-16"])).isEmpty)
    }

    @Test func customBarsKeepTheClassicMatrix() {
        let custom = "tabbar Main {\n    kind: custom\n    height: 40\n    tab home { symbol: \"house\", accessibilityLabel: \"Home\" }\n}\n"
        let found = Self.findings(custom, .touchTarget, LintSettings(devices: ["iphone-16"]))
        #expect(found.map(\.message) == ["items are only 40 pt tall on iPhone 16, portrait and 1 more; touch targets need at least 44 × 44 pt"])
        #expect(found.first?.notes.map(\.message) == ["on all 2 checked devices and orientations"])
    }

    @Test func compatibilityModeWarnsAtEverySystemBar() {
        let text = "tabbar Main {\n    tab a { title: \"A\" }\n}\ntabbar Side {\n    kind: custom\n    tab b { title: \"B\" }\n}\n"
            + "tabbar Other {\n    tab c { title: \"C\" }\n}\n"
        let found = Self.findings(text, .compatibilityMode, LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true))
        #expect(found.map(\.range) == [SourceRange(start: 7, end: 11), SourceRange(start: 106, end: 111)])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(Self.findings(text, .compatibilityMode, LintSettings(devices: ["iphone-16"], designRequiresCompatibility: false)).isEmpty)
        #expect(Self.findings(text, .compatibilityMode, LintSettings(devices: ["iphone-16"])).isEmpty)
    }
}
