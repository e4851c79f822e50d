import Testing
@testable import TabSpecCore

/// Images take the icon box of the layout exactly as symbols do (apps.md): a tab with `image` has the frames of
/// the same tab with `symbol`, in every geometry, in every output.
@Suite("Frames: images")
struct FramesImageTests {
    /// A bar of `kind` whose tabs show symbols, or the same tabs with images in their place (one with only an
    /// image, one with an image and a selected image, one icon-less); `extra` goes before the tabs.
    static func spec(kind: String, images: Bool, extra: String = "") -> String {
        let home = images ? "image: \"Tabs/home\", selectedImage: \"Tabs/home.fill\"" : "symbol: \"house\", selectedSymbol: \"house.fill\""
        let find = images ? "image: \"Find\"" : "symbol: \"magnifyingglass\""
        let me = images ? "image: \"Avatar\", imageRendering: original" : "symbol: \"person\""
        return """
            tabbar Main {
                kind: \(kind)
            \(extra)
                tab home { \(home), title: "Home" }
                tab find { \(find), accessibilityLabel: "Search" }
                tab me { \(me), title: "Me" }
                tab more { title: "More" }
            }
            """
    }

    @Test(arguments: [
        ("custom", "iphone-16", 18), ("custom", "iphone-se-3", 18),
        ("system", "iphone-16", 18), ("system", "iphone-se-3", 18), ("system", "ipad-pro-11", 18),
        ("system", "iphone-16", 26), ("system", "iphone-se-3", 26),
    ])
    func imageTabsHaveTheFramesOfSymbolTabs(kind: String, slug: String, iOS: Int) throws {
        let environment = try #require(TabBarEnvironment.device(slug, iOSVersion: IOSVersion(major: iOS)))
        let symbols = FramesTestSupport.report(Self.spec(kind: kind, images: false), environment: environment)
        let images = FramesTestSupport.report(Self.spec(kind: kind, images: true), environment: environment)
        let symbolLayout = try #require(symbols.tabBars.first?.layout)
        let imageLayout = try #require(images.tabBars.first?.layout)
        #expect(imageLayout == symbolLayout)
        // The icon boxes are there (stacked and floating layouts model them; an iPad's side-by-side does not).
        if kind == "custom" || slug != "ipad-pro-11" {
            #expect(imageLayout.items.map { $0.icon != nil } == [true, true, true, false])
        }
        #expect(FramesEmitter.json(images) == FramesEmitter.json(symbols))
        #expect(FramesEmitter.render(images, format: .table) == FramesEmitter.render(symbols, format: .table))
        #expect(FramesEmitter.render(images, format: .csv) == FramesEmitter.render(symbols, format: .csv))
    }

    @Test func theFloatingGeometryIsUsedForImagesToo() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let report = FramesTestSupport.report(Self.spec(kind: "system", images: true), environment: environment)
        let layout = try #require(report.tabBars.first?.layout)
        #expect(layout.geometry == .floating)
        // A 28 × 28 icon box at the top of each button (layout.md v1.2).
        #expect(layout.items.compactMap(\.icon).map(\.height) == [28, 28, 28])
    }

    @Test func iconSizeSizesImagesOfACustomBar() throws {
        let environment = try FramesTestSupport.environment()
        let report = FramesTestSupport.report(Self.spec(kind: "custom", images: true, extra: "    iconSize: 30"), environment: environment)
        #expect(report.tabBars.first?.layout.items.compactMap(\.icon).map(\.width) == [30, 30, 30])
    }
}
