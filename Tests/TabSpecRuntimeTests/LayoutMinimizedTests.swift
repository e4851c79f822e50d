import Testing
@testable import TabSpecRuntime

/// The minimized floating bar and the bottom accessory (layout.md v1.3), from one source: EazySwiftUI's
/// published metrics (LeonSalvatore/EazySwiftUI @ 4c2a6b2f, `EazyTabViewBottomAccessoryMetrics.swift`), read off
/// a live iOS 26 `TabView` at 402 × 874: accessory expanded (21, 735, 360, 48), tab bar (21, 791, 360, 62),
/// accessory inline (84, 798, 290, 48), tab bar collapsed (28, 798, 48, 48).
@Suite("Layout: the minimized bar and the bottom accessory")
struct LayoutMinimizedTests {
    /// A floating environment on `slug` in portrait on iOS 26.
    static func phone(_ slug: String, _ direction: LayoutDirection = .leftToRight) -> TabBarEnvironment {
        var environment = catalogEnvironment(slug, .portrait, direction)
        environment.iOSVersion = IOSVersion(major: 26)
        return environment
    }

    /// Four tabs (the measured bar), with a bottom accessory when `accessory`.
    static func bar(accessory: Bool = true, kind: TabBarConfiguration.Kind = .system) -> TabBarConfiguration {
        TabBarConfiguration(kind: kind, hasBottomAccessory: accessory, items: tabs(4, titles: true))
    }

    @Test func theMeasuredFramesAt402By874() throws {
        let layout = TabBarLayout(configuration: Self.bar(), environment: Self.phone("iphone-17"))
        #expect(layout.platter.map { Rect(x: $0.x, y: layout.bar.shown.y + $0.y, width: $0.width, height: $0.height) }
            == rect(21, 791, 360, 62))
        #expect(layout.bar.minimized == rect(28, 798, 48, 48))
        let accessory = try #require(layout.bar.accessory)
        #expect(accessory.expanded == rect(21, 735, 360, 48))
        #expect(accessory.inline == rect(84, 798, 290, 48))
        // 8 pt above the platter, 8 pt beside the minimized circle, centred in the band the bar leaves.
        #expect(accessory.expanded.maxY + 8 == layout.bar.shown.y)
        #expect(accessory.inline.x - 8 == (layout.bar.minimized?.maxX ?? 0))
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingMinimizes, .floatingAccessorySingleSource])
        #expect(TabBarLayout.Note.floatingAccessorySingleSource.message == "the bottom accessory's frames (above the platter, "
            + "and beside the minimized bar) were measured in one community source")
    }

    @Test(arguments: [("iphone-se-3", 375.0, 667.0), ("iphone-17", 402, 874), ("iphone-17-pro-max", 440, 956)])
    func theRulesOnThreePhoneWidths(_ slug: String, _ width: Double, _ height: Double) throws {
        // Minimized (28, V − 76, 48, 48); expanded (21, V − 139, W − 42, 48); inline (84, V − 76, W − 112, 48).
        let layout = TabBarLayout(configuration: Self.bar(), environment: Self.phone(slug))
        #expect(layout.bar.minimized == rect(28, height - 76, 48, 48))
        let accessory = try #require(layout.bar.accessory)
        #expect(accessory.expanded == rect(21, height - 139, width - 42, 48))
        #expect(accessory.inline == rect(84, height - 76, width - 112, 48))
        // The hidden frame stays unmodelled on a floating bar; without the key there is no accessory.
        #expect(layout.modelledHiddenFrame == nil)
        #expect(TabBarLayout(configuration: Self.bar(accessory: false), environment: Self.phone(slug)).bar.accessory == nil)
        // Right to left mirrors them: the circle 28 pt from the right edge, the inline accessory at x = 28.
        let mirrored = TabBarLayout(configuration: Self.bar(), environment: Self.phone(slug, .rightToLeft))
        #expect(mirrored.bar.minimized == rect(width - 76, height - 76, 48, 48))
        #expect(mirrored.bar.accessory == TabBarLayout.Accessory(expanded: rect(21, height - 139, width - 42, 48),
                                                                 inline: rect(28, height - 76, width - 112, 48)))
    }

    @Test func classicAndCustomBarsLeaveTheAccessoryToTheApp() {
        // iOS 18, landscape on iOS 26 and a custom bar: no minimized circle, no accessory frame, and a note.
        let ios18 = TabBarLayout(configuration: Self.bar(), environment: catalogEnvironment("iphone-17"))
        #expect(ios18.bar.minimized == nil && ios18.bar.accessory == nil)
        #expect(ios18.notes == [.accessoryPlacedByApp])
        var landscape = catalogEnvironment("iphone-17", .landscape)
        landscape.iOSVersion = IOSVersion(major: 26)
        let turned = TabBarLayout(configuration: Self.bar(), environment: landscape)
        #expect(turned.bar.minimized == nil && turned.bar.accessory == nil)
        #expect(turned.notes == [.sideBySideNotModelled, .classicBarOnIOS26(.landscape), .accessoryPlacedByApp])
        let custom = TabBarLayout(configuration: Self.bar(kind: .custom), environment: Self.phone("iphone-17"))
        #expect(custom.bar.minimized == nil && custom.bar.accessory == nil && custom.notes == [.accessoryPlacedByApp])
        #expect(TabBarLayout.Note.accessoryPlacedByApp.message == "the system places a bottom accessory only over the floating "
            + "tab bar; over this bar the app places its own, so it has no frame here")
        // Without the key nothing is said.
        #expect(TabBarLayout(configuration: Self.bar(accessory: false), environment: catalogEnvironment("iphone-17")).notes == [])
    }

    @Test func snappingKeepsTheWholePointFramesAndTheBarCarriesThemThroughItsTransforms() {
        let snapped = TabBarLayout(configuration: Self.bar(), environment: Self.phone("iphone-se-3"), snap: true)
        let plain = TabBarLayout(configuration: Self.bar(), environment: Self.phone("iphone-se-3"))
        #expect(snapped.bar.minimized == plain.bar.minimized && snapped.bar.accessory == plain.bar.accessory)
        // A bar built by hand (as code before v1.3 built one) has neither.
        let bar = TabBarLayout.Bar(height: 49, shown: rect(0, 0, 1, 1), hidden: rect(0, 1, 1, 1))
        #expect(bar.minimized == nil && bar.accessory == nil)
    }
}
