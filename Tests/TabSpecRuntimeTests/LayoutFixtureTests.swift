import Testing
@testable import TabSpecRuntime

/// UIKit's measured `UITabBarButton` frames (layout.md, "the model's acceptance tests").
struct LayoutFixtureTests {
    /// A system bar with `count` tabs and otherwise default values.
    static func system(_ count: Int, _ positioning: TabBarConfiguration.ItemPositioning = .automatic) -> TabBarConfiguration {
        TabBarConfiguration(kind: .system, itemPositioning: positioning, items: tabs(count, titles: true))
    }

    /// The `(x, width)` pairs of a layout's items.
    static func columns(_ layout: TabBarLayout) -> [[Double]] {
        layout.items.map { [$0.frame.x, $0.frame.width] }
    }

    @Test(arguments: [
        (320.0, 4, [[2.0, 76.0], [82, 76], [162, 76], [242, 76]]),
        (375.0, 4, [[2, 90], [96, 90], [190, 89], [283, 90]]),
        (414.0, 5, [[2, 79], [85, 79], [168, 78], [250, 79], [333, 79]]),
        (390.0, 4, [[2, 94], [100, 93], [197, 94], [295, 93]]),
    ])
    func systemFillMatchesUIKit(width: Double, count: Int, expected: [[Double]]) {
        for positioning in [TabBarConfiguration.ItemPositioning.automatic, .fill] {
            let layout = TabBarLayout(configuration: Self.system(count, positioning), environment: bareEnvironment(width: width))
            #expect(layout.positioning == .fill)
            #expect(Self.columns(layout) == expected)
            for item in layout.items {
                #expect(item.frame.y == 1)
                #expect(item.frame.height == 48)
            }
            #expect(layout.notes.isEmpty)
        }
    }

    @Test func systemFillIgnoresSpacing() {
        var config = Self.system(4, .fill)
        config.itemSpacing = 12
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 375))
        #expect(Self.columns(layout) == [[2, 90], [96, 90], [190, 89], [283, 90]])
    }

    @Test func systemCenteredOnIPadMatchesUIKit() {
        let env = bareEnvironment(width: 768, height: 1024, idiom: .pad, horizontal: .regular, vertical: .regular)
        for positioning in [TabBarConfiguration.ItemPositioning.automatic, .centered] {
            let layout = TabBarLayout(configuration: Self.system(4, positioning), environment: env)
            #expect(layout.positioning == .centered)
            #expect(Self.columns(layout) == [[181, 76], [291, 76], [401, 76], [511, 76]])
            #expect(layout.bar.height == 50)
            for item in layout.items {
                #expect(item.frame.y == 1)
                #expect(item.frame.height == 49)
                #expect(item.icon == nil && item.title == nil)
            }
            #expect(layout.notes == [.sideBySideNotModelled])
        }
    }

    @Test func systemCenteredExplicitZeroSpacingMeansDefault() {
        var config = Self.system(4, .centered)
        config.itemSpacing = 0
        let env = bareEnvironment(width: 768, height: 1024, idiom: .pad, horizontal: .regular, vertical: .regular)
        #expect(Self.columns(TabBarLayout(configuration: config, environment: env))
            == [[181, 76], [291, 76], [401, 76], [511, 76]])
        config.itemSpacing = 34
        #expect(Self.columns(TabBarLayout(configuration: config, environment: env))
            == [[181, 76], [291, 76], [401, 76], [511, 76]])
    }
}
