import Testing
@testable import TabSpecRuntime

/// layout.md's worked examples (the Japanese, Chinese and Indonesian articles' bars).
struct LayoutWorkedExampleTests {
    /// The Japanese article's bar (language.md's example spec).
    static let japanese = TabBarConfiguration(
        kind: .custom,
        itemPositioning: .fill,
        height: 56,
        padding: EdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16),
        iconSize: 30,
        indicator: .init(shape: .circle, width: 25, height: 25, color: .orange, alignment: .leading, offset: 20),
        colors: .init(tint: .black, unselectedItemTint: .gray),
        items: [
            .init(id: "home", symbolName: "house"),
            .init(id: "search", symbolName: "magnifyingglass"),
            .init(id: "ranking", symbolName: "crown"),
            .init(id: "book", symbolName: "book"),
            .init(id: "setting", symbolName: "gearshape", accessibilityLabel: "Settings"),
        ]
    )

    @Test func japaneseArticleBarOnIPhone16() {
        let layout = TabBarLayout(configuration: Self.japanese, environment: catalogEnvironment("iphone-16"))
        #expect(layout.positioning == .fill)
        #expect(layout.bar.height == 56)
        #expect(layout.bar.shown == rect(0, 762, 393, 90))
        #expect(layout.bar.hidden == rect(0, 852, 393, 90))
        #expect(layout.notes.isEmpty)
        let xs = [16, 88.2, 160.4, 232.6, 304.8]
        #expect(layout.items.map(\.id) == ["home", "search", "ranking", "book", "setting"])
        #expect(layout.items.map(\.index) == [0, 1, 2, 3, 4])
        for (item, x) in zip(layout.items, xs) {
            #expect(isClose(item.frame, rect(x, 16, 72.2, 30)), "\(item.frame)")
            #expect(isClose(item.icon, rect(x + 21.1, 16, 30, 30)), "\(String(describing: item.icon))")
            #expect(item.title == nil)
            #expect(isClose(item.indicator, rect(x + 20, 18.5, 25, 25)), "\(String(describing: item.indicator))")
        }
        // cli.md's JSON example: the first item's icon at 37.1, its indicator at 36.
        #expect(isClose(layout.items.first?.icon?.x ?? .nan, 37.1))
        #expect(layout.items.first?.indicator?.x == 36)
        // The fill tiles the span exactly: the last item ends at W − 16.
        #expect(isClose(layout.items.last?.frame.maxX ?? .nan, 377))
    }

    @Test func chineseArticleBarOnIPhoneSE() {
        let config = TabBarConfiguration(
            kind: .custom,
            itemPositioning: .fill,
            height: 49,
            titleFont: .init(weight: .bold, size: 15),
            items: tabs(5, symbols: false, titles: true)
        )
        let layout = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-se-3"))
        #expect(layout.bar.shown == rect(0, 618, 375, 49))
        #expect(layout.notes.isEmpty)
        for (item, x) in zip(layout.items, [0.0, 75, 150, 225, 300]) {
            #expect(item.frame == rect(x, 0, 75, 49))
            #expect(item.icon == nil)
            #expect(item.title == rect(x, 15.5, 75, 18))
            #expect(item.indicator == nil)
        }
        #expect(layout.items.count == 5)
    }

    @Test func indonesianArticleBarOnIPhone16() {
        let config = TabBarConfiguration(
            kind: .system,
            itemPositioning: .centered,
            itemWidth: 76,
            itemSpacing: 10,
            items: tabs(3, titles: true)
        )
        let layout = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-16"))
        #expect(layout.positioning == .centered)
        #expect(layout.bar.height == 49)
        #expect(layout.bar.shown == rect(0, 769, 393, 83))
        #expect(layout.notes.isEmpty)
        // total 248, start 72.5 → 73, 159, 245 (half up).
        #expect(layout.items.map(\.frame) == [rect(73, 1, 76, 48), rect(159, 1, 76, 48), rect(245, 1, 76, 48)])
        // A phone in portrait is compact/regular: the stacked layout is modelled.
        #expect(layout.items.map(\.icon) == [rect(98, 6.5, 25, 25), rect(184, 6.5, 25, 25), rect(270, 6.5, 25, 25)])
        #expect(layout.items.map(\.title) == [rect(73, 36, 76, 12), rect(159, 36, 76, 12), rect(245, 36, 76, 12)])
        // The total of 248 shows on a span one point narrower, and the start 72.5 in the unrounded centre.
        let narrow = TabBarLayout(configuration: config, environment: bareEnvironment(width: 247))
        #expect(narrow.notes == [.itemsOverflow(needed: 248, available: 247)])
        #expect((393 - 248) / 2 == 72.5 && roundHalfUp(72.5) == 73 && roundHalfUp(158.5) == 159)
    }
}
