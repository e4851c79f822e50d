import Testing
@testable import TabSpecCore

/// One rule finding pinned exactly: the source (with `1️⃣` where the finding starts), the rule, the settings,
/// and the message.
struct RuleMessageCase: CustomTestStringConvertible, Sendable {
    var id: DiagnosticID
    var source: String
    var message: String
    var settings = LintSettings(devices: ["iphone-se-3", "iphone-16"])

    var testDescription: String { "\(id): \(message)" }
}

/// A tab bar with `body` (indented) and two plain tabs after it.
private func bar(_ body: String, tabs: String = "    tab home { symbol: \"house\", title: \"Home\" }\n    tab profile { symbol: \"person\", title: \"Profile\" }") -> String {
    "tabbar Main {\n" + body + "\n" + tabs + "\n}\n"
}

private let fiveIconTabs = """
        tab home     { symbol: "house", accessibilityLabel: "Home" }
        tab search   { symbol: "magnifyingglass", accessibilityLabel: "Search" }
        tab ranking  { symbol: "crown", accessibilityLabel: "Ranking" }
        tab book     { symbol: "book", accessibilityLabel: "Books" }
        tab settings { symbol: "gearshape", accessibilityLabel: "Settings" }
    """

/// Lint settings with the asset catalog `Assets.xcassets` of `layout` (``RuleExample/assetCatalog(_:)``).
private func assets(_ layout: [String]) -> LintSettings {
    var settings = LintSettings(devices: ["iphone-16"])
    settings.assetCatalogs = [RuleExample.assetCatalog(layout)]
    return settings
}

private let tabImages = ["Tabs/", "Tabs/home.imageset", "Tabs/profile.imageset", "compose.symbolset", "AccentColor.colorset"]

