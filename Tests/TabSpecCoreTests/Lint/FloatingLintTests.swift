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
        // Compatibility with an SDK before 27, or an SDK before 26: the classic bar only (layout.md v1.3).
        for sdk in [IOSVersion(major: 26, minor: 4), IOSVersion(major: 18)] {
            var settings = LintSettings(devices: ["iphone-16"], designRequiresCompatibility: sdk.major == 26)
            settings.environment.sdk = sdk
            #expect(Self.findings(Self.tinted, .glassBackground, settings).isEmpty)
            #expect(LintContext(source: SourceFile(path: "x", text: ""), settings: settings).environments.allSatisfy { !$0.addsFloatingBar })
        }
        // Landscape only, or iPads only: nothing floats either.
        #expect(Self.findings(Self.tinted, .glassBackground, LintSettings(devices: ["iphone-16"], orientations: [.landscape])).isEmpty)
        #expect(Self.findings(Self.tinted, .glassBackground, LintSettings(devices: ["ipad-10"])).isEmpty)
        // Six tabs float with More (v1.3), so their background is judged too.
        let six = Self.tinted.replacingOccurrences(of: "    tab profile", with: (1...4).map { "    tab t\($0) { title: \"T\($0)\" }\n" }.joined() + "    tab profile")
        #expect(Self.findings(six, .glassBackground, LintSettings(devices: ["iphone-16"])).count == 3)
    }

    @Test func theIOS27SDKIgnoresTheKeySoTheMatrixJudgesTheFloatingBar() {
        // The default SDK is 27: 'designRequiresCompatibility' changes nothing, and compatibility-mode says so.
        let settings = LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true)
        let context = LintContext(source: SourceFile(path: "x", text: ""), settings: settings)
        #expect(context.environments.map(\.displayName) == ["iPhone 16, portrait", "iPhone 16, landscape", "iPhone 16, portrait (iOS 26)"])
        #expect(context.environments.allSatisfy { $0.environment.sdk == IOSVersion(major: 27) })
        #expect(Self.findings(Self.tinted, .glassBackground, settings).count == 3)
        let mode = Self.findings(Self.tinted, .compatibilityMode, settings)
        #expect(mode.map(\.message) == ["tab bar 'Main' is a system bar and the app sets 'designRequiresCompatibility' "
            + "(UIDesignRequiresCompatibility), which the system ignores when the app is built with the iOS 27.0 SDK (iOS 27 or "
            + "later), so the bar floats; remove the key, or set 'app { sdk }' to the SDK the app is built with"])
        // With the iOS 26 SDK the key applies: the old message, and no floating bar.
        var older = settings
        older.environment.sdk = IOSVersion(major: 26)
        #expect(Self.findings(Self.tinted, .compatibilityMode, older).map(\.message) == ["tab bar 'Main' is a system bar and the app "
            + "sets 'designRequiresCompatibility' (UIDesignRequiresCompatibility) to keep the pre-iOS 26 design; Apple calls the key "
            + "temporary and the system ignores it once the app is built with the iOS 27 SDK, so plan for the floating bar"])
        // Modelling iOS 26 directly with an SDK before 26: the classic bar everywhere, and its note's reason.
        var ancient = LintSettings(devices: ["iphone-16"], iOSVersion: IOSVersion(major: 26))
        ancient.environment.sdk = IOSVersion(major: 18)
        #expect(Self.findings(Self.tinted, .glassBackground, ancient).isEmpty)
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
