import Testing
@testable import TabSpecCore

@Suite("Schema")
struct SchemaTests {
    private func spec(_ text: String) throws -> TabBarSpec {
        let document = SpecDocument(path: "s.tabspec", text: text)
        #expect(document.diagnostics.map(\.message) == [])
        return try #require(document.tabBars.first)
    }

    @Test func customTabViewResolvesEveryValue() throws {
        let document = SpecDocument(path: "CustomTabView.tabspec", text: Fixtures.read(Fixtures.spec("CustomTabView.tabspec")))
        #expect(document.diagnostics.isEmpty)
        let tabBar = try #require(document.tabBars.first)
        let configuration = tabBar.configuration
        #expect(tabBar.name == "Tab")
        #expect(configuration.kind == .custom)
        #expect(configuration.itemPositioning == .fill)
        #expect(configuration.height == 56)
        #expect(configuration.padding == EdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
        #expect(configuration.iconSize == 30)
        #expect(configuration.colors.tint == .black)
        #expect(configuration.colors.unselectedItemTint == .gray)
        #expect(configuration.colors.barTint == TabBarConfiguration.Colors.defaultBarTint)
        #expect(configuration.selectionAnimation == TabBarConfiguration.Animation(curve: .easeInOut, duration: 0.2))
        #expect(configuration.indicator == TabBarConfiguration.Indicator(shape: .circle, width: 25, height: 25, color: .orange,
                                                                         alignment: .leading, offset: 20))
        #expect(configuration.items.map(\.id) == ["home", "search", "ranking", "book", "setting"])
        #expect(configuration.items.map(\.symbolName) == ["house", "magnifyingglass", "crown", "book", "gearshape"])
        #expect(configuration.items[4].accessibilityLabel == "Settings")
        #expect(configuration.initialIndex == 0)
        #expect(configuration.titleFont == TabBarConfiguration.Font(weight: .medium, size: 10))
        #expect(configuration.titleSpacing == 4)
        #expect(configuration.isTranslucent)
        #expect(!configuration.isSwipeEnabled)
        #expect(configuration.hideOnScroll == nil)
        // Provenance: written keys have ranges, defaulted ones do not.
        #expect(document.source.text(in: tabBar.range(of: .padding)) == "16 16 10")
        #expect(document.source.text(in: tabBar.range(of: .indicatorOffset)) == "20")
        #expect(tabBar.properties[.titleFont] == nil)
        #expect(document.source.text(in: tabBar.range(of: .titleFont)) == "Tab")
        #expect(document.source.text(in: tabBar.tabs[4].range(of: .accessibilityLabel)) == "\"Settings\"")
    }

    @Test func systemDefaults() throws {
        let tabBar = try spec("tabbar T {\n    tab a { title: \"A\" }\n}")
        #expect(tabBar.configuration == TabBarConfiguration(items: [TabBarConfiguration.Item(id: "a", title: "A")]))
        #expect(tabBar.configuration.colors.tint == .systemBlue)
        #expect(tabBar.configuration.colors.background == TabBarColor(light: .white, dark: .black))
        #expect(!tabBar.hasErrors)
    }

    @Test(arguments: [
        ("8", EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
        ("8 4", EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4)),
        ("8 4 2", EdgeInsets(top: 8, leading: 4, bottom: 2, trailing: 4)),
        ("8 4 2 1", EdgeInsets(top: 8, leading: 1, bottom: 2, trailing: 4)),
    ])
    func paddingShorthandFollowsCSS(_ text: String, _ expected: EdgeInsets) throws {
        let tabBar = try spec("tabbar T {\n    kind: custom\n    padding: \(text)\n    tab a { title: \"A\" }\n}")
        #expect(tabBar.configuration.padding == expected)
    }

    @Test func colorExpressions() throws {
        let tabBar = try spec("""
        palette {
            brand: #FF6600
            brandDim: brand @ 50%
        }
        tabbar T {
            tintColor: brand | systemOrange
            unselectedItemTintColor: brandDim
            barTintColor: white @ 0.92
            backgroundColor: #0008 | #FFFFFF80
            titleColor: systemGray @ 0.5
            tab a { title: "A" }
        }
        """)
        let colors = tabBar.configuration.colors
        let brand = RGBAColor(rgb: 0xFF6600)
        #expect(colors.tint == TabBarColor(light: brand, dark: RGBAColor(rgb: 0xFF9F0A)))
        #expect(colors.unselectedItemTint == TabBarColor(brand.multiplyingAlpha(by: 0.5)))
        #expect(colors.barTint == TabBarColor(light: RGBAColor(white: 1, alpha: 0.92), dark: RGBAColor(white: 1, alpha: 0.92), systemName: "white"))
        #expect(colors.background == TabBarColor(light: RGBAColor(white: 0, alpha: 136.0 / 255), dark: RGBAColor(white: 1, alpha: 128.0 / 255)))
        #expect(colors.title == TabBarColor.systemGray.withAlpha(0.5))
        #expect(colors.title?.systemName == "systemGray")
    }

    @Test func fontsAnimationsIndicatorAndHideOnScroll() throws {
        let tabBar = try spec("""
        tabbar T {
            titleFont: semibold 12
            selectionAnimation: linear 2
            indicator { shape: underline, height: 3, alignment: center, offset: -2, verticalAlignment: top }
            hideOnScroll { threshold: 4 }
            tab a { title: "A" }
        }
        """)
        let configuration = tabBar.configuration
        #expect(configuration.titleFont == TabBarConfiguration.Font(weight: .semibold, size: 12))
        #expect(configuration.selectionAnimation == TabBarConfiguration.Animation(curve: .linear, duration: 2))
        #expect(configuration.indicator == TabBarConfiguration.Indicator(shape: .underline, height: 3, alignment: .center, offset: -2,
                                                                         verticalAlignment: .top))
        #expect(configuration.hideOnScroll == TabBarConfiguration.HideOnScroll(threshold: 4, duration: 0.3))
        #expect(try spec("tabbar T {\n    titleFont: 12\n    tab a { title: \"A\" }\n}").configuration.titleFont
                == TabBarConfiguration.Font(weight: .medium, size: 12))
    }

    @Test func initialSelectsByID() throws {
        let tabBar = try spec("tabbar T {\n    initial: b\n    tab a { title: \"A\" }\n    tab b { title: \"B\" }\n}")
        #expect(tabBar.configuration.initialIndex == 1)
        #expect(tabBar.resolvedTabs.map { $0.1.title } == ["A", "B"])
    }

    @Test func severalTabBarsShareThePalette() {
        let document = SpecDocument(path: "two", text: """
        tabbar First {
            tintColor: brand
            tab a { title: "A" }
        }
        palette { brand: #123456 }
        tabbar Second {
            tintColor: brand
            tab b { title: "B" }
        }
        """)
        #expect(document.diagnostics.isEmpty)
        #expect(document.tabBars.map(\.name) == ["First", "Second"])
        #expect(document.tabBars.map(\.configuration.colors.tint) == [TabBarColor(rgb: 0x123456), TabBarColor(rgb: 0x123456)])
    }

    @Test func keywordTabIDsAreAccepted() throws {
        let tabBar = try spec("tabbar T {\n    tab default { title: \"Default\" }\n    tab class { title: \"Class\" }\n}")
        #expect(tabBar.tabs.map(\.id) == ["default", "class"])
    }

    @Test(arguments: [
        ("home", "home"), ("Home", "home"), ("home_screen", "homeScreen"), ("URL", "url"), ("URLList", "urlList"),
        ("_private", "_private"), ("tab2", "tab2"), ("myTab", "myTab"),
    ])
    func caseNames(_ id: String, _ expected: String) {
        #expect(SwiftIdentifier.caseName(for: id) == expected)
    }

    @Test func errorsMarkTheTabBarAndKeepDefaults() throws {
        let document = SpecDocument(path: "e", text: "tabbar T {\n    height: -1\n    tab a { title: \"A\" }\n}")
        let tabBar = try #require(document.tabBars.first)
        #expect(tabBar.hasErrors)
        #expect(tabBar.configuration.height == nil)
    }
}
