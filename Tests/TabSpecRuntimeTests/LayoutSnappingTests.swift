import Testing
@testable import TabSpecRuntime

/// Pixel snapping (`--snap`): each edge becomes `round(v × scale)/scale`, half up.
struct LayoutSnappingTests {
    @Test func rectSnappingRoundsEdgesHalfUp() {
        // Edges 0.25/1.25 → 0.5/1.5 (half up); 0.75/1.75 → 1/2.
        #expect(rect(0.25, 0.75, 1, 1).snapped(scale: 2) == rect(0.5, 1, 1, 1))
        #expect(rect(88.2, 0, 72.2, 1).snapped(scale: 3) == rect(265.0 / 3, 0, 72, 1))
        // −0.25 × 2 = −0.5 rounds up to 0 (not away from zero).
        #expect(rect(-0.25, -0.25, 0.5, 0.5).snapped(scale: 2) == rect(0, 0, 0.5, 0.5))
        #expect(rect(1.1, 2.2, 3.3, 4.4).snapped(scale: 0) == rect(1.1, 2.2, 3.3, 4.4))
        #expect(rect(1.1, 2.2, 3.3, 4.4).snapped(scale: .nan) == rect(1.1, 2.2, 3.3, 4.4))
    }

    @Test func japaneseBarSnappedAt3x() {
        let layout = TabBarLayout(
            configuration: LayoutWorkedExampleTests.japanese, environment: catalogEnvironment("iphone-16"), snap: true
        )
        // Edges 16, 88.2, 160.4, 232.6, 304.8, 377 → ×3 → 48, 265, 481, 698, 914, 1131 pixels.
        let edges: [Double] = [48, 265, 481, 698, 914, 1131]
        for (i, item) in layout.items.enumerated() {
            #expect(item.frame.x == edges[i] / 3)
            #expect(item.frame.width == (edges[i + 1] - edges[i]) / 3)
            #expect(item.frame.y == 16 && item.frame.height == 30)
            // Icon left edge x + 21.1 → pixels 111.3, 327.9, 544.5, 761.1, 977.7 → 111, 328, 545, 761, 978.
            let iconLeft: [Double] = [111, 328, 545, 761, 978]
            #expect(item.icon?.x == iconLeft[i] / 3)
            #expect(item.indicator?.y == 18.5 + 1.0 / 6)  // 55.5 px → 56 px.
        }
        #expect(layout.items[1].frame.width == 72)
        #expect(layout.bar.shown == rect(0, 762, 393, 90))
    }

    @Test func customFillSnappedAt2xAnd3x() {
        let config = TabBarConfiguration(
            kind: .custom, itemPositioning: .fill, titleFont: .init(size: 15), items: tabs(4, symbols: false, titles: true)
        )
        let unsnapped = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-se-3"))
        #expect(unsnapped.items.map(\.frame.x) == [0, 93.75, 187.5, 281.25])
        let at2x = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-se-3"), snap: true)
        #expect(at2x.items.map(\.frame.x) == [0, 94, 187.5, 281.5])
        #expect(at2x.items.map(\.frame.width) == [94, 93.5, 94, 93.5])
        // Title at y 15.5 is already on the 2× grid.
        #expect(at2x.items.map { $0.title?.y } == [15.5, 15.5, 15.5, 15.5])
        var env3x = catalogEnvironment("iphone-se-3")
        env3x.scale = 3
        let at3x = TabBarLayout(configuration: config, environment: env3x, snap: true)
        let px: [Double] = [0, 281, 563, 844, 1125]
        let xs: [Double] = (0..<4).map { px[$0] / 3 }
        let widths: [Double] = (0..<4).map { (px[$0 + 1] - px[$0]) / 3 }
        #expect(at3x.items.map(\.frame.x) == xs)
        #expect(at3x.items.map(\.frame.width) == widths)
        // 15.5 × 3 = 46.5 → 47; the bottom 33.5 × 3 = 100.5 → 101.
        let titleTop: Double = 47.0 / 3
        let titleHeight: Double = (101.0 - 47) / 3
        for item in at3x.items {
            #expect(item.title?.y == titleTop)
            #expect(item.title?.height == titleHeight)
        }
    }

    @Test func systemFramesAreAlreadySnapped() {
        let config = TabBarConfiguration(kind: .system, items: tabs(5, titles: true))
        let at2x = bareEnvironment(width: 414, scale: 2)
        #expect(TabBarLayout(configuration: config, environment: at2x, snap: true)
            == TabBarLayout(configuration: config, environment: at2x))
        // At 3× item and title frames stay; only the icon's measured 5.5 pt offset moves (19.5 px → 20 px).
        let at3x = bareEnvironment(width: 414, scale: 3)
        let plain = TabBarLayout(configuration: config, environment: at3x)
        let snapped = TabBarLayout(configuration: config, environment: at3x, snap: true)
        #expect(snapped.bar == plain.bar)
        #expect(snapped.items.map(\.frame) == plain.items.map(\.frame))
        #expect(snapped.items.map(\.title) == plain.items.map(\.title))
        #expect(snapped.items.map { $0.icon?.y } == Array(repeating: 20.0 / 3, count: 5))
        #expect(snapped.items.map { $0.icon?.height } == Array(repeating: 25.0, count: 5))
    }
}
