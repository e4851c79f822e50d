import Testing
import TabSpecRuntime

/// The drawing model both adapters draw: the articles' bars with a selection and badges, in exact values.
@Suite("TabBarDrawing")
struct TabBarDrawingTests {
    /// The Japanese article's bar on an iPhone 16 with `search` selected: black selected icon, gray others, the
    /// orange circle at `item.x + 20` (layout.md's worked example), no backgrounds.
    @Test func japaneseBarWithSearchSelected() {
        let environment = catalogEnvironment("iphone-16")
        let drawing = TabBarDrawing(selection: JapaneseTab.search, environment: environment)
        let layout = JapaneseTab.layout(in: environment)
        #expect(drawing.layout == layout)
        #expect(drawing.items.map(\.tab) == JapaneseTab.allCases)
        #expect(drawing.items.map(\.frame) == layout.items.map(\.frame))
        #expect(drawing.items.map(\.iconFrame) == layout.items.map(\.icon))
        #expect(drawing.items.map(\.isSelected) == [false, true, false, false, false])
        #expect(drawing.items.map(\.symbolName) == ["house", "magnifyingglass", "crown", "book", "gearshape"])
        #expect(drawing.items.map(\.iconColor) == [.gray, .black, .gray, .gray, .gray])
        #expect(drawing.items.map(\.titleColor) == [.gray, .black, .gray, .gray, .gray])
        #expect(drawing.items.allSatisfy { $0.backgroundColor == nil && $0.badge == nil && $0.title == nil })
        #expect(drawing.items.map(\.accessibilityLabel) == ["home", "search", "ranking", "book", "Settings"])
        #expect(drawing.items.map(\.largeContentTitle) == ["home", "search", "ranking", "book", "Settings"])
        #expect(drawing.items.allSatisfy { $0.accessibilityValue == nil })
        #expect(drawing.barColor == JapaneseTab.configuration.colors.barTint)
        #expect(drawing.selectionAnimation == TabBarConfiguration.Animation(curve: .easeInOut, duration: 0.2))

        let indicator = drawing.indicator
        #expect(isClose(indicator?.frame, rect(108.2, 18.5, 25, 25)))
        #expect(indicator?.frame == layout.items[1].indicator)
        #expect(indicator?.shape == .circle && indicator?.color == .orange && indicator?.cornerRadius == 12.5)
    }

    /// The indicator follows the selection: for every tab it is that tab's layout indicator.
    @Test func indicatorFollowsTheSelection() {
        let environment = catalogEnvironment("iphone-se-3", .landscape, .rightToLeft)
        let layout = JapaneseTab.layout(in: environment)
        for tab in JapaneseTab.allCases {
            let drawing = TabBarDrawing(selection: tab, environment: environment)
            #expect(drawing.indicator?.frame == layout.items[tab.index].indicator)
            #expect(drawing.items.filter(\.isSelected).map(\.tab) == [tab])
        }
    }

    /// The Chinese article's bar on an iPhone SE with `cart` selected: only the selected item has the purple
    /// background, every title is white, no indicator.
    @Test func chineseBarWithCartSelected() {
        let drawing = TabBarDrawing(selection: ChineseTab.cart, environment: catalogEnvironment("iphone-se-3"))
        #expect(drawing.items.map(\.frame) == [0, 75, 150, 225, 300].map { rect($0, 0, 75, 49) })
        #expect(drawing.items.map(\.titleFrame) == [0, 75, 150, 225, 300].map { rect($0, 15.5, 75, 18) })
        #expect(drawing.items.map(\.backgroundColor) == [nil, nil, nil, .purple, nil])
        #expect(drawing.items.map(\.titleColor) == Array(repeating: .white, count: 5))
        #expect(drawing.items.map(\.iconColor) == [.lightGray, .lightGray, .lightGray, .white, .lightGray])
        #expect(drawing.items.map(\.title) == ["首页", "发现", "消息", "购物车", "我的"])
        #expect(drawing.items.allSatisfy { $0.symbolName == nil && $0.iconFrame == nil })
        #expect(drawing.indicator == nil)
        #expect(drawing.barColor == .darkGray)
    }