let ruleMessageCases: [RuleMessageCase] = [
    RuleMessageCase(id: .tooManyTabs, source: "tabbar 1️⃣Main {\n" + (1...6).map { "    tab t\($0) { title: \"T\($0)\" }\n" }.joined() + "}\n",
                    // v1.3: the floating bar shows 4 tabs and More too, on each checked phone in portrait (iOS 26).
                    message: "'Main' has 6 tabs; a compact-width tab bar shows 4 of them and moves the rest under 'More' on iPhone SE (3rd generation), portrait and 5 more"),
    RuleMessageCase(id: .tooManyTabs, source: "tabbar 1️⃣Main {\n    kind: custom\n" + (1...7).map { "    tab t\($0) { title: \"T\($0)\" }\n" }.joined() + "}\n",
                    message: "'Main' has 7 tabs; the Human Interface Guidelines recommend at most 5 in a compact width on iPhone 16, portrait",
                    settings: LintSettings(devices: ["iphone-16", "ipad-10"], orientations: [.portrait])),
    RuleMessageCase(id: .itemOverflow, source: bar("    itemPositioning: centered\n    itemWidth: 1️⃣200"),
                    message: "items need 434 pt but the bar has 375 pt on iPhone SE (3rd generation), portrait and 1 more"),
    RuleMessageCase(id: .itemOverflow, source: bar("    kind: custom\n    padding: 0 190"),
                    message: "items have no width left (each would be -2.5 pt wide) on iPhone SE (3rd generation), portrait",
                    settings: LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])).marking("padding: "),
    RuleMessageCase(id: .touchTarget, source: bar("    kind: custom\n    itemPositioning: centered\n    itemWidth: 1️⃣43.5"),
                    message: "items are only 43.5 pt wide on iPhone SE (3rd generation), portrait and 3 more; touch targets need at least 44 × 44 pt"),
    // A system fill bar on a regular width shows every tab (a compact one would show 4 and More).
    RuleMessageCase(id: .touchTarget, source: "tabbar 1️⃣Main {\n    itemPositioning: fill\n" + (1...18).map { "    tab t\($0) { symbol: \"house\", accessibilityLabel: \"T\($0)\" }\n" }.joined() + "}\n",
                    message: "the narrowest item is only 37 pt wide on iPad mini (6th generation), portrait; touch targets need at least 44 × 44 pt",
                    // iPadOS 17: the bottom bar (from 18 the iPad's top bar is not modelled, so not judged).
                    settings: LintSettings(devices: ["ipad-mini-6"], orientations: [.portrait], iOSVersion: IOSVersion(major: 17))),
    RuleMessageCase(id: .touchTarget, source: bar("    kind: custom\n    height: 1️⃣40"),
                    message: "items are only 40 pt tall on iPhone SE (3rd generation), portrait and 3 more; touch targets need at least 44 × 44 pt"),
    RuleMessageCase(id: .lowContrast, source: bar("    tintColor: 1️⃣black"),
                    message: "selected tint 'black' on the bar has contrast 1.12:1 in dark appearance; needs at least 3:1"),
    RuleMessageCase(id: .lowContrast, source: bar("    unselectedItemTintColor: 1️⃣gray @ 50%"),
                    message: "unselected tint 'gray @ 50%' on the bar has contrast 1.78:1 in light and 2.07:1 in dark appearance; needs at least 3:1"),
    RuleMessageCase(id: .lowContrast, source: bar("    barTintColor: 1️⃣#3A3A3A"),
                    message: "selected tint 'systemBlue' on the bar has contrast 2.83:1 in light appearance; needs at least 3:1"),
    RuleMessageCase(id: .lowContrast, source: bar("    kind: custom\n    barTintColor: white\n    selectedItemBackgroundColor: systemYellow\n    tintColor: 1️⃣white\n    unselectedItemTintColor: black"),
                    message: "selected tint 'white' on the selected item background has contrast 1.51:1 in light and 1.41:1 in dark appearance; needs at least 3:1"),
    RuleMessageCase(id: .lowContrast, source: bar("    titleColor: 1️⃣gray"),
                    message: "title color 'gray' on the bar has contrast 3.72:1 in light appearance; needs at least 4.5:1 for 10 pt medium titles"),
    RuleMessageCase(id: .lowContrast, source: bar("    titleFont: bold 14\n    titleColor: 1️⃣#A0A0A0"),
                    message: "title color '#A0A0A0' on the bar has contrast 2.45:1 in light appearance; needs at least 3:1 for 14 pt bold titles"),
    RuleMessageCase(id: .indistinctSelection, source: bar("    tintColor: #FF0000\n    unselectedItemTintColor: 1️⃣#FF2020"),
                    message: "selected tint '#FF0000' and unselected tint '#FF2020' differ by only 1.04:1 in light and 1.04:1 in dark appearance and nothing else marks the selected tab; make them differ by at least 1.5:1 or add an indicator, 'selectedItemBackgroundColor' or a 'selectedSymbol' for every tab"),
    RuleMessageCase(id: .invalidSymbolName, source: bar("", tabs: "    tab home { symbol: 1️⃣\"House\", title: \"Home\" }"),
                    message: "'House' is not a valid SF Symbol name (lowercase letters and digits separated by dots); did you mean 'house', 'house.fill' or 'house.lodge'?"),
    RuleMessageCase(id: .invalidSymbolName, source: bar("", tabs: "    tab home { symbol: 1️⃣\"\", title: \"Home\" }"),
                    message: "'' is not a valid SF Symbol name (lowercase letters and digits separated by dots)"),
    RuleMessageCase(id: .unknownSymbol, source: bar("", tabs: "    tab home { symbol: 1️⃣\"hous\", title: \"Home\" }"),
                    message: "unknown SF Symbol 'hous'; did you mean 'house'?"),
    RuleMessageCase(id: .unknownSymbol, source: bar("", tabs: "    tab home { symbol: 1️⃣\"zzyzx.quux\", title: \"Home\" }"),
                    message: "unknown SF Symbol 'zzyzx.quux'; if it is newer than tabspec's symbol table, list it in 'symbols:' of the lint configuration"),
    RuleMessageCase(id: .renamedSymbol, source: bar("", tabs: "    tab friends { symbol: 1️⃣\"person.and.person\", title: \"Friends\" }"),
                    message: "'person.and.person' was renamed to 'person.2'; use the current name"),
    RuleMessageCase(id: .renamedSymbol, source: bar("", tabs: "    tab alerts { symbol: 1️⃣\"bell.and.waveform\", title: \"Alerts\" }"),
                    message: "'bell.and.waveform' was renamed to 'bell.badge.waveform', which needs iOS 17.0; keep the old name while the deployment target is 16.0",
                    settings: LintSettings(deploymentTarget: IOSVersion("16.0"))),
    RuleMessageCase(id: .symbolAvailability, source: bar("", tabs: "    tab run { symbol: 1️⃣\"figure.run\", title: \"Run\" }"),
                    message: "'figure.run' needs iOS 16.0 but the deployment target is 15.4; the icon is blank on older systems",
                    settings: LintSettings(deploymentTarget: IOSVersion("15.4"))),
    RuleMessageCase(id: .titleTruncation, source: bar("", tabs: "    tab home { symbol: \"house\", title: 1️⃣\"Startbildschirmübersicht\" }\n    tab a { symbol: \"star\", title: \"A\" }\n    tab b { symbol: \"bell\", title: \"B\" }\n    tab c { symbol: \"book\", title: \"C\" }"),
                    message: "title 'Startbildschirmübersicht' needs about 134.4 pt but its item is 90 pt wide on iPhone SE (3rd generation), portrait and 1 more; it will be truncated",
                    // The classic bar only (compatibility with the iOS 26 SDK): the floating bar's finding is the next case's.
                    settings: { var settings = LintSettings(devices: ["iphone-se-3", "iphone-16"], designRequiresCompatibility: true); settings.environment.sdk = IOSVersion(major: 26); return settings }()),
    // v1.2: a title that fits the classic button but not the floating one's `w − 16`.
    RuleMessageCase(id: .titleTruncation, source: bar("", tabs: "    tab home { symbol: \"house\", title: 1️⃣\"Nachrichtenfeed\" }\n    tab a { symbol: \"star\", title: \"A\" }\n    tab b { symbol: \"bell\", title: \"B\" }\n    tab c { symbol: \"book\", title: \"C\" }"),
                    message: "title 'Nachrichtenfeed' needs about 84 pt but its item leaves it 75.25 pt on iPhone SE (3rd generation), portrait (iOS 26) and 1 more; it will be truncated",
                    settings: LintSettings(devices: ["iphone-se-3", "iphone-16"])),
    RuleMessageCase(id: .titleTruncation, source: bar("    kind: custom\n    titleFont: semibold 12", tabs: "    tab home { title: 1️⃣\"ホーム画面の設定\" }\n    tab a { title: \"検索\" }\n    tab b { title: \"通知\" }\n    tab c { title: \"本\" }\n    tab d { title: \"設定\" }"),
                    message: "title 'ホーム画面の設定' needs about 100.8 pt but its item is 75 pt wide on iPhone SE (3rd generation), portrait and 1 more; it will be truncated"),
    RuleMessageCase(id: .missingAccessibilityLabel, source: bar("    kind: custom", tabs: "    tab 1️⃣home { symbol: \"house\" }"),
                    message: "tab 'home' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('house')"),
    RuleMessageCase(id: .duplicateSymbol, source: bar("", tabs: "    tab home { symbol: \"house\", title: \"Home\" }\n    tab start { symbol: 1️⃣\"house\", title: \"Start\" }"),
                    message: "tab 'start' uses the same symbol 'house' as tab 'home'"),
    RuleMessageCase(id: .slowAnimation, source: bar("    selectionAnimation: linear 1️⃣0.75"),
                    message: "selection animation takes 0.75 s; keep it at 0.5 s or less so switching tabs feels immediate"),
    RuleMessageCase(id: .slowAnimation, source: bar("    hideOnScroll {\n        threshold: 4\n        duration: 1️⃣0.6\n    }"),
                    message: "hide-on-scroll animation takes 0.6 s; keep it at 0.5 s or less so the bar keeps up with scrolling"),
    RuleMessageCase(id: .indicatorOverflow, source: bar("    kind: custom\n    indicator {\n        shape: circle\n        alignment: leading\n        offset: 1️⃣-3\n    }", tabs: fiveIconTabs),
                    message: "the indicator sticks out 3 pt past the leading edge of its 75 pt wide item on iPhone SE (3rd generation), portrait and 3 more"),
    RuleMessageCase(id: .indicatorOverflow, source: bar("    kind: custom\n    height: 20\n    1️⃣indicator { shape: circle }", tabs: fiveIconTabs),
                    message: "the indicator sticks out 2.5 pt past the top edge of its 20 pt tall item on iPhone SE (3rd generation), portrait and 3 more"),
    RuleMessageCase(id: .implicitItemWidth, source: bar("    itemPositioning: 1️⃣centered"),
                    message: "centered items without 'itemWidth' use UIKit's legacy defaults (76 pt wide, 34 pt apart), which are unverified on current iOS; set 'itemWidth'"),
    RuleMessageCase(id: .ignoredProperty, source: bar("    itemPositioning: fill\n    itemWidth: 1️⃣60"),
                    message: "'itemWidth' has no effect with 'itemPositioning: fill'"),
    RuleMessageCase(id: .ignoredProperty, source: bar("    titleSpacing: 1️⃣2", tabs: "    tab home { symbol: \"house\", accessibilityLabel: \"Home\" }"),
                    message: "'titleSpacing' has no effect: no tab has a title"),
    RuleMessageCase(id: .ignoredProperty, source: bar("    kind: custom\n    iconSize: 1️⃣30", tabs: "    tab home { title: \"Home\" }"),
                    message: "'iconSize' has no effect: no tab has a symbol or an image"),
    RuleMessageCase(id: .ignoredProperty, source: bar("", tabs: "    tab home { symbol: \"house\", selectedSymbol: 1️⃣\"house\", title: \"Home\" }"),
                    message: "'selectedSymbol' of tab 'home' is the same as its 'symbol' ('house') and has no effect"),
    RuleMessageCase(id: .ignoredProperty, source: bar("    titleSpacing: 1️⃣6"),
                    message: "'titleSpacing' has no effect on a system bar: UIKit places the title itself"),
    // v1.2 (layout.md's Lint): the floating bar the matrix adds on each checked phone in portrait.
    RuleMessageCase(id: .glassBackground, source: bar("    barTintColor: 1️⃣white @ 0.92"),
                    message: "'barTintColor' gives the system bar a custom background, which the floating Liquid Glass bar ignores or draws over its glass on iPhone SE (3rd generation), portrait (iOS 26) and 1 more; remove it and let the system determine the background appearance"),
    RuleMessageCase(id: .glassBackground, source: bar("    translucent: 1️⃣false"),
                    message: "'translucent: false' makes the system bar opaque, which covers the floating Liquid Glass bar's glass on iPhone SE (3rd generation), portrait (iOS 26) and 1 more; remove it and let the system determine the background appearance"),
    RuleMessageCase(id: .compatibilityMode, source: "tabbar 1️⃣Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n",
                    message: "tab bar 'Main' is a system bar and the app sets 'designRequiresCompatibility' (UIDesignRequiresCompatibility) to keep the pre-iOS 26 design; Apple calls the key temporary and the system ignores it once the app is built with the iOS 27 SDK, so plan for the floating bar",
                    settings: { var settings = LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true); settings.environment.sdk = IOSVersion(major: 26); return settings }()),
    // v1.3: with the iOS 27 SDK (the default) the key is ignored and the bar floats.
    RuleMessageCase(id: .compatibilityMode, source: "tabbar 1️⃣Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n",
                    message: "tab bar 'Main' is a system bar and the app sets 'designRequiresCompatibility' (UIDesignRequiresCompatibility), which the system ignores when the app is built with the iOS 27.0 SDK (iOS 27 or later), so the bar floats; remove the key, or set 'app { sdk }' to the SDK the app is built with",
                    settings: LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true)),
    RuleMessageCase(id: .iconTitleOverlap, source: bar("    iconSize: 1️⃣32"),
                    message: "a 32 pt icon reaches 2.5 pt into the title below it on iPhone SE (3rd generation), portrait "
                        + "and 1 more; UIKit's stacked layout puts the icon 5.5 pt and the title 35 pt below the item's top"),
    RuleMessageCase(id: .swiftUITabShadowing, source: "tabbar 1️⃣Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n",
                    message: "tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module 'Tab(\"Home\", systemImage: …)' "
                        + "no longer compiles; rename it, e.g. 'AppTab'"),
    // v1.3: images of the app (apps.md, Icons from the app).
    RuleMessageCase(id: .unknownImage, source: bar("", tabs: "    tab home { image: 1️⃣\"home\", title: \"Home\" }"),
                    message: "image 'home' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/home'?", settings: assets(tabImages)),
    RuleMessageCase(id: .unknownImage, source: bar("", tabs: "    tab home { image: \"Tabs/home\", selectedImage: 1️⃣\"Tabs/hom\", title: \"Home\" }"),
                    message: "image 'Tabs/hom' is not in asset catalog 'Assets.xcassets'; did you mean 'Tabs/home'?", settings: assets(tabImages)),
    RuleMessageCase(id: .unknownImage, source: bar("", tabs: "    tab compose { image: 1️⃣\"Compose\", title: \"New\" }"),
                    message: "image 'Compose' is not in asset catalog 'Assets.xcassets'; did you mean 'compose'?", settings: assets(tabImages)),
    RuleMessageCase(id: .unknownImage, source: bar("", tabs: "    tab accent { image: 1️⃣\"AccentColor\", title: \"Accent\" }"),
                    message: "image 'AccentColor' is not in asset catalog 'Assets.xcassets'", settings: assets(tabImages)),
    RuleMessageCase(id: .missingAccessibilityLabel, source: bar("    kind: custom", tabs: "    tab 1️⃣home { image: \"Tabs/home\" }"),
                    message: "tab 'home' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the image ('Tabs/home')"),
    RuleMessageCase(id: .duplicateSymbol, source: bar("", tabs: "    tab home { image: \"Home\", title: \"Home\" }\n    tab start { image: 1️⃣\"Home\", title: \"Start\" }"),
                    message: "tab 'start' uses the same image 'Home' as tab 'home'"),
    RuleMessageCase(id: .indistinctSelection, source: bar("    tintColor: #FF0000\n    unselectedItemTintColor: 1️⃣#FF2020",
                                                          tabs: "    tab home { image: \"Home\", title: \"Home\" }"),
                    message: "selected tint '#FF0000' and unselected tint '#FF2020' differ by only 1.04:1 in light and 1.04:1 in dark appearance and nothing else marks the selected tab; make them differ by at least 1.5:1 or add an indicator, 'selectedItemBackgroundColor' or a 'selectedImage' for every tab"),
    RuleMessageCase(id: .reservedIdentifier, source: bar("", tabs: "    tab 1️⃣Default { symbol: \"star\", title: \"Default\" }"),
                    message: "tab id 'Default' (its case 'default') is a Swift keyword; the generated case is emitted as '`default`' and needs backticks wherever it is named"),
]

extension RuleMessageCase {
    /// The case with `1️⃣` inserted after the first occurrence of `prefix`.
    func marking(_ prefix: String) -> RuleMessageCase {
        var copy = self
        if let range = source.range(of: prefix) {
            copy.source = source.replacingCharacters(in: range, with: prefix + "1️⃣")
        }
        return copy
    }
}

@Suite("Lint rule messages")
struct RuleMessageTests {
    @Test(arguments: ruleMessageCases)
    func findingHasTheExactMessageAndPosition(_ testCase: RuleMessageCase) {
        let marked = MarkedSource(testCase.source)
        let document = SpecDocument(path: "case.tabspec", text: marked.text)
        #expect(document.diagnostics.isEmpty, "language errors: \(document.diagnostics.map(\.message))")
        let findings = Linter(settings: testCase.settings).lint(document).filter { $0.id == testCase.id }
        #expect(findings.map(\.message) == [testCase.message])
        #expect(findings.map(\.range.start) == [marked.offset(1)])
    }
}
