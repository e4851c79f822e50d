import Foundation
import Testing
@testable import TabSpecCore

@Suite("SVG renderer")
struct SVGRendererTests {
    @Test func customTabViewMatchesTheGoldenFile() throws {
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        Golden.assertMatches(SVGRenderer().render(report), file: Fixtures.testFile("Golden/SVG/CustomTabView.light.svg"))
    }

    @Test func readmePictureIsCurrent() throws {
        // docs/images/CustomTabView.svg is `tabspec render Specs/CustomTabView.tabspec --appearance both`.
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        let svg = SVGRenderer(appearances: [.light, .dark]).render(report)
        Golden.assertMatches(svg, file: Fixtures.packageRoot + "/docs/images/CustomTabView.svg")
    }

    @Test(arguments: [
        ("iphone-16", Orientation.portrait, LayoutDirection.leftToRight),
        ("iphone-16", .landscape, .rightToLeft),
        ("iphone-se-3", .portrait, .leftToRight),
        ("ipad-pro-11", .landscape, .leftToRight),
    ])
    func dataTabRectsEqualTheJSONFrames(slug: String, orientation: Orientation, direction: LayoutDirection) throws {
        let environment = try FramesTestSupport.environment(slug, orientation: orientation, direction: direction)
        for name in FramesTestSupport.bundledNames {
            let report = try FramesTestSupport.bundledReport(name, environment: environment)
            let svg = SVGRenderer(appearances: [.light, .dark]).render(report)
            let reader = try #require(SVGReader.read(svg), "\(name) on \(slug): not well-formed XML")
            let json = try FramesTestSupport.parsedJSON(report)
            var expected: [SVGReader.TabRect] = []
            for tabBar in try #require(json["tabbars"] as? [[String: Any]]) {
                // An iPad's system bar from iPadOS 18 is the unmodelled top bar (v1.3): no bar, no items, no tab drawn.
                guard let bar = tabBar["bar"] as? [String: Any] else {
                    #expect(tabBar["geometry"] as? String == "top" && tabBar["items"] is NSNull, "\(name) on \(slug)")
                    continue
                }
                let shown = try #require(FramesTestSupport.rect(bar["shown"]))
                for item in try #require(tabBar["items"] as? [[String: Any]]) {
                    expected.append(SVGReader.TabRect(
                        tabBar: try #require(tabBar["name"] as? String),
                        id: try #require(item["id"] as? String),
                        frame: try #require(FramesTestSupport.rect(item["frame"])),
                        barOrigin: Array(shown.prefix(2))
                    ))
                }
            }
            // Only a custom bar has frames on an iPad from iPadOS 18 (v1.3).
            #expect(!expected.isEmpty || slug.hasPrefix("ipad"))
            // One panel per appearance, each with every item.
            #expect(reader.tabRects == expected + expected, "\(name) on \(slug)")
        }
    }

    @Test func textIsEscapedForXML() throws {
        let report = FramesTestSupport.report(#"""
        tabbar T {
            kind: custom
            tab a { symbol: "a.b", title: "<Fish & \"Chips\" 'n' more>" }
            tab b { title: "bell\u{7}\ttab" }
        }
        """#, environment: try FramesTestSupport.environment())
        let svg = SVGRenderer().render(report)
        #expect(svg.contains(">&lt;Fish &amp; \"Chips\" 'n' more&gt;</text>"))
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.texts.contains("<Fish & \"Chips\" 'n' more>"))
        #expect(reader.texts.contains("bell\u{FFFD}\ttab"))
        #expect(reader.texts.contains("a.b"))
    }

    /// The one XML rule of SVG and JUnit: `"` escaped in (double-quoted) attributes only, `'` never; tab and
    /// line feed as references in attributes only; carriage return everywhere.
    @Test func xmlEscaping() {
        #expect(XMLText.escaped(#"a&b<c>d"e'f"#, in: .attribute) == "a&amp;b&lt;c&gt;d&quot;e'f")
        #expect(XMLText.escaped(#"a&b<c>d"e'f"#, in: .text) == #"a&amp;b&lt;c&gt;d"e'f"#)
        #expect(XMLText.escaped("x\ny\r\tz", in: .attribute) == "x&#xA;y&#xD;&#x9;z")
        #expect(XMLText.escaped("x\ny\r\tz", in: .text) == "x\ny&#xD;\tz")
        #expect(XMLText.escaped("\u{0}\u{1F}\u{FFFE}ok ホーム", in: .text) == "\u{FFFD}\u{FFFD}\u{FFFD}ok ホーム")
    }

    @Test func indicatorIsDrawnUnderTheSelectedTab() throws {
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        #expect(try #require(SVGReader.read(SVGRenderer().render(report))).indicators == ["home"])
        let selected = SVGRenderer(appearances: [.light, .dark], selectedTab: "book").render(report)
        #expect(try #require(SVGReader.read(selected)).indicators == ["book", "book"])
        #expect(selected.contains(##"<rect data-indicator="book" x="252.6" y="18.5" width="25" height="25" rx="12.5" ry="12.5" fill="#FF8000"/>"##))
    }

    @Test func theBarIsItsTintOverTheContent() throws {
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        let svg = SVGRenderer(appearances: [.light, .dark]).render(report)
        // A custom bar draws its bar tint as it is (#F7F7F7 @ 0.94, dark #141414 @ 0.94) over the content, and no
        // hairline; the screen behind is the background color.
        #expect(svg.contains(##"<rect data-material="Tab" x="0" y="0" width="393" height="90" fill="#F7F7F7" fill-opacity="0.94"/>"##))
        #expect(svg.contains(##"<rect data-material="Tab" x="0" y="0" width="393" height="90" fill="#141414" fill-opacity="0.94"/>"##))
        #expect(!svg.contains("data-hairline"))
        #expect(svg.contains(#"<g data-tabbar="Tab" transform="translate(0,762)">"#))
        #expect(svg.contains("<g data-backdrop=\"content\">\n      <rect x=\"0\" y=\"0\" width=\"393\" height=\"852\" fill=\"#FFFFFF\"/>"))
        // The page sits above a custom bar (`VStack { page; TabSpecBar }`): its two rows of content end above
        // the bar at 762, and nothing is blurred.
        #expect(svg.contains(##"<rect x="16" y="748" width="216.6" height="10" rx="5" fill="#D6D6D6"/>"##))
        #expect(svg.components(separatedBy: #"rx="5""#).count - 1 == 4)
        #expect(!svg.contains("material-blur"))
    }

    @Test func aSystemBarHasAHairlineAndAnOpaqueOneIsCompositedOverTheBackground() throws {
        let environment = try FramesTestSupport.environment()
        let translucent = FramesTestSupport.report("tabbar T {\n    barTintColor: white @ 0.5\n    tab a { title: \"A\" }\n}\n",
                                                   environment: environment)
        let svg = SVGRenderer().render(translucent)
        #expect(svg.contains(##"<rect data-material="T" x="0" y="0" width="393" height="83" fill="#FFFFFF" fill-opacity="0.5"/>"##))
        #expect(svg.contains(##"<rect data-hairline="T" x="0" y="0" width="393" height="0.5" fill="#000000" fill-opacity="0.3"/>"##))
        // The content under a translucent system bar is blurred, as UIKit's material blurs it.
        #expect(svg.contains(##"<filter id="material-blur">"##) && svg.contains(##"<g filter="url(#material-blur)">"##))
        let opaque = FramesTestSupport.report(
            "tabbar T {\n    translucent: false\n    barTintColor: white @ 0.5\n    backgroundColor: black\n    tab a { title: \"A\" }\n}\n",
            environment: environment)
        let opaqueSVG = SVGRenderer().render(opaque)
        #expect(opaqueSVG.contains(##"<rect data-material="T" x="0" y="0" width="393" height="83" fill="#808080"/>"##))
        #expect(!opaqueSVG.contains("material-blur"))
    }

    @Test func selectedItemBackgroundFillsTheSelectedFrame() throws {
        let report = try FramesTestSupport.bundledReport("HighlightTabBar", environment: FramesTestSupport.environment("iphone-se-3"))
        let svg = SVGRenderer(selectedTab: "cart").render(report)
        #expect(svg.contains(##"<rect data-tab="cart" x="225" y="0" width="75" height="49" fill="#800080"/>"##))
        #expect(svg.contains(##"<rect data-tab="home" x="0" y="0" width="75" height="49" fill="none"/>"##))
        #expect(svg.contains(##"font-size="15" font-weight="700" text-anchor="middle" fill="#FFFFFF">购物车</text>"##))
        let annotated = SVGRenderer(selectedTab: "cart", annotate: true).render(report)
        #expect(annotated.contains(##"<rect data-tab="cart" x="225" y="0" width="75" height="49" fill="#800080" stroke="#8E8E93""##))
    }

    @Test func paintIsHexWithOpacity() {
        #expect(SVGPaint.hex(TabBarColor.orange.light) == "#FF8000")
        #expect(SVGPaint.hex(RGBAColor(red: 2, green: -1, blue: .nan)) == "#FF0000")
        #expect(SVGPaint.fill(RGBAColor(rgb: 0x007AFF)).map { "\($0.0)=\($0.1)" } == ["fill=#007AFF"])
        #expect(SVGPaint.fill(RGBAColor(rgb: 0xF7F7F7, alpha: 0.94)).map { "\($0.0)=\($0.1)" } == ["fill=#F7F7F7", "fill-opacity=0.94"])
        #expect(SVGPaint.stroke(TabBarColor.clear.light).map { "\($0.0)=\($0.1)" } == ["stroke=#000000", "stroke-opacity=0"])
    }

    @Test func outputIsDeterministicAndEndsWithANewline() throws {
        let report = try FramesTestSupport.bundledReport("SwipeableTabBar", environment: FramesTestSupport.environment())
        let first = SVGRenderer(appearances: [.light, .dark]).render(report)
        #expect(first == SVGRenderer(appearances: [.light, .dark]).render(report))
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "))
        #expect(first.hasSuffix("</svg>\n"))
        #expect(!first.contains("\r"))
    }

    @Test func landscapeSideSafeAreasAreDrawnWhenAnnotated() throws {
        let environment = try FramesTestSupport.environment("iphone-16", orientation: .landscape)
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: environment)
        let svg = SVGRenderer(annotate: true).render(report)
        #expect(svg.contains(#"<rect data-safe-area="leading" x="0" y="0" width="59" height="393""#))
        #expect(svg.contains(#"<rect data-safe-area="trailing" x="793" y="0" width="59" height="393""#))
        #expect(svg.contains(#"<rect data-safe-area="bottom" x="0" y="372" width="852" height="21""#))
        #expect(svg.contains(##"<text x="65" y="385.5" font-size="8" fill="#FF2D55">safe area 21 pt</text>"##))
        #expect(!SVGRenderer().render(report).contains("data-safe-area"))
    }
}
