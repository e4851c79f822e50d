import TabSpecRuntime
import Testing

/// The checked-in generated files of the four bundled specs (`Generated/*.swift`) are sources of this
/// target, so a golden file that does not compile fails the build; TabSpecCoreTests byte-compares them with
/// fresh emitter output. These tests touch every enum so the generated members are exercised.
@Suite("Generated golden files")
struct GeneratedGoldenTests {
    @Test func customTabView() throws {
        #expect(Tab.allCases.map(\.rawValue) == ["home", "search", "ranking", "book", "setting"])
        #expect(Tab.allCases.map(\.symbolName) == ["house", "magnifyingglass", "crown", "book", "gearshape"])
        #expect(Tab.setting.accessibilityLabel == "Settings")
        #expect(Tab.home.accessibilityLabel == "home")
        #expect(Tab.initial == .home && Tab.home.next == .search && Tab.home.previous == nil)
        #expect(Tab.configuration.kind == .custom)
        #expect(Tab.configuration.indicator?.color == .orange)
        let environment = try #require(TabBarEnvironment.device("iphone-16", orientation: .portrait))
        let layout = Tab.layout(in: environment)
        // cli.md's `frames --format json` example for this spec.
        #expect(layout.bar.shown == Rect(x: 0, y: 762, width: 393, height: 90))
        #expect(layout.items.first?.frame == Rect(x: 16, y: 16, width: 72.2, height: 30))
    }

    @Test func swipeableTabBar() {
        #expect(SwipeableTab.allCases.map(\.title) == ["Kabar", "Beranda", "Profil"])
        #expect(SwipeableTab.initial == .home)
        #expect(SwipeableTab.home.next == .profile && SwipeableTab.home.previous == .feed)
        #expect(SwipeableTab.configuration.isSwipeEnabled)
        #expect(SwipeableTab.configuration.colors.barTint == TabBarColor.white.withAlpha(0.92))
    }

