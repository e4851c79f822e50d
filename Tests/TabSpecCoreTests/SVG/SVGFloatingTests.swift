import Foundation
import Testing
@testable import TabSpecCore

/// The picture of the floating iOS 26 bar: the platter, lens and search circle read back from the SVG with
/// their exact numbers (layout.md v1.2's worked values), the label, the backdrop, and classic bars unchanged.
@Suite("SVG renderer: floating iOS 26 bar")
struct SVGFloatingTests {
    /// One shape read back: the value of its naming attribute, its frame and its corner radius.
    struct Shape: Equatable, CustomStringConvertible {
        /// The naming attribute's value (a tab id, or the tab bar's name for the platter).
        var name: String
        /// x, y, width, height.
        var frame: [Double]
        /// `rx` (and `ry`, which must equal it).
        var radius: Double?
        /// The fill and its opacity.
        var fill: String?

        /// A readable form for failure messages.
        var description: String { "\(name) \(frame) rx \(radius.map { "\($0)" } ?? "-") \(fill ?? "-")" }
    }

    /// Every `<rect>` with `attribute`, in document order.
    static func shapes(_ svg: String, _ attribute: String) throws -> [Shape] {
        let reader = try #require(SVGReader.read(svg), "not well-formed XML")
        return reader.elements.filter { $0.name == "rect" && $0.attributes[attribute] != nil }.map { element in
            let attributes = element.attributes
            let radius = attributes["rx"].flatMap(Double.init)
            #expect(attributes["ry"].flatMap(Double.init) == radius)
            let fill = attributes["fill"].map { fill in attributes["fill-opacity"].map { "\(fill) \($0)" } ?? fill }
            return Shape(name: attributes[attribute] ?? "", frame: ["x", "y", "width", "height"].compactMap {
                attributes[$0].flatMap(Double.init)
            }, radius: radius, fill: fill)
        }
    }

