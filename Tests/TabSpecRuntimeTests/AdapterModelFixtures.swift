import TabSpecRuntime

// Hand-written conformances with the configurations tabspec generates for three bundled specs
// (Tests/GeneratedGoldenTests/Generated/), so the adapter model's tests see the articles' bars.

/// Specs/CustomTabView.tabspec (the Japanese article): custom, five icon-only tabs, an orange circle.
enum JapaneseTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, search, ranking, book, setting

    /// layout.md's worked example, with the spec's selection animation.
    static let configuration: TabBarConfiguration = {
        var configuration = LayoutWorkedExampleTests.japanese
        configuration.selectionAnimation = TabBarConfiguration.Animation(curve: .easeInOut, duration: 0.2)
        return configuration
    }()
    static let initial = JapaneseTab.home
    var index: Int { rawValue }
}

/// Specs/HighlightTabBar.tabspec (the Chinese article): custom, five text-only tabs, a purple selected item.
enum ChineseTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, discover, messages, cart, profile

    static let configuration = TabBarConfiguration(
        kind: .custom,
        itemPositioning: .fill,
        height: 49,
        titleFont: TabBarConfiguration.Font(weight: .bold, size: 15),
        colors: TabBarConfiguration.Colors(
            tint: .white, unselectedItemTint: .lightGray, barTint: .darkGray, title: .white,
            selectedItemBackground: .purple
        ),
        items: [
            .init(id: "home", title: "首页"),
            .init(id: "discover", title: "发现"),
            .init(id: "messages", title: "消息"),
            .init(id: "cart", title: "购物车"),
            .init(id: "profile", title: "我的"),
        ]
    )
    static let initial = ChineseTab.home
    var index: Int { rawValue }
}

/// Specs/SwipeableTabBar.tabspec (the Indonesian article): system, three tabs, swipe, `home` first selected.
enum IndonesianTab: Int, CaseIterable, Sendable, TabBarTab {
    case feed, home, profile

    static let configuration = TabBarConfiguration(
        kind: .system,
        itemPositioning: .centered,
        itemWidth: 76,
        itemSpacing: 10,
        isSwipeEnabled: true,
        colors: TabBarConfiguration.Colors(barTint: .white.withAlpha(0.92)),
        items: [
            .init(id: "feed", symbolName: "newspaper", title: "Kabar"),
            .init(id: "home", symbolName: "house", title: "Beranda"),
            .init(id: "profile", symbolName: "person", title: "Profil"),
        ],
        initialIndex: 1
    )
    static let initial = IndonesianTab.home
    var index: Int { rawValue }
}
