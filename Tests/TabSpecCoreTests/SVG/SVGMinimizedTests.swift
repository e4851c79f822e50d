import Foundation
import Testing
@testable import TabSpecCore

/// The picture of layout.md v1.3's floating bar: `render --minimized` (the 48 pt circle), the bottom accessory
/// (expanded and inline), iOS 27's prominent circle, and the lens on More — each read back with its numbers.
@Suite("SVG renderer: minimized, accessory, prominent")
struct SVGMinimizedTests {
    typealias Shape = SVGFloatingTests.Shape

    /// Four tabs (EazySwiftUI's measured bar) on `slug` modelling `ios`, with a bottom accessory when `accessory`.
    static func fourTabs(_ slug: String = "iphone-17", ios: Int = 26, accessory: Bool = true,
                         direction: LayoutDirection = .leftToRight) throws -> FramesReport {
        let environment = try #require(TabBarEnvironment.device(slug, layoutDirection: direction, iOSVersion: IOSVersion(major: ios)))
        return FramesTestSupport.report("""
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab library { symbol: "books.vertical", title: "Library" }
                tab find    { symbol: "magnifyingglass", title: "Search" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """, environment: environment) { $0.hasBottomAccessory = accessory }
    }

    @Test(arguments: [SVGRenderer.Appearance.light, .dark])
    func theAccessorySitsAboveTheExpandedBar(appearance: SVGRenderer.Appearance) throws {
        let svg = SVGRenderer(appearances: [appearance]).render(try Self.fourTabs())
        let glass = appearance == .dark ? "#2C2C2E 0.72" : "#FFFFFF 0.72"
        // Screen (21, 735, 360, 48), measured at 402 × 874; a capsule in the same glass as the platter.
        #expect(try SVGFloatingTests.shapes(svg, "data-accessory") == [Shape(name: "expanded", frame: [21, 735, 360, 48], radius: 24, fill: glass)])
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.textElements.contains { $0.attributes["data-label"] == "accessory" && $0.text == "bottom accessory" })
        // The panel shows 44 pt above the accessory (735 − 44 = 691), not only above the bar (791 − 44).
        let viewport = try #require(reader.elements.first { $0.name == "svg" && $0.attributes["viewBox"]?.hasPrefix("-1 ") == true })
        #expect(viewport.attributes["viewBox"] == "-1 691 404 184")
        // The bar itself is as without the accessory: every data-tab frame in its group at the bar's origin.
        #expect(reader.tabRects.map(\.id) == ["home", "library", "find", "profile"])
        #expect(reader.tabRects.allSatisfy { $0.barOrigin == [0, 791] })
        #expect(reader.texts.contains("note: the bottom accessory's frames (above the platter, and beside the minimized bar) "
            + "were measured in one community source") || reader.texts.joined(separator: " ").contains("bottom accessory's frames"))
    }

    @Test func minimizedTheBarIsTheCircleWithTheSelectedTabAndTheAccessoryInline() throws {
        let svg = SVGRenderer(selectedTab: "library", minimized: true).render(try Self.fourTabs())
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized-bar").map(\.frame) == [[28, 798, 48, 48]])
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized-bar").map(\.radius) == [24])
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized").map(\.name) == ["library"])
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized").map(\.frame) == [[28, 798, 48, 48]])
        #expect(try SVGFloatingTests.shapes(svg, "data-accessory").map(\.name) == ["inline"])
        #expect(try SVGFloatingTests.shapes(svg, "data-accessory").map(\.frame) == [[84, 798, 290, 48]])
        let reader = try #require(SVGReader.read(svg))
        // The selected tab's glyph, in its tint, in a 28 pt box centred in the circle.
        let glyph = try #require(reader.elements.last { $0.name == "use" })
        #expect(glyph.attributes["data-symbol"] == "books.vertical")
        #expect(["x", "y", "width", "height"].map { glyph.attributes[$0] } == ["38", "808", "28", "28"])
        // The expanded bar stays in the file, hidden, so tools still read every tab's frame.
        let group = try #require(reader.elements.first { $0.name == "g" && $0.attributes["data-tabbar"] == "Main" })
        #expect(group.attributes["display"] == "none")
        #expect(reader.tabRects.map(\.id) == ["home", "library", "find", "profile"])
        #expect(reader.tabRects.map(\.frame) == [[25, 4, 98, 54], [109.666666667, 4, 98, 54], [194.333333333, 4, 98, 54], [279, 4, 98, 54]])
    }

    @Test func minimizedInRightToLeftTheCircleIsAtTheRightEdge() throws {
        let svg = SVGRenderer(minimized: true).render(try Self.fourTabs("iphone-se-3", direction: .rightToLeft))
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized-bar").map(\.frame) == [[375 - 76, 591, 48, 48]])
        #expect(try SVGFloatingTests.shapes(svg, "data-accessory").map(\.frame) == [[28, 591, 263, 48]])
    }

    @Test func aClassicBarIsDrawnAsShownWithANote() throws {
        let svg = SVGRenderer(minimized: true).render(try Self.fourTabs(ios: 18))
        #expect(try SVGFloatingTests.shapes(svg, "data-minimized") == [] && SVGFloatingTests.shapes(svg, "data-accessory") == [])
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.texts.contains("note: only the floating bar minimizes; this bar is drawn as shown"))
        #expect(reader.texts.joined(separator: " ").contains("over this bar the app places its own"))
        #expect(!reader.elements.contains { $0.attributes["display"] == "none" })
        // Without --minimized, no such note; without the key, no accessory note.
        let plain = try #require(SVGReader.read(SVGRenderer().render(try Self.fourTabs(ios: 18, accessory: false))))
        #expect(!plain.texts.joined().contains("minimizes") && !plain.texts.joined().contains("accessory"))
    }

    @Test func onIOS27TheProminentTabHasTheCircleAndTheSearchTabIsInThePlatter() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-17", iOSVersion: IOSVersion(major: 27)))
        let report = FramesTestSupport.report("""
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab find    { symbol: "magnifyingglass", title: "Search", role: search }
                tab compose { symbol: "plus", title: "Compose" }
            }
            """, environment: environment) { $0.items[2].isProminent = true }
        let svg = SVGRenderer(appearances: [.light, .dark], selectedTab: "compose").render(report)
        #expect(try SVGFloatingTests.shapes(svg, "data-prominent").map(\.frame) == [[319, 0, 62, 62], [319, 0, 62, 62]])
        #expect(try SVGFloatingTests.shapes(svg, "data-search") == [])
        // The selected prominent tab has no lens (as the measured selected search tab has none).
        #expect(try SVGFloatingTests.shapes(svg, "data-lens") == [])
        #expect(try SVGFloatingTests.shapes(svg, "data-tab").map(\.name) == ["home", "find", "compose", "home", "find", "compose"])
        #expect(try SVGFloatingTests.shapes(svg, "data-platter").map(\.frame) == [[21, 0, 188, 62], [21, 0, 188, 62]])
    }

    @Test func aSelectedTabBehindMorePutsTheLensOnMore() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let report = FramesTestSupport.report("""
            tabbar Main {
                tab a { symbol: "1.circle", title: "First" }
                tab b { symbol: "2.circle", title: "Second" }
                tab c { symbol: "3.circle", title: "Third" }
                tab d { symbol: "4.circle", title: "Fourth" }
                tab e { symbol: "5.circle", title: "Fifth" }
                tab f { symbol: "6.circle", title: "Sixth" }
            }
            """, environment: environment)
        let svg = SVGRenderer(selectedTab: "f").render(report)
        // Measured after choosing a row of More: the selection on the More slot (onejs/one's oracle).
        #expect(try SVGFloatingTests.shapes(svg, "data-lens") == [
            Shape(name: "more", frame: [292.8, 4, 75.2, 54], radius: 27, fill: "#000000 0.08"),
        ])
        #expect(try SVGFloatingTests.shapes(svg, "data-more").map(\.frame) == [[292.8, 4, 75.2, 54]])
        let reader = try #require(SVGReader.read(svg))
        // The More item's title in the floating bar's medium 10 pt.
        #expect(reader.textElements.filter { $0.text == "More" }.map { $0.attributes["font-size"] } == ["10"])
    }
}