    /// `slug` in portrait on iOS 26 in `direction` (with compatibility: built with the iOS 26 SDK, where it applies).
    static func iOS26(_ slug: String, _ direction: LayoutDirection = .leftToRight, compatibility: Bool = false) throws -> TabBarEnvironment {
        try #require(TabBarEnvironment.device(slug, layoutDirection: direction, iOSVersion: IOSVersion(major: 26),
                                              designRequiresCompatibility: compatibility, sdk: IOSVersion(major: compatibility ? 26 : 27)))
    }

    /// Five tabs with a custom circle indicator, which the floating bar does not draw.
    static let fiveTabs = """
    tabbar Five {
        kind: system
        indicator {
        shape: circle
        size: 25
        color: orange
    }
        tab a { symbol: "house", title: "Home" }
        tab b { symbol: "star", title: "Stars" }
        tab c { symbol: "bell", title: "Alerts" }
        tab d { symbol: "person", title: "Me" }
        tab e { symbol: "gear", title: "Settings" }
    }
    """

    /// Three tabs and a search tab (`find`), laid out in `environment` (the frames tests' spec).
    static func searchReport(_ environment: TabBarEnvironment) throws -> FramesReport {
        FramesFloatingTests.searchReport(environment)
    }

    @Test(arguments: [SVGRenderer.Appearance.light, .dark])
    func fiveTabsOnIPhone16(appearance: SVGRenderer.Appearance) throws {
        let report = FramesTestSupport.report(Self.fiveTabs, environment: try Self.iOS26("iphone-16"))
        let svg = SVGRenderer(appearances: [appearance]).render(report)
        let glass = appearance == .dark ? "#2C2C2E 0.72" : "#FFFFFF 0.72"
        // C = 393 − 42 = 351, w = (351 + 25)/5 = 75.2, buttons every (351 − 8 − 75.2)/4 = 66.95 from x 25.
        #expect(try Self.shapes(svg, "data-platter") == [Shape(name: "Five", frame: [21, 0, 351, 62], radius: 31, fill: glass)])
        #expect(try Self.shapes(svg, "data-lens").map(\.frame) == [[25, 4, 75.2, 54]])
        #expect(try Self.shapes(svg, "data-lens").map(\.radius) == [27])
        #expect(try Self.shapes(svg, "data-lens").map(\.fill) == [appearance == .dark ? "#FFFFFF 0.16" : "#000000 0.08"])
        #expect(try Self.shapes(svg, "data-search") == [])
        let frames = try Self.shapes(svg, "data-tab")
        #expect(frames.map(\.name) == ["a", "b", "c", "d", "e"])
        let xs = frames.map { $0.frame[0] }
        for (x, expected) in zip(xs, [25, 91.95, 158.9, 225.85, 292.8]) { #expect(abs(x - expected) < 1e-9, "\(xs)") }
        #expect(frames.allSatisfy { Array($0.frame.dropFirst()) == [4, 75.2, 54] })
        // The circle indicator is not stretched over the lens; the picture says why.
        #expect(try Self.shapes(svg, "data-indicator") == [])
        let reader = try #require(SVGReader.read(svg))
        // The label above the platter is the annotation layer's; the note under the panel is always there.
        #expect(!reader.textElements.contains { $0.attributes["data-label"] != nil })
        let annotated = try #require(SVGReader.read(SVGRenderer(appearances: [appearance], annotate: true).render(report)))
        #expect(annotated.textElements.contains { $0.attributes["data-label"] == "floating"
            && $0.text == "community-measured iOS 26 geometry, not published by Apple" })
        #expect(reader.texts.contains("note: community-measured iOS 26 geometry, not published by Apple"))
        #expect(reader.texts.joined(separator: " ").contains(
            "note: the spec's circle indicator is not drawn: the floating bar shows"))
        // Titles in medium 10 pt; the content behind the glass instead of a bar colour (the material of a classic bar).
        #expect(reader.textElements.filter { $0.text == "Home" }.map { $0.attributes["font-size"] } == ["10"])
        #expect(reader.textElements.filter { $0.text == "Home" }.map { $0.attributes["font-weight"] } == ["500"])
        #expect(reader.elements.contains { $0.name == "g" && $0.attributes["data-backdrop"] == "content" })
        #expect(!reader.elements.contains { $0.attributes["data-material"] != nil || $0.attributes["data-hairline"] != nil })
    }

    @Test func fiveTabsRightToLeftAreMirrored() throws {
        let report = FramesTestSupport.report(Self.fiveTabs, environment: try Self.iOS26("iphone-16", .rightToLeft))
        let svg = SVGRenderer(appearances: [.light, .dark], selectedTab: "b").render(report)
        // x' = 393 − x − w: the spanning platter stays at 21; tab b (x 91.95) moves to 225.85.
        #expect(try Self.shapes(svg, "data-platter").map(\.frame) == [[21, 0, 351, 62], [21, 0, 351, 62]])
        let lenses = try Self.shapes(svg, "data-lens")
        #expect(lenses.map(\.name) == ["b", "b"])
        #expect(lenses.allSatisfy { abs($0.frame[0] - 225.85) < 1e-9 && Array($0.frame.dropFirst()) == [4, 75.2, 54] })
        #expect(try Self.shapes(svg, "data-tab").map { $0.frame[0] }.first.map { abs($0 - 292.8) < 1e-9 } == true)
    }

    @Test(arguments: [
        (SVGRenderer.Appearance.light, LayoutDirection.leftToRight), (.dark, .leftToRight),
        (.light, .rightToLeft), (.dark, .rightToLeft),
    ])
    func searchTabOn440PointPhone(appearance: SVGRenderer.Appearance, direction: LayoutDirection) throws {
        let environment = try Self.iOS26("iphone-17-pro-max", direction)
        #expect(environment.width == 440)
        let report = try Self.searchReport(environment)
        let svg = SVGRenderer(appearances: [appearance]).render(report)
        let glass = appearance == .dark ? "#2C2C2E 0.72" : "#FFFFFF 0.72"
        let rightToLeft = direction == .rightToLeft
        // The circle at W − 83 (mirrored: 21); the platter C = 440 − 112 = 328 at 21 (mirrored: 91).
        #expect(try Self.shapes(svg, "data-search") == [
            Shape(name: "find", frame: [rightToLeft ? 21 : 357, 0, 62, 62], radius: 31, fill: glass),
        ])
        #expect(try Self.shapes(svg, "data-platter") == [
            Shape(name: "Main", frame: [rightToLeft ? 91 : 21, 0, 328, 62], radius: 31, fill: glass),
        ])
        // The search tab's item is the last; w = (328 + 12)/3 = 113.33…, from x 25 every 103.33….
        let frames = try Self.shapes(svg, "data-tab")
        #expect(frames.map(\.name) == ["home", "library", "radio", "find"])
        let expected = [25, 128 + 1.0 / 3, 231 + 2.0 / 3].map { rightToLeft ? 440 - $0 - 340.0 / 3 : $0 }
        for (frame, x) in zip(frames, expected) {
            #expect(abs(frame.frame[0] - x) < 1e-3 && abs(frame.frame[2] - 340.0 / 3) < 1e-3, "\(frame)")
        }
        let lens = try #require(try Self.shapes(svg, "data-lens").first)
        #expect(lens.name == "home" && lens.radius == 27 && abs(lens.frame[0] - expected[0]) < 1e-3)
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.texts.contains("note: community-measured iOS 26 geometry, not published by Apple"))
    }

    @Test func aSelectedSearchTabHasNoLensOnlyItsTintedGlyph() throws {
        // v1.3, measured (onejs/one's oracle, tabs3-search-sel3-light): a selected search tab has no selection
        // indicator in either capsule; its glyph is tinted.
        let report = try Self.searchReport(try Self.iOS26("iphone-17-pro-max"))
        let svg = SVGRenderer(selectedTab: "find").render(report)
        #expect(try Self.shapes(svg, "data-lens") == [])
        let reader = try #require(SVGReader.read(svg))
        let glyph = try #require(reader.elements.first { $0.name == "use" && $0.attributes["data-symbol"] == "magnifyingglass" })
        #expect(glyph.attributes["fill"] == "#007AFF")
        #expect(try Self.shapes(svg, "data-search").map(\.frame) == [[357, 0, 62, 62]])
    }

    @Test func classicBarsDrawNoGlass() throws {
        let environments = [
            try FramesTestSupport.environment(),
            try Self.iOS26("iphone-16", compatibility: true),
            try #require(TabBarEnvironment.device("iphone-16", orientation: .landscape, iOSVersion: IOSVersion(major: 26))),
        ]
        for environment in environments {
            let report = FramesTestSupport.report(Self.fiveTabs, environment: environment)
            let svg = SVGRenderer(appearances: [.light, .dark], annotate: true).render(report)
            for attribute in ["data-platter", "data-lens", "data-search", "data-label"] {
                #expect(!svg.contains(attribute), "\(attribute) on \(environment.orientation), iOS \(environment.iOSVersion)")
            }
            #expect(try Self.shapes(svg, "data-indicator").map(\.name) == ["a", "a"])
            #expect(try Self.shapes(svg, "data-material").map(\.name) == ["Five", "Five"])
            #expect(try Self.shapes(svg, "data-hairline").map(\.name) == ["Five", "Five"])
            #expect(!svg.contains("indicator is not drawn"))
        }
    }

    @Test func searchBarMatchesTheGoldenFile() throws {
        let report = try Self.searchReport(try Self.iOS26("iphone-17-pro-max"))
        Golden.assertMatches(SVGRenderer(appearances: [.light, .dark]).render(report),
                             file: Fixtures.testFile("Golden/SVG/SearchTab.ios26.svg"))
    }

    @Test func readmeFloatingPictureIsCurrent() throws {
        // docs/images/SwipeableTabBar-ios26.svg is
        // `tabspec render Specs/SwipeableTabBar.tabspec --ios 26 --appearance both`.
        let report = try FramesTestSupport.bundledReport("SwipeableTabBar", environment: try Self.iOS26("iphone-16"))
        let svg = SVGRenderer(appearances: [.light, .dark]).render(report)
        Golden.assertMatches(svg, file: Fixtures.packageRoot + "/docs/images/SwipeableTabBar-ios26.svg")
    }
}
