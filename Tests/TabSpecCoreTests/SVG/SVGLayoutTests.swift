import Foundation
import Testing
@testable import TabSpecCore

/// What `render` draws beyond the frames: the More item, side-by-side system items, titles cut with '…',
/// headings and notes (layout.md v1.1).
@Suite("SVG: More, inline layout, truncation, headings")
struct SVGLayoutTests {
    /// Six system tabs with two long titles.
    static let sixTabs = """
        tabbar Main {
            indicator { shape: underline }
            tab home     { symbol: "house", title: "Home" }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab library  { symbol: "books.vertical", title: "Bibliothèque musicale" }
            tab radio    { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
            tab profile  { symbol: "person", title: "Profile" }
            tab settings { symbol: "gearshape", title: "Einstellungsmöglichkeiten" }
        }
        """

    /// Rendered `text` laid out on `slug`, read back.
    static func read(_ text: String, _ slug: String = "iphone-16", ios: Int? = nil, selected: String? = nil,
                     appearances: [SVGRenderer.Appearance] = [.light]) throws -> (svg: String, reader: SVGReader) {
        let report = FramesTestSupport.report(text, environment: try FramesTestSupport.environment(slug, ios: ios))
        let svg = SVGRenderer(appearances: appearances, selectedTab: selected).render(report)
        return (svg, try #require(SVGReader.read(svg), "not well-formed XML"))
    }

    @Test func theMoreItemIsDrawnAfterTheVisibleTabs() throws {
        let (svg, reader) = try Self.read(Self.sixTabs)
        #expect(reader.tabRects.map(\.id) == ["home", "search", "library", "radio"])
        let more = try #require(reader.elements.first { $0.attributes["data-more"] != nil })
        #expect(more.attributes["data-more"] == "profile settings")
        #expect(["x", "y", "width", "height"].map { more.attributes[$0] } == ["316", "1", "75", "48"])
        // The More item's icon is the stand-in for `ellipsis`; the tabs behind it are not drawn.
        let icons = reader.elements.filter { $0.name == "use" }.map { $0.attributes["data-symbol"] ?? "" }
        #expect(icons == ["house", "magnifyingglass", "books.vertical", "dot.radiowaves.left.and.right", "ellipsis"])
        #expect(svg.contains(##"<use data-symbol="ellipsis" href="#bi-three-dots" x="341" y="6.5" width="25" height="25" fill="#8E8E93"/>"##))
        #expect(reader.texts.contains("More"))
        #expect(!reader.texts.contains("Profile") && !icons.contains("gearshape"))
        // The More item is drawn unselected in the unselected tint while a visible tab is selected.
        #expect(svg.contains(##"text-anchor="middle" fill="#8E8E93">More</text>"##))
    }

    @Test func aSelectedTabBehindMoreSelectsTheMoreItem() throws {
        let (svg, reader) = try Self.read(Self.sixTabs, selected: "settings")
        #expect(reader.indicators == ["more"])
        #expect(svg.contains(##"<rect data-indicator="more" x="316" y="47" width="75" height="2""##))
        #expect(svg.contains(##"text-anchor="middle" fill="#007AFF">More</text>"##))
    }

    @Test func titlesThatDoNotFitAreCutWithAnEllipsis() throws {
        let (_, reader) = try Self.read(Self.sixTabs)
        // 'Bibliothèque musicale' needs about 117.6 pt; its item is 75 pt wide: 12 characters and '…' fit.
        #expect(reader.texts.contains("Bibliothèque…"))
        #expect(!reader.texts.contains("Bibliothèque musicale"))
        #expect(reader.texts.contains("Home") && reader.texts.contains("Radio"))
    }

    @Test func truncationUsesTheTitleTruncationEstimate() {
        let font = TabBarConfiguration.Font()
        // 'Home' is 4 × 0.56 × 10 = 22.4 pt (22.400000000000002 in floating point, as lint computes it too).
        #expect(TitleWidthEstimate.truncated("Home", toFit: 22.41, font: font) == "Home")
        #expect(TitleWidthEstimate.truncated("Home", toFit: 22.3, font: font) == "Ho…")
        #expect(TitleWidthEstimate.truncated("Benachrichtigungen", toFit: 60, font: font) == "Benachric…")
        #expect(TitleWidthEstimate.truncated("ab cd", toFit: 20, font: font) == "ab…")
        #expect(TitleWidthEstimate.truncated("购物车", toFit: 25, font: font) == "购…")
        #expect(TitleWidthEstimate.truncated("购物车", toFit: 5, font: font) == "…")
        #expect(TitleWidthEstimate.truncated("👨‍👩‍👧 family", toFit: 10, font: font) == "…")
        // A cut title fits, and lint's rule fires exactly where render cuts.
        for width in stride(from: 1.0, through: 120, by: 0.5) {
            let shown = TitleWidthEstimate.truncated("Einstellungsmöglichkeiten", toFit: width, font: font)
            #expect(shown == "…" || TitleWidthEstimate.width(of: shown, font: font) <= width)
            #expect((shown == "Einstellungsmöglichkeiten") == (TitleWidthEstimate.width(of: "Einstellungsmöglichkeiten", font: font) <= width))
        }
    }

    @Test func anIPadSystemBarDrawsIconsAndTitlesSideBySideMarkedApproximate() throws {
        let (_, reader) = try Self.read(Self.sixTabs, "ipad-pro-11", ios: 17)
        #expect(reader.tabRects.map(\.id) == ["home", "search", "library", "radio", "profile", "settings"])
        let approximate = reader.textElements.filter { $0.attributes["data-approximate"] == "inline" }.map(\.text)
        #expect(approximate == ["Home", "Search", "Bibliot…", "Radio", "Profile", "Einstel…"])
        let icons = reader.elements.filter { $0.attributes["data-approximate"] == "inline" && $0.attributes["data-symbol"] != nil }
        #expect(icons.map(\.name) == ["use", "use", "use", "use", "use", "use"])
        #expect(icons.map { $0.attributes["data-symbol"] ?? "" } == [
            "house", "magnifyingglass", "books.vertical", "dot.radiowaves.left.and.right", "person", "gearshape",
        ])
        // Six centered items need 626 of 834 pt, so Home's item is (104, 1, 76, 49): a 25 pt icon, 6 pt, then
        // 'Home' (22.4 pt), centered together from x 115.3; the title is drawn around its middle.
        #expect(["x", "y", "width", "height"].map { icons.first?.attributes[$0] } == ["115.3", "13", "25", "25"])
        let home = try #require(reader.textElements.first { $0.text == "Home" })
        #expect(home.attributes["x"] == "157.5")
        #expect(reader.texts.contains {
            $0.hasPrefix("note: icon and title sit side by side in this environment; their frames are not modelled, so they are drawn approximately")
        })
    }

    @Test func everyTabBarGetsItsWholeHeading() throws {
        let text = """
            tabbar HighlightedTabBarWithALongName {
                kind: custom
                tab home { title: "Home" }
            }
            tabbar Second {
                tab one { title: "One" }
            }
            """
        let report = FramesTestSupport.report(text, environment: try FramesTestSupport.environment("iphone-se-3"))
        let svg = SVGRenderer(appearances: [.light, .dark]).render(report)
        let reader = try #require(SVGReader.read(svg))
        let headings = reader.textElements.filter { $0.attributes["font-size"] == "12" }
        #expect(headings.map(\.text) == [
            "HighlightedTabBarWithALongName · iPhone SE (3rd generation) · portrait · iOS 18.0 · light",
            "HighlightedTabBarWithALongName · iPhone SE (3rd generation) · portrait · iOS 18.0 · dark",
            "Second · iPhone SE (3rd generation) · portrait · iOS 18.0 · light",
            "Second · iPhone SE (3rd generation) · portrait · iOS 18.0 · dark",
        ])
        // The columns are as wide as the longest heading (89 characters at 0.56 × 12 pt, rounded up), so the
        // dark panel starts after it.
        let column = (89 * 0.56 * 12).rounded(.up)
        #expect(headings[1].attributes["x"] == DecimalText.geometry(16 + column + 24))
        #expect(reader.texts.first == "HighlightedTabBarWithALongName: custom tab bar on iPhone SE (3rd generation) [iphone-se-3], "
            + "portrait, iOS 18.0; Second: system tab bar on iPhone SE (3rd generation) [iphone-se-3], portrait, iOS 18.0")
    }

    @Test func longNotesWrapToThePanelAndTheRowMakesRoomForThem() throws {
        var environment = try FramesTestSupport.environment("iphone-se-3")
        environment.iOSVersion = IOSVersion(major: 26)
        let report = FramesTestSupport.report("tabbar A {\n    tab a { title: \"A\" }\n}\ntabbar B {\n    tab b { title: \"B\" }\n}\n",
                                              environment: environment)
        let svg = SVGRenderer().render(report)
        let reader = try #require(SVGReader.read(svg))
        let notes = reader.textElements.filter { $0.attributes["font-size"] == "10" && $0.attributes["text-anchor"] == nil }
        let font = TabBarConfiguration.Font(weight: .regular, size: 10)
        #expect(notes.count > 2)
        let column = SVGLayout(report, appearances: [.light]).columnWidth
        #expect(column == (60 * 0.56 * 12).rounded(.up))
        #expect(notes.allSatisfy { TitleWidthEstimate.width(of: $0.text, font: font) <= column })
        // Each one-tab system bar floats on iOS 26: two notes each (community-measured; no hidden frame).
        #expect(notes.first?.text.hasPrefix("note: community-measured iOS 26 geometry") == true)
        #expect(notes.map(\.text).joined(separator: " ").replacingOccurrences(of: "   ", with: " ")
            .components(separatedBy: "note: ").count == 5)
        // The second bar's heading is below the first bar's last note line.
        let headingY = try #require(reader.textElements.last { $0.attributes["font-size"] == "12" }?.attributes["y"].flatMap(Double.init))
        let firstBarNotes = notes.prefix(notes.count / 2).compactMap { $0.attributes["y"].flatMap(Double.init) }
        #expect(firstBarNotes.allSatisfy { $0 < headingY - 12 })
    }

    @Test func aPictureInLanguagesHasAColumnPerLanguageAndAppearanceAndEachRowTheLanguagesVariants() throws {
        let document = SpecDocument(path: "inline.tabspec", text: "tabbar A {\n    tab a { title: \"A\" }\n}\ntabbar B {\n    tab b { title: \"B\" }\n}\n")
        let environment = try FramesTestSupport.environment()
        let english = FramesReport(file: "inline.tabspec", tabBars: document.tabBars, environment: environment, language: "en")
        // A report with fewer tab bars than the first: its missing rows fall back to the first report's bar.
        let arabic = FramesReport(file: "inline.tabspec", tabBars: [document.tabBars[0]], environment: environment, language: "ar")
        let layout = SVGLayout([english, arabic], appearances: [.light, .dark])
        #expect(layout.columns.map { "\($0.report) \($0.appearance.rawValue)" } == ["0 light", "0 dark", "1 light", "1 dark"])
        #expect(layout.rows.map(\.captions) == ["A", "B"].map { name in [
            "\(name) · iPhone 16 · portrait · iOS 18.0 · en · light",
            "\(name) · iPhone 16 · portrait · iOS 18.0 · en · dark",
            "\(name) · iPhone 16 · portrait · iOS 18.0 · ar · right to left · light",
            "\(name) · iPhone 16 · portrait · iOS 18.0 · ar · right to left · dark",
        ] })
        #expect(layout.rows.map(\.variants) == [[english.tabBars[0], arabic.tabBars[0]], [english.tabBars[1], english.tabBars[1]]])
    }
}
