import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// Lint judges a bar with optional tabs twice — with every tab and with only the required ones — and a finding
/// only the second run has says "with the optional tabs hidden" (apps.md, lint.md v1.3).
@Suite("Lint with the optional tabs hidden")
struct OptionalTabsLintTests {
    /// Two phones in portrait.
    static let phones = LintSettings(devices: ["iphone-se-3", "iphone-16"], orientations: [.portrait])

    /// The findings of `text`, as `id line:column message` lines with their notes.
    static func lint(_ text: String, settings: LintSettings = phones) -> [String] {
        LanguageFixtures.lint(text, settings: settings)
    }

    @Test func tooManyTabsOnlyWithEveryTab() {
        // Six tabs, two optional: with only the four required ones the bar has no 'More'. The classic bar and
        // (v1.3) the floating iOS 26 bar both show four tabs and More.
        #expect(Self.lint("""
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab search   { symbol: "magnifyingglass", title: "Search" }
                tab inbox    { symbol: "tray", title: "Inbox", optional: true }
                tab profile  { symbol: "person", title: "Profile" }
                tab settings { symbol: "gearshape", title: "Settings" }
            }
            """) == [
            "too-many-tabs 1:8 'Main' has 6 tabs; a compact-width tab bar shows 4 of them and moves the rest under 'More' on "
                + "iPhone SE (3rd generation), portrait and 3 more\n  note: on all 4 checked devices and orientations",
        ])
    }

    @Test func aTitleBehindMoreComesOutWhenTheOptionalTabsAreHidden() {
        // Seven tabs: 'Benachrichtigungen' is the sixth, behind 'More'; with the two optional tabs hidden the bar
        // shows all five, and its title is cut on the classic and the floating bar.
        #expect(Self.lint("""
            tabbar Main {
                tab home     { symbol: "house", title: "Start" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab search   { symbol: "magnifyingglass", title: "Suchen" }
                tab inbox    { symbol: "tray", title: "Post", optional: true }
                tab profile  { symbol: "person", title: "Profil" }
                tab alerts   { symbol: "bell", title: "Benachrichtigungen" }
                tab settings { symbol: "gearshape", title: "Optionen" }
            }
            """) == [
            "too-many-tabs 1:8 'Main' has 7 tabs; a compact-width tab bar shows 4 of them and moves the rest under 'More' on "
                + "iPhone SE (3rd generation), portrait and 3 more\n  note: on all 4 checked devices and orientations",
            "title-truncation 7:43 title 'Benachrichtigungen' needs about 100.8 pt but its item is 71 pt wide (classic bar) and "
                + "leaves it 55.6 pt (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 3 more, with the optional "
                + "tabs hidden; it will be truncated\n  note: on all 4 checked devices and orientations",
        ])
    }

    @Test func sixTabsFloatWithMoreSoBothRunsJudgeTheGlass() {
        // v1.3: six tabs float on iOS 26 (four tabs and More), and so do the five required ones: the bar's tint
        // covers the glass in both runs, one finding without 'with the optional tabs hidden'.
        #expect(Self.lint("""
            tabbar Main {
                barTintColor: #102030
                tab home     { symbol: "house", title: "Home" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab search   { symbol: "magnifyingglass", title: "Search" }
                tab profile  { symbol: "person", title: "Profile" }
                tab settings { symbol: "gearshape", title: "Settings" }
                tab more     { symbol: "ellipsis", title: "More" }
            }
            """) == [
            "too-many-tabs 1:8 'Main' has 6 tabs; a compact-width tab bar shows 4 of them and moves the rest under 'More' on "
                + "iPhone SE (3rd generation), portrait and 3 more\n  note: on all 4 checked devices and orientations",
            "glass-background 2:19 'barTintColor' gives the system bar a custom background, which the floating Liquid Glass bar "
                + "ignores or draws over its glass on iPhone SE (3rd generation), portrait (iOS 26) and 1 more; remove it and let "
                + "the system determine the background appearance\n  note: on 2 of 4 checked "
                + "devices and orientations: iPhone SE (3rd generation), portrait (iOS 26); iPhone 16, portrait (iOS 26)",
        ])
    }

    @Test func aFindingOfBothRunsIsOneFindingWithEveryTabsNumbers() {
        // Centered items too wide with five tabs and with the four required ones: one finding, the first run's.
        let spec = """
            tabbar Main {
                kind: custom
                itemPositioning: centered
                itemWidth: 120
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Search" }
                tab library { symbol: "books.vertical", title: "Library", optional: true }
                tab profile { symbol: "person", title: "Profile" }
                tab more    { symbol: "ellipsis", title: "More" }
            }
            """
        let single = LintSettings(devices: ["iphone-se-3"], orientations: [.portrait])
        #expect(Self.lint(spec, settings: single) == [
            "item-overflow 4:16 items need 600 pt but the bar has 375 pt on iPhone SE (3rd generation), portrait",
        ])
        // Widths a tab too many, fine without it: the finding of every tab only, without the phrase.
        let wide = """
            tabbar Main {
                kind: custom
                tab home     { symbol: "house", title: "Home" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab alerts   { symbol: "bell", title: "Benachrichtigungen" }
                tab inbox    { symbol: "tray", title: "Inbox", optional: true }
                tab profile  { symbol: "person", title: "Profile" }
            }
            """
        #expect(Self.lint(wide) == [
            "title-truncation 5:43 title 'Benachrichtigungen' needs about 100.8 pt but its item is 75 pt wide on "
                + "iPhone SE (3rd generation), portrait and 1 more; it will be truncated\n  note: on all 2 checked devices and orientations",
        ])
    }

    @Test func onlyTheRulesThatDependOnTheTabsShownRunTwice() {
        let twice = RuleRegistry.rules.filter { $0.judgesShownTabs }.map { $0.description.id.rawValue }
        #expect(twice == ["too-many-tabs", "item-overflow", "touch-target", "title-truncation", "indicator-overflow",
                          "icon-title-overlap", "glass-background"])
        // A bar whose every tab is optional has no required bar to judge; a bar without optional tabs runs once.
        #expect(Self.lint("""
            tabbar Main {
                tab home   { symbol: "house", title: "Benachrichtigungen", optional: true }
                tab search { symbol: "magnifyingglass", title: "Search", optional: true }
            }
            """).isEmpty)
    }

    @Test func theEditorShowsTheSameFindings() {
        let text = """
            tabbar Main {
                tab home     { symbol: "house", title: "Start" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab search   { symbol: "magnifyingglass", title: "Suchen" }
                tab inbox    { symbol: "tray", title: "Post", optional: true }
                tab profile  { symbol: "person", title: "Profil" }
                tab alerts   { symbol: "bell", title: "Benachrichtigungen" }
                tab settings { symbol: "gearshape", title: "Optionen" }
            }

            """
        let analysis = EditorAnalysis(spec: TextDocument(text: text, version: 1), path: "Main.tabspec", settings: Self.phones)
        let linted = Compiler().lint([(SourceFile(path: "Main.tabspec", text: text), Self.phones)]).report.files[0].diagnostics
        #expect(analysis.diagnostics == linted)
        #expect(analysis.editorDiagnostics(in: .utf16).map(\.message).filter { $0.contains("with the optional tabs hidden") }.count == 1)
    }
}
