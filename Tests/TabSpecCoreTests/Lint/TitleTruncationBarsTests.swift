import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// `title-truncation` on the classic and the floating iOS 26 bar: a title cut on both is one finding that
/// names both bars, each with its own numbers, however the devices it is cut on differ between the bars.
@Suite("Title truncation on both bars")
struct TitleTruncationBarsTests {
    /// Five tabs, `title` the third (line 4, column 43).
    private static func spec(_ title: String, font: String = "") -> String {
        """
        tabbar Main {\(font.isEmpty ? "" : "\n    titleFont: \(font)")
            tab home    { symbol: "house", title: "Start" }
            tab search  { symbol: "magnifyingglass", title: "Suchen" }
            tab alerts  { symbol: "bell", title: "\(title)" }
            tab profile { symbol: "person", title: "Profil" }
            tab more    { symbol: "ellipsis", title: "Mehr" }
        }

        """
    }

    /// The `title-truncation` findings as `line:column message` and their notes.
    private static func findings(_ text: String, devices: [String]) -> [String] {
        let settings = LintSettings(devices: devices, orientations: [.portrait])
        let document = SpecDocument(path: "t.tabspec", text: text)
        return Linter(settings: settings).lint(document).filter { $0.id == .titleTruncation }.map { finding in
            let location = document.source.location(of: finding.range.start)
            return (["\(location.line):\(location.column) \(finding.message)"] + finding.notes.map { "  note: \($0.message)" })
                .joined(separator: "\n")
        }
    }

    @Test func aTitleCutOnBothBarsIsOneFindingNamingBoth() {
        #expect(Self.findings(Self.spec("Benachrichtigungen"), devices: ["iphone-se-3"]) == [
            """
            4:42 title 'Benachrichtigungen' needs about 100.8 pt but its item is 71 pt wide (classic bar) and leaves it 55.6 pt \
            (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 1 more; it will be truncated
              note: on all 2 checked devices and orientations
            """,
        ])
    }

    @Test func theDevicesMayDifferBetweenTheBars() {
        // 'Lieblingsorte' (72.8 pt) is cut on the SE's classic items (71 pt), not on the Pro Max's, and on both
        // floating bars: one finding, with the first environment's numbers of each bar.
        #expect(Self.findings(Self.spec("Lieblingsorte"), devices: ["iphone-se-3", "iphone-16-pro-max"]) == [
            """
            4:42 title 'Lieblingsorte' needs about 72.8 pt but its item is 71 pt wide (classic bar) and leaves it 55.6 pt \
            (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 2 more; it will be truncated
              note: on 3 of 4 checked devices and orientations: iPhone SE (3rd generation), portrait; iPhone SE (3rd generation), \
            portrait (iOS 26); iPhone 16 Pro Max, portrait (iOS 26)
            """,
        ])
    }

    @Test func eachBarKeepsItsOwnEstimate() {
        // The classic bar sets the title in bold 12; the floating bar in medium 10.
        #expect(Self.findings(Self.spec("Benachrichtigungen", font: "bold 12"), devices: ["iphone-se-3"]) == [
            """
            5:42 title 'Benachrichtigungen' needs about 127.01 pt but its item is 71 pt wide (classic bar) and needs about \
            100.8 pt but its item leaves it 55.6 pt (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 1 more; \
            it will be truncated
              note: on all 2 checked devices and orientations
            """,
        ])
    }

    @Test func aTitleCutOnOneBarIsWordedAsBefore() {
        // 'Nachrichten' (61.6 pt) fits the classic items, not the floating buttons.
        #expect(Self.findings(Self.spec("Nachrichten"), devices: ["iphone-se-3"]) == [
            "4:42 title 'Nachrichten' needs about 61.6 pt but its item leaves it 55.6 pt on iPhone SE (3rd generation), "
                + "portrait (iOS 26); it will be truncated",
        ])
        var classic = LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])
        classic.designRequiresCompatibility = true
        classic.environment.sdk = IOSVersion(major: 26)
        classic.disabledRules = [.compatibilityMode]
        let document = SpecDocument(path: "t.tabspec", text: Self.spec("Benachrichtigungen"))
        #expect(Linter(settings: classic).lint(document).map(\.message) == [
            "title 'Benachrichtigungen' needs about 100.8 pt but its item is 71 pt wide on iPhone SE (3rd generation), portrait; "
                + "it will be truncated",
        ])
    }

    @Test func aTranslatedTitleCutOnBothBarsIsOneFinding() throws {
        var settings = LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])
        settings.localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        settings.languages = ["de"]
        #expect(LanguageFixtures.lint(LanguageFixtures.spec, settings: settings) == [
            """
            title-truncation 7:48 title 'Einstellungen und Datenschutz' (de) is cut to 'Einstellung…' (classic bar) and \
            'Einstell…' (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 1 more
              note: on all 2 checked devices and orientations
            """,
        ])
    }
}
