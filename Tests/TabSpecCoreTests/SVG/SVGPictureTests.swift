import Foundation
import Testing
@testable import TabSpecCore

/// The picture as a user sees the bar (the default) and the layout diagram `--annotate` adds: stand-in glyphs
/// for SF Symbols, defined once; the caption saying they are approximated; labelled boxes for symbols without
/// one; the home indicator; no frame annotations unless asked; the `data-tab` frames in both.
@Suite("SVG: the picture of the bar")
struct SVGPictureTests {
    /// A system bar whose first tab switches to `house.fill` when selected, a known symbol with a stand-in and
    /// one without.
    static let threeTabs = """
        tabbar Main {
            tab home  { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
            tab gear  { symbol: "gearshape", title: "Settings" }
            tab food  { symbol: "fork.knife", title: "Food" }
        }
        """

    /// `text` on an iPhone 16 in light and dark, rendered (annotated when `annotate`).
    static func render(_ text: String, slug: String = "iphone-16", selected: String? = nil, annotate: Bool = false) throws -> String {
        let report = FramesTestSupport.report(text, environment: try FramesTestSupport.environment(slug))
        return SVGRenderer(appearances: [.light, .dark], selectedTab: selected, annotate: annotate).render(report)
    }

    @Test func houseFillIsDrawnWithBootstrapsHouseFillGlyphDefinedOnce() throws {
        let svg = try Self.render(Self.threeTabs)
        // The selected home tab shows `house.fill` in the tint; gearshape unselected in grey.
        #expect(svg.contains(##"<use data-symbol="house.fill" href="#bi-house-fill" x="53" y="6.5" width="25" height="25" fill="#007AFF"/>"##))
        #expect(svg.contains(##"<use data-symbol="gearshape" href="#bi-gear" x="184" y="6.5" width="25" height="25" fill="#8E8E93"/>"##))
        #expect(svg.contains(##"<use data-symbol="house.fill" href="#bi-house-fill" x="53" y="6.5" width="25" height="25" fill="#0A84FF"/>"##))
        // Each glyph is one <symbol> for both panels, with Bootstrap Icons' path data; the notice says whose.
        let houseFill = """
                <symbol id="bi-house-fill" viewBox="0 0 16 16">
                  <path d="M8.707 1.5a1 1 0 0 0-1.414 0L.646 8.146a.5.5 0 0 0 .708.708L8 2.207l6.646 6.647a.5.5 0 0 0 .708-.708L13 5.793V2.5a.5.5 0 0 0-.5-.5h-1a.5.5 0 0 0-.5.5v1.293L8.707 1.5Z"/>
                  <path d="m8 3.293 6 6V13.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5V9.293l6-6Z"/>
                </symbol>
            """
        #expect(svg.contains(houseFill))
        #expect(svg.components(separatedBy: "<symbol ").count - 1 == 2)
        #expect(svg.contains("<desc>SF Symbols drawn with stand-ins from Bootstrap Icons 1.10.3, MIT License, "
            + "Copyright (c) 2019-2021 The Bootstrap Authors</desc>"))
        #expect(!svg.contains(#"id="bi-house""#))
        // Selecting another tab draws `house`, not `house.fill`.
        let other = try Self.render(Self.threeTabs, selected: "gear")
        #expect(other.contains(##"<use data-symbol="house" href="#bi-house""##) && !other.contains("house.fill"))
    }

    @Test func aSymbolWithoutAStandInIsABoxLabelledWithItsName() throws {
        #expect(StandInGlyphs.icon(forSymbol: "fork.knife") == nil)
        let svg = try Self.render(Self.threeTabs)
        #expect(svg.contains(##"<rect data-symbol="fork.knife" x="315" y="6.5" width="25" height="25" rx="3" fill="none" stroke="#8E8E93" stroke-width="1"/>"##))
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.textElements.filter { $0.text == "fork.knife" }.map { $0.attributes["font-size"] } == ["9", "9"])
        #expect(!reader.elements.contains { $0.name == "use" && $0.attributes["data-symbol"] == "fork.knife" })
    }

    @Test func theCaptionIsThereExactlyWhenAStandInIsDrawn() throws {
        func captions(_ svg: String) throws -> [String] {
            try #require(SVGReader.read(svg)).textElements.filter { $0.attributes["data-caption"] == "stand-ins" }.map(\.text)
        }
        // One line under each panel of a row with stand-ins.
        #expect(try captions(Self.render(Self.threeTabs)) == ["icons approximated with Bootstrap Icons", "icons approximated with Bootstrap Icons"])
        // Titles only, or only symbols without a stand-in: no caption, no definitions.
        let titles = try Self.render("tabbar T {\n    tab a { title: \"A\" }\n}\n")
        #expect(try captions(titles).isEmpty && !titles.contains("<symbol"))
        let unknown = try Self.render("tabbar T {\n    tab a { symbol: \"fork.knife\" }\n}\n")
        #expect(try captions(unknown).isEmpty && !unknown.contains("<symbol"))
        // The caption takes one note line: the row is 18 pt taller (the line and the 4 pt above the notes).
        let height = { (svg: String) in svg.components(separatedBy: "height=\"").dropFirst().first?.prefix { $0 != "\"" } }
        let withIcon = try Self.render("tabbar T {\n    tab a { symbol: \"star\" }\n}\n")
        #expect(height(unknown) == "180" && height(withIcon) == "198")
    }

    @Test func aRenamedSymbolFindsItsCurrentNamesStandIn() {
        #expect(StandInGlyphs.icon(forSymbol: "person.and.person")?.name == "people")
        #expect(StandInGlyphs.icon(forSymbol: "snow")?.name == "snow")
        #expect(StandInGlyphs.icon(forSymbol: "no.such.symbol") == nil)
    }

    @Test func theDefaultPictureHasNoFrameAnnotations() throws {
        let svg = try Self.render(Self.threeTabs)
        for annotation in ["stroke-dasharray", "data-safe-area", "safe area", "data-label"] {
            #expect(!svg.contains(annotation), "\(annotation)")
        }
        #expect(svg.contains(##"<rect data-tab="home" x="2" y="1" width="127" height="48" fill="none"/>"##))
    }

    @Test func annotatingAddsTheDashedFramesAndTheSafeArea() throws {
        let svg = try Self.render(Self.threeTabs, annotate: true)
        let reader = try #require(SVGReader.read(svg))
        let dashed = reader.elements.filter { $0.attributes["stroke-dasharray"] == "2 2" }
        // Per panel: three item frames and the two icon boxes around glyphs (the labelled box is solid).
        #expect(dashed.count == 10)
        #expect(dashed.filter { $0.attributes["data-tab"] != nil }.map { $0.attributes["data-tab"] ?? "" }
            == ["home", "gear", "food", "home", "gear", "food"])
        #expect(svg.contains(##"<rect data-tab="home" x="2" y="1" width="127" height="48" fill="none" stroke="#8E8E93" stroke-width="0.5" stroke-dasharray="2 2"/>"##))
        #expect(svg.contains(##"<rect x="53" y="6.5" width="25" height="25" fill="none" stroke="#8E8E93" stroke-width="0.5" stroke-dasharray="2 2"/>"##))
        #expect(reader.elements.filter { $0.attributes["data-safe-area"] == "bottom" }.count == 2)
        #expect(reader.texts.filter { $0 == "safe area 34 pt" }.count == 2)
        // The glyphs and the caption are there too.
        #expect(svg.contains(##"<use data-symbol="house.fill" href="#bi-house-fill""##) && svg.contains("icons approximated"))
    }

    @Test(arguments: [false, true])
    func theDataTabFramesAreTheSameInBothModes(annotate: Bool) throws {
        for name in FramesTestSupport.bundledNames {
            let report = try FramesTestSupport.bundledReport(name, environment: FramesTestSupport.environment())
            let plain = try #require(SVGReader.read(SVGRenderer(appearances: [.light, .dark]).render(report)))
            let drawn = try #require(SVGReader.read(SVGRenderer(appearances: [.light, .dark], annotate: annotate).render(report)))
            #expect(!drawn.tabRects.isEmpty)
            #expect(drawn.tabRects == plain.tabRects, "\(name)")
        }
    }

    @Test func theHomeIndicatorStandsOutAgainstTheBarOnFaceIDScreensOnly() throws {
        let svg = try Self.render(Self.threeTabs)
        // 134 × 5 pt, 8 pt above the bottom of the 393 × 852 pt screen: black on the light bar, white on the dark.
        #expect(svg.contains(##"<rect data-home-indicator="" x="129.5" y="839" width="134" height="5" rx="2.5" ry="2.5" fill="#000000"/>"##))
        #expect(svg.contains(##"<rect data-home-indicator="" x="129.5" y="839" width="134" height="5" rx="2.5" ry="2.5" fill="#FFFFFF"/>"##))
        // The Chinese article's dark grey custom bar gets a white one in light appearance too.
        let highlight = try FramesTestSupport.bundledReport("HighlightTabBar", environment: FramesTestSupport.environment())
        #expect(SVGRenderer().render(highlight).contains(##"<rect data-home-indicator="" x="129.5" y="839" width="134" height="5" rx="2.5" ry="2.5" fill="#FFFFFF"/>"##))
        // Wider in landscape; none on an iPhone with a Home button.
        let landscape = try FramesTestSupport.environment("iphone-16", orientation: .landscape)
        #expect(SVGRenderer().render(FramesTestSupport.report(Self.threeTabs, environment: landscape))
            .contains(##"<rect data-home-indicator="" x="322" y="380" width="208" height="5""##))
        #expect(!(try Self.render(Self.threeTabs, slug: "iphone-se-3")).contains("data-home-indicator"))
    }

    @Test func theFontStackCoversEveryScriptOfTheTranslations() {
        let stack = SVGRenderer.fontFamily
        #expect(stack.hasPrefix("-apple-system, 'SF Pro Text', system-ui, 'Helvetica Neue', 'Noto Sans', "))
        for family in ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans CJK SC",
                       "Noto Sans CJK JP", "Noto Sans CJK KR"] {
            #expect(stack.contains("'\(family)'"), "\(family)")
        }
        #expect(stack.hasSuffix(", sans-serif"))
    }
}
