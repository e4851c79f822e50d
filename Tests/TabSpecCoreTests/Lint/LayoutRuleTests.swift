import Testing
@testable import TabSpecCore

/// The v1.1 rules and the layout changes lint sees: only visible tabs are judged, `swiftui-tab-shadowing`'s
/// Fix-It, `icon-title-overlap`'s threshold and `ignored-property`'s `titleSpacing` on system bars.
@Suite("Lint: v1.1 rules and visible tabs")
struct LayoutRuleTests {
    /// The findings of rule `id` in `text` under `settings`.
    static func findings(_ text: String, _ id: DiagnosticID, _ settings: LintSettings = LintSettings()) -> [Diagnostic] {
        Linter(settings: settings).lint(SpecDocument(path: "t.tabspec", text: text)).filter { $0.id == id }
    }

    @Test func iconTitleOverlapStartsAbove29AndAHalfPoints() {
        func spec(_ size: String) -> String {
            "tabbar Main {\n    iconSize: \(size)\n    tab a { symbol: \"house\", title: \"A\" }\n}\n"
        }
        #expect(Self.findings(spec("29.5"), .iconTitleOverlap).isEmpty)
        let findings = Self.findings(spec("29.6"), .iconTitleOverlap)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("a 29.6 pt icon reaches 0.1 pt into the title below it on iPhone SE (3rd generation), portrait and ") == true)
        // Stacked layouts only: every iPhone in portrait (25 of the 50 judged environments: the 16 iPads show the
        // unmodelled top bar of iPadOS 18; and of the 25 more where the
        // bar floats on iOS 26, whose 28 pt icon box ignores iconSize).
        #expect(findings.first?.notes.first?.message.hasPrefix("on 25 of 75 checked devices and orientations: ") == true)
    }

    @Test func onlyVisibleTabsAreJudged() {
        // Seven system tabs: on a compact width the two with titles are behind More, so their icons overlap
        // nothing that is shown; on an iPad icon and title sit side by side.
        let tabs = (1...5).map { "    tab t\($0) { symbol: \"house\", accessibilityLabel: \"T\($0)\" }\n" }.joined()
        let text = "tabbar Main {\n    iconSize: 32\n" + tabs + "    tab u { symbol: \"star\", title: \"U\" }\n    tab v { symbol: \"bell\", title: \"V\" }\n}\n"
        #expect(Self.findings(text, .iconTitleOverlap).isEmpty)
        // The same bar with the titled tabs first: they are visible, and overlap.
        let first = "tabbar Main {\n    iconSize: 32\n    tab u { symbol: \"star\", title: \"U\" }\n    tab v { symbol: \"bell\", title: \"V\" }\n" + tabs + "}\n"
        #expect(Self.findings(first, .iconTitleOverlap).count == 1)
        // A long title behind More is not truncated anywhere it is shown.
        let long = "tabbar Main {\n" + (1...5).map { "    tab t\($0) { symbol: \"house\", title: \"T\($0)\" }\n" }.joined()
            + "    tab w { symbol: \"star\", title: \"Einstellungsmöglichkeiten\" }\n}\n"
        let compact = LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])
        #expect(Self.findings(long, .titleTruncation, compact).isEmpty)
        // Five tabs: shown on the classic bar and, on iOS 26, on the floating one (one finding naming both).
        let five = Self.findings(long.replacingOccurrences(of: "    tab t5 { symbol: \"house\", title: \"T5\" }\n", with: ""),
                                 .titleTruncation, compact)
        #expect(five.map(\.message) == [
            "title 'Einstellungsmöglichkeiten' needs about 140 pt but its item is 71 pt wide (classic bar) and leaves it 55.6 pt "
                + "(floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 1 more; it will be truncated",
        ])
    }

    @Test func swiftUITabShadowingOffersARenameThatTheFileDoesNotUse() throws {
        let alone = Self.findings("tabbar Tab {\n    tab a { title: \"A\" }\n}\n", .swiftUITabShadowing)
        let fix = try #require(alone.first?.fixIts.first)
        #expect(fix.message == "replace 'Tab' with 'AppTab'")
        #expect(fix.edits.map(\.replacement) == ["AppTab"])
        #expect(fix.edits.map(\.range) == [SourceRange(start: 7, end: 10)])
        let taken = "tabbar AppTab {\n    tab a { title: \"A\" }\n}\ntabbar Tab {\n    tab b { title: \"B\" }\n}\n"
        let second = Self.findings(taken, .swiftUITabShadowing)
        #expect(second.map(\.message) == ["tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module "
            + "'Tab(\"Home\", systemImage: …)' no longer compiles; rename it, e.g. 'MainTab'"])
        #expect(second.first?.fixIts.first?.edits.map(\.replacement) == ["MainTab"])
        let allTaken = "tabbar AppTab {\n    tab a { title: \"A\" }\n}\ntabbar MainTab {\n    tab a { title: \"A\" }\n}\n"
            + "tabbar RootTab {\n    tab a { title: \"A\" }\n}\ntabbar Tab {\n    tab b { title: \"B\" }\n}\n"
        let none = Self.findings(allTaken, .swiftUITabShadowing)
        #expect(none.first?.message.hasSuffix("no longer compiles; rename it") == true)
        #expect(none.first?.fixIts == [])
        #expect(Self.findings("tabbar TabBar {\n    tab a { title: \"A\" }\n}\n", .swiftUITabShadowing).isEmpty)
    }

    @Test func titleSpacingOnASystemBarIsReportedOnce() {
        let noTitles = Self.findings("tabbar Main {\n    titleSpacing: 6\n    tab a { symbol: \"house\", accessibilityLabel: \"A\" }\n}\n", .ignoredProperty)
        #expect(noTitles.map(\.message) == ["'titleSpacing' has no effect: no tab has a title"])
        let titles = Self.findings("tabbar Main {\n    titleSpacing: 6\n    tab a { symbol: \"house\", title: \"A\" }\n}\n", .ignoredProperty)
        #expect(titles.map(\.message) == ["'titleSpacing' has no effect on a system bar: UIKit places the title itself"])
        #expect(Self.findings("tabbar Main {\n    kind: custom\n    titleSpacing: 6\n    tab a { symbol: \"house\", title: \"A\" }\n}\n",
                              .ignoredProperty).isEmpty)
    }

    @Test func lintModelsTheIOSVersion() {
        let settings = LintSettings(devices: ["iphone-16"], orientations: [.landscape], iOSVersion: IOSVersion(major: 26))
        #expect(settings.modelledIOSVersion == IOSVersion(major: 26))
        let context = LintContext(source: SourceFile(path: "x", text: ""), settings: settings)
        #expect(context.environments.map(\.environment.safeArea.bottom) == [20])
        #expect(LintSettings(deploymentTarget: IOSVersion(major: 16)).modelledIOSVersion == IOSVersion(major: 16))
        #expect(LintSettings().modelledIOSVersion == IOSVersion(major: 18))
        #expect(LintSettings().oldestIOSVersion == nil)
        #expect(LintSettings(deploymentTarget: IOSVersion(major: 16), iOSVersion: IOSVersion(major: 26)).oldestIOSVersion == IOSVersion(major: 16))
        #expect(LintSettings(deploymentTarget: IOSVersion(major: 16), iOSVersion: IOSVersion(major: 15)).oldestIOSVersion == IOSVersion(major: 15))
    }

    @Test func compatibilityReachesEveryCheckedEnvironment() {
        let settings = LintSettings(devices: ["iphone-16", "ipad-10"], iOSVersion: IOSVersion(major: 26))
        let plain = LintContext(source: SourceFile(path: "x", text: ""), settings: settings)
        #expect(plain.environments.count == 4 && plain.environments.allSatisfy { !$0.environment.designRequiresCompatibility })
        // The flag is applied over the file's settings like every flag; unset, it keeps the file's value.
        let flagged = settings.overridden(by: LintSettings(designRequiresCompatibility: true))
        #expect(flagged.designRequiresCompatibility == true && flagged.modelsCompatibility)
        #expect(flagged.overridden(by: LintSettings()).modelsCompatibility)
        #expect(!LintSettings().modelsCompatibility)
        let context = LintContext(source: SourceFile(path: "x", text: ""), settings: flagged)
        #expect(context.environments.allSatisfy { $0.environment.designRequiresCompatibility })
        // With the iOS 27 SDK (the default) the key is ignored: the bar floats on the iPhone in portrait.
        let portrait = context.environments.first { $0.device.slug == "iphone-16" && $0.orientation == .portrait }
        let configuration = TabBarConfiguration(kind: .system, items: [TabBarConfiguration.Item(id: "a", symbolName: "house")])
        #expect(portrait.map { TabBarLayout(configuration: configuration, environment: $0.environment).geometry } == .floating)
        // With the iOS 26 SDK (the flag '--sdk 26' over the file) the system bar stays classic there.
        var sdk26 = LintSettings()
        sdk26.environment.sdk = IOSVersion(major: 26)
        let older = LintContext(source: SourceFile(path: "x", text: ""), settings: flagged.overridden(by: sdk26))
        #expect(older.environments.allSatisfy { $0.environment.sdk == IOSVersion(major: 26) && $0.environment.appliesCompatibility })
        let classic = older.environments.first { $0.device.slug == "iphone-16" && $0.orientation == .portrait }
        #expect(classic.map { TabBarLayout(configuration: configuration, environment: $0.environment).geometry } == .classic)
    }
}