    @Test func swipeableTabBarFloatsOnIOS26() throws {
        // A system bar: the generated layout(in:) on iOS 26 is the floating bar (layout.md v1.2), the numbers
        // `tabspec frames Specs/SwipeableTabBar.tabspec --ios 26` prints (FramesFloatingTests in TabSpecCoreTests).
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let layout = SwipeableTab.layout(in: environment)
        #expect(layout.geometry == .floating)
        #expect(layout.bar.shown == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(layout.platter == Rect(x: 59.5, y: 0, width: 274, height: 62))
        #expect(layout.items.map(\.frame.x) == [63.5, 149.5, 235.5])
        #expect(layout.items.allSatisfy { $0.frame.y == 4 && $0.frame.width == 94 && $0.frame.height == 54 })
        #expect(layout.searchTab == nil && layout.modelledHiddenFrame == nil)
        // With UIDesignRequiresCompatibility the Indonesian article's classic frames come back.
        let compatible = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26), designRequiresCompatibility: true,
                                                                   sdk: IOSVersion(major: 26)))
        #expect(SwipeableTab.layout(in: compatible).items.map(\.frame.x) == [73, 159, 245])
    }

    @Test func hidingTabBar() {
        #expect(HidingTab.allCases.map(\.title) == ["Trang chủ", "Cài đặt"])
        #expect(HidingTab.configuration.hideOnScroll == TabBarConfiguration.HideOnScroll(threshold: 1, duration: 0.3))
        #expect(HidingTab.settings.selectedSymbolName == "gearshape")
    }

    @Test func highlightTabBar() {
        #expect(HighlightTab.allCases.map(\.title) == ["首页", "发现", "消息", "购物车", "我的"])
        #expect(HighlightTab.cart.accessibilityLabel == "购物车")
        #expect(HighlightTab.configuration.titleFont == TabBarConfiguration.Font(weight: .bold, size: 15))
        #expect(HighlightTab.configuration.colors.selectedItemBackground == .purple)
    }

    /// What code generic over `T: TabBarTab` (the adapters) sees of `type`: its tabs in `allCases` order are
    /// the configuration's items, and every requirement reads the configuration's values.
    static func checkConformance<T: TabBarTab>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let items = T.configuration.items
        #expect(T.allCases.map(\.index) == Array(items.indices), sourceLocation: sourceLocation)
        for (tab, item) in zip(T.allCases, items) {
            #expect(tab.symbolName == item.symbolName, sourceLocation: sourceLocation)
            #expect(tab.selectedSymbolName == (item.selectedSymbolName ?? item.symbolName), sourceLocation: sourceLocation)
            #expect(tab.title == item.title, sourceLocation: sourceLocation)
            #expect(tab.accessibilityLabel == (item.accessibilityLabel ?? item.title ?? item.id), sourceLocation: sourceLocation)
            #expect(tab.isSearch == item.isSearch, sourceLocation: sourceLocation)
            // v1.3 (apps.md): images, actions, optional tabs, accessibility.
            #expect(tab.imageName == item.imageName, sourceLocation: sourceLocation)
            #expect(tab.selectedImageName == (item.selectedImageName ?? item.imageName), sourceLocation: sourceLocation)
            #expect(tab.isAction == item.isAction && tab.isOptional == item.isOptional, sourceLocation: sourceLocation)
            #expect(tab.isProminent == item.isProminent, sourceLocation: sourceLocation)
            #expect(tab.accessibilityIdentifier == item.accessibilityIdentifier, sourceLocation: sourceLocation)
            #expect(tab.accessibilityHint == item.accessibilityHint, sourceLocation: sourceLocation)
            #expect(T(index: tab.index) == tab && T(tabID: item.id) == tab, sourceLocation: sourceLocation)
        }
        #expect(T(index: items.count) == nil && T(index: -1) == nil && T(tabID: "no such tab") == nil, sourceLocation: sourceLocation)
        #expect(T.initial.index == T.configuration.initialIndex, sourceLocation: sourceLocation)
        #expect(!T.initial.isAction, sourceLocation: sourceLocation)
        #expect(T.required == T.allCases.filter { !items[$0.index].isOptional }, sourceLocation: sourceLocation)
        let environment = try #require(TabBarEnvironment.device("iphone-se-3", orientation: .landscape))
        #expect(T.layout(in: environment) == TabBarLayout(configuration: T.configuration, environment: environment),
                sourceLocation: sourceLocation)
    }

    @Test func everyBundledEnumConformsToTabBarTab() throws {
        try Self.checkConformance(Tab.self)
        try Self.checkConformance(SwipeableTab.self)
        try Self.checkConformance(HidingTab.self)
        try Self.checkConformance(HighlightTab.self)
    }

    @Test func concreteMembersKeepTheirPreciseTypes() {
        // Every tab has a title: the enum's own `title` is a `String`, which this assignment proves.
        let title: String = HighlightTab.cart.title
        #expect(title == "购物车")
        let symbols: [String] = Tab.allCases.map(\.symbolName)
        #expect(symbols.count == 5)
        // No tab has a title: the protocol's default answers, with `nil`.
        #expect(Tab.home.title == nil)
        #expect(HighlightTab.home.symbolName == nil)
    }

    /// `Fixtures/Swift/EdgeCases.tabspec` in TabSpecCoreTests: the text reaches the enum exactly.
    @Test func edgeCases() {
        #expect(EdgeCaseTab.allCases.map(\.rawValue) == ["default", "home_screen", "Profile", "in", "return", "last"])
        #expect(EdgeCaseTab.allCases.map(\.id) == [.default, .homeScreen, .profile, .in, .return, .last])
        #expect(EdgeCaseTab.default.title == #"Say "hi" \(x)"#)
        #expect(EdgeCaseTab.homeScreen.accessibilityLabel == "\u{301}accent first")
        #expect(EdgeCaseTab.profile.title == "Cài đặt\tvà\nthêm")
        #expect(EdgeCaseTab.last.title == "\u{202E}txet\u{202C} 👨‍👩‍👧 设置")
        #expect(EdgeCaseTab.in.symbolName == nil && EdgeCaseTab.profile.selectedSymbolName == "person.fill")
        #expect(EdgeCaseTab.initial == .profile && EdgeCaseTab.last.next == nil && EdgeCaseTab.in.previous == .profile)
        let colors = EdgeCaseTab.configuration.colors
        #expect(colors.tint == TabBarColor.systemBlue.withAlpha(0.5))
        #expect(colors.barTint == TabBarColor(rgb: 0xFF8800, alpha: 0.5))
        #expect(colors.unselectedItemTint == TabBarColor(light: RGBAColor(rgb: 0x8E8E93), dark: RGBAColor(rgb: 0x636366, alpha: 0.8)))
        #expect(colors.itemBackground == .clear)
        #expect(EdgeCaseTab.configuration.indicator?.offset == -2.5)
        #expect(EdgeCaseTab.configuration.items.count == 6 && PlainTab.allCases == [.a, .b])
    }
}