    /// `itemBackgroundColor` paints every item; `selectedItemBackgroundColor` wins on the selected one.
    @Test func itemBackgroundsWithAndWithoutASelectedOne() {
        let environment = catalogEnvironment("iphone-16")
        #expect(TabBarDrawing(selection: PaintedTab.discover, environment: environment).items.map(\.backgroundColor)
            == [.black, .purple, .black])
        #expect(TabBarDrawing(selection: PaintedSelectionlessTab.discover, environment: environment).items.map(\.backgroundColor)
            == [.black, .black, .black])
    }

    /// Badges on a bar with icons: centered on the icon's top-trailing corner, kept inside the bar.
    @Test func badgesOnIcons() {
        let drawing = TabBarDrawing(
            selection: JapaneseTab.home,
            badges: [.home: .count(120), .search: .count(0), .book: .dot, .setting: .count(3)],
            environment: catalogEnvironment("iphone-16")
        )
        let home = drawing.items[0].badge
        // Icon (37.1, 16, 30, 30); "99+" is 3 × 7 + 2 × 5 = 31 wide, centered on x 67.1, and starts at y 7.
        #expect(home?.text == "99+" && home?.value == .count(120) && home?.isDot == false)
        #expect(isClose(home?.frame, rect(51.6, 7, 31, 18)))
        #expect(home?.cornerRadius == 9)
        #expect(drawing.items[0].accessibilityValue == "120 new")
        #expect(drawing.items[1].badge == nil && drawing.items[1].accessibilityValue == nil)
        #expect(drawing.items[2].badge == nil)
        // A dot: 10 × 10 on the top-trailing corner of the icon at x 253.7 (its right edge is 283.7).
        #expect(isClose(drawing.items[3].badge?.frame, rect(278.7, 11, 10, 10)))
        #expect(drawing.items[3].badge?.isDot == true && drawing.items[3].accessibilityValue == "new")
        // One digit: the capsule is as wide as it is tall.
        #expect(isClose(drawing.items[4].badge?.frame, rect(346.9, 7, 18, 18)))
        #expect(drawing.items[4].accessibilityValue == "3 new")
    }

    /// Badges on text-only items sit inside the item's top-trailing corner; wide characters count double.
    @Test func badgesOnTitlesAndInRightToLeft() {
        let badges: [ChineseTab: TabBadge] = [.messages: .dot, .profile: .text("新")]
        let leftToRight = TabBarDrawing(selection: ChineseTab.home, badges: badges, environment: catalogEnvironment("iphone-se-3"))
        #expect(leftToRight.items[2].badge?.frame == rect(211, 4, 10, 10))
        #expect(leftToRight.items[4].badge?.frame == rect(347, 4, 24, 18))
        #expect(leftToRight.items[4].accessibilityValue == "新")

        let rightToLeft = TabBarDrawing(
            selection: ChineseTab.home, badges: badges, environment: catalogEnvironment("iphone-se-3", .portrait, .rightToLeft)
        )
        // `profile` is the leftmost item (x 0): its badge is inside the item's top-left corner.
        #expect(rightToLeft.items[4].frame == rect(0, 0, 75, 49))
        #expect(rightToLeft.items[4].badge?.frame == rect(4, 4, 24, 18))
        #expect(rightToLeft.items[2].badge?.frame == rect(154, 4, 10, 10))
    }

    /// Right-to-left icons get the badge on their top-left corner.
    @Test func iconBadgeInRightToLeft() {
        let environment = catalogEnvironment("iphone-16", .portrait, .rightToLeft)
        let drawing = TabBarDrawing(selection: JapaneseTab.home, badges: [.home: .count(5)], environment: environment)
        let icon = JapaneseTab.layout(in: environment).items[0].icon
        #expect(isClose(icon, rect(325.9, 16, 30, 30)))
        #expect(isClose(drawing.items[0].badge?.frame, rect(316.9, 7, 18, 18)))
    }

    /// A custom speech words the badges' accessibility values.
    @Test func aCustomSpeech() {
        let speech = TabBadge.Speech(count: { "\($0) nouveaux" }, dot: "nouveau")
        let drawing = TabBarDrawing(
            selection: ChineseTab.home, badges: [.home: .count(2), .cart: .dot],
            environment: catalogEnvironment("iphone-16"), speech: speech
        )
        #expect(drawing.items.map(\.accessibilityValue) == ["2 nouveaux", nil, nil, "nouveau", nil])
    }

    /// A system bar with more tabs than UIKit shows: items are the visible tabs, and a selected tab behind
    /// More puts the indicator on the More item.
    @Test func tabsBehindMore() {
        let drawing = TabBarDrawing(selection: SixTabs.t5, environment: catalogEnvironment("iphone-16"))
        #expect(drawing.items.map(\.tab) == [.t0, .t1, .t2, .t3])
        #expect(drawing.items.allSatisfy { !$0.isSelected })
        #expect(drawing.item(for: .t5) == nil && drawing.item(for: .t2)?.tab == .t2)
        let more = SixTabs.layout(in: catalogEnvironment("iphone-16")).more
        #expect(more?.tabs == ["t4", "t5"])
        #expect(drawing.indicator?.frame == more?.indicator && drawing.indicator != nil)
        #expect(drawing.indicator?.shape == .underline && drawing.indicator?.cornerRadius == 0)
        #expect(drawing.indicator?.color == .systemBlue)
    }
}

/// Six system tabs with an underline: UIKit shows four and More on a compact width.
private enum SixTabs: Int, CaseIterable, Sendable, TabBarTab {
    case t0, t1, t2, t3, t4, t5
    static let configuration = TabBarConfiguration(
        indicator: TabBarConfiguration.Indicator(shape: .underline),
        items: tabs(6, symbols: true, titles: true)
    )
    static let initial = SixTabs.t0
    var index: Int { rawValue }
}

/// Three text tabs on black items, the selected one purple.
private enum PaintedTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, discover, profile
    static let configuration = paintedConfiguration(selected: .purple)
    static let initial = PaintedTab.home
    var index: Int { rawValue }
}

/// Three text tabs on black items, with no selected background.
private enum PaintedSelectionlessTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, discover, profile
    static let configuration = paintedConfiguration(selected: nil)
    static let initial = PaintedSelectionlessTab.home
    var index: Int { rawValue }
}

/// A custom bar of three titled tabs with black item backgrounds and `selected` for the selected item.
private func paintedConfiguration(selected: TabBarColor?) -> TabBarConfiguration {
    TabBarConfiguration(
        kind: .custom,
        colors: TabBarConfiguration.Colors(selectedItemBackground: selected, itemBackground: .black),
        items: tabs(3, symbols: false, titles: true)
    )
}
