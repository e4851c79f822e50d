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
}
