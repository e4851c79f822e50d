import Testing
@testable import TabSpecRuntime

/// Right-to-left, landscape, iPad defaults, bar heights, `automatic`, indicator defaults and notes.
struct LayoutBehaviourTests {
    // MARK: Right-to-left

    @Test func rightToLeftMirrorsSystemFill() {
        let config = TabBarConfiguration(kind: .system, items: tabs(4, titles: true))
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 375, direction: .rightToLeft))
        // (2, 90), (96, 90), (190, 89), (283, 90) mirrored: x' = 375 − x − w; tab 0 is the rightmost.
        #expect(layout.items.map(\.frame) == [rect(283, 1, 90, 48), rect(189, 1, 90, 48), rect(96, 1, 89, 48), rect(2, 1, 90, 48)])
        // Stacked icons and titles follow their items: icon x = 375 − (x + floor((w − 25)/2)) − 25.
        #expect(layout.items[0].icon == rect(375 - (2 + 32) - 25, 6.5, 25, 25))
        #expect(layout.items[0].title == rect(283, 36, 90, 12))
    }

    @Test func rightToLeftMirrorsJapaneseBarAndIndicatorWithinItem() {
        let ltr = TabBarLayout(configuration: LayoutWorkedExampleTests.japanese, environment: catalogEnvironment("iphone-16"))
        let rtl = TabBarLayout(
            configuration: LayoutWorkedExampleTests.japanese,
            environment: catalogEnvironment("iphone-16", .portrait, .rightToLeft)
        )
        #expect(rtl.bar == ltr.bar)
        #expect(isClose(rtl.items[0].frame, rect(304.8, 16, 72.2, 30)))
        #expect(isClose(rtl.items[4].frame, rect(16, 16, 72.2, 30)))
        // The leading indicator sits 20 pt from the item's leading (right) edge: x = 304.8 + 72.2 − 20 − 25.
        #expect(isClose(rtl.items[0].indicator, rect(332, 18.5, 25, 25)))
        for (l, r) in zip(ltr.items, rtl.items) {
            #expect(r.frame == l.frame.mirrored(inWidth: 393))
            #expect(r.icon == l.icon?.mirrored(inWidth: 393))
            #expect(r.indicator == l.indicator?.mirrored(inWidth: 393))
            let indicator = r.indicator ?? rect(0, 0, 0, 0)
            #expect(isClose(r.frame.maxX - indicator.maxX, 20))
        }
    }

    @Test func paddingLeadingAndTrailingFollowTheDirection() {
        let config = TabBarConfiguration(
            kind: .custom, itemPositioning: .fill,
            padding: EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10), items: tabs(2)
        )
        let ltr = TabBarLayout(configuration: config, environment: bareEnvironment(width: 340))
        #expect(ltr.items.map(\.frame) == [rect(30, 0, 150, 49), rect(180, 0, 150, 49)])
        let rtl = TabBarLayout(configuration: config, environment: bareEnvironment(width: 340, direction: .rightToLeft))
        // Leading padding is on the right in right-to-left.
        #expect(rtl.items.map(\.frame) == [rect(160, 0, 150, 49), rect(10, 0, 150, 49)])
    }

    // MARK: Landscape and iPad

    @Test func landscapeOnNotchedPhoneKeepsItemsInsideSideSafeAreas() {
        let config = TabBarConfiguration(kind: .system, items: tabs(4, titles: true))
        let layout = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-16", .landscape))
        // compact/compact phone: H 32; S 21; span 59…793, slot 183.5.
        #expect(layout.bar.height == 32)
        #expect(layout.bar.shown == rect(0, 340, 852, 53))
        #expect(layout.bar.hidden == rect(0, 393, 852, 53))
        #expect(layout.positioning == .fill)
        #expect(layout.items.map(\.frame) == [rect(61, 1, 180, 31), rect(245, 1, 179, 31), rect(428, 1, 180, 31), rect(612, 1, 179, 31)])
        #expect(layout.items.allSatisfy { $0.frame.minX >= 59 && $0.frame.maxX <= 852 - 59 })
        #expect(layout.items.allSatisfy { $0.icon == nil && $0.title == nil })
        #expect(layout.notes == [.sideBySideNotModelled])
    }

    @Test func landscapeCustomBarRespectsSafeAreaAndPadding() {
        let layout = TabBarLayout(
            configuration: LayoutWorkedExampleTests.japanese,
            environment: catalogEnvironment("iphone-16", .landscape)
        )
        // left = 59 + 16 = 75, right = 852 − 59 − 16 = 777, cw = 702, w = 140.4.
        #expect(isClose(layout.items[0].frame, rect(75, 16, 140.4, 30)))
        #expect(isClose(layout.items[4].frame.maxX, 777))
        #expect(layout.bar.shown == rect(0, 393 - 56 - 21, 852, 77))
    }

    @Test func regularWidthLandscapePhoneCentersSystemItems() {
        let config = TabBarConfiguration(kind: .system, items: tabs(3, titles: true))
        let layout = TabBarLayout(configuration: config, environment: catalogEnvironment("iphone-16-pro-max", .landscape))
        // regular/compact: centered, H 49; span 62…894 (cw 832); total 3·76 + 2·34 = 296; start 62 + 268 = 330.
        #expect(layout.positioning == .centered)
        #expect(layout.bar.height == 49)
        #expect(layout.items.map(\.frame.x) == [330, 440, 550])
        #expect(layout.notes == [.sideBySideNotModelled])
    }

    @Test func iPadCatalogDevicesCenterWithDefaults() {
        let config = TabBarConfiguration(kind: .system, items: tabs(4, titles: true))
        let layout = TabBarLayout(configuration: config, environment: catalogEnvironment("ipad-pro-11"))
        // W 834: total 406, start 214.
        #expect(layout.positioning == .centered)
        #expect(layout.items.map(\.frame) == [rect(214, 1, 76, 49), rect(324, 1, 76, 49), rect(434, 1, 76, 49), rect(544, 1, 76, 49)])
        #expect(layout.bar.shown == rect(0, 1194 - 50 - 20, 834, 70))
        let mini = TabBarLayout(configuration: config, environment: catalogEnvironment("ipad-mini-6", .landscape))
        // W 1133: start (1133 − 406)/2 = 363.5 → 364, 474, 584, 694.
        #expect(mini.items.map(\.frame.x) == [364, 474, 584, 694])
        #expect(mini.items.map(\.frame.width) == [76, 76, 76, 76])
    }

    // MARK: Bar height and hidden frame

    @Test func barHeightDefaults() {
        let system = TabBarConfiguration(kind: .system, items: tabs(2))
        let custom = TabBarConfiguration(kind: .custom, items: tabs(2))
        let pad = bareEnvironment(width: 768, idiom: .pad, horizontal: .regular, vertical: .regular)
        let compactPhone = bareEnvironment(width: 667, vertical: .compact)
        let widePhone = bareEnvironment(width: 896, horizontal: .regular, vertical: .compact)
        #expect(system.resolvedHeight(in: bareEnvironment(width: 375)) == 49)
        #expect(system.resolvedHeight(in: pad) == 50)
        #expect(system.resolvedHeight(in: compactPhone) == 32)
        #expect(system.resolvedHeight(in: widePhone) == 49)
        #expect(custom.resolvedHeight(in: pad) == 49)
        #expect(custom.resolvedHeight(in: compactPhone) == 49)
        var explicit = system
        explicit.height = 60
        #expect(explicit.resolvedHeight(in: compactPhone) == 60)
        #expect(TabBarLayout(configuration: explicit, environment: compactPhone).items[0].frame.height == 59)
    }

    @Test func hiddenFrameAccountsForTallBackgroundImage() {
        var config = TabBarConfiguration(kind: .custom, items: tabs(3))
        let env = catalogEnvironment("iphone-16")
        config.backgroundImageHeight = 100
        // H + S = 83; the image overhangs by 17.
        #expect(TabBarLayout(configuration: config, environment: env).bar.hidden == rect(0, 869, 393, 83))
        config.backgroundImageHeight = 50
        #expect(TabBarLayout(configuration: config, environment: env).bar.hidden == rect(0, 852, 393, 83))
    }

    // MARK: Content span

    @Test func systemBarIgnoresPadding() {
        var config = TabBarConfiguration(
            kind: .system, padding: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20), items: tabs(4, titles: true)
        )
        let env = bareEnvironment(width: 375)
        #expect(TabBarLayout(configuration: config, environment: env).items.map(\.frame)
            == [rect(2, 1, 90, 48), rect(96, 1, 90, 48), rect(190, 1, 89, 48), rect(283, 1, 90, 48)])
        config.kind = .custom
        config.itemPositioning = .fill
        // Custom: left 20, right 355, top 10, ch 49 − 20 = 29.
        let custom = TabBarLayout(configuration: config, environment: env)
        #expect(custom.items.first?.frame == rect(20, 10, 83.75, 29))
        #expect(custom.items.last?.frame.maxX == 355)
    }

    @Test func safeAreaSidesBoundTheSpan() {
        let env = TabBarEnvironment(
            width: 400, height: 300, safeArea: EdgeInsets(top: 0, leading: 40, bottom: 21, trailing: 10),
            horizontalSizeClass: .compact, verticalSizeClass: .compact
        )
        let config = TabBarConfiguration(kind: .custom, itemPositioning: .fill, items: tabs(2))
        #expect(TabBarLayout(configuration: config, environment: env).items.map(\.frame)
            == [rect(40, 0, 175, 49), rect(215, 0, 175, 49)])
        var rtl = env
        rtl.layoutDirection = .rightToLeft
        #expect(TabBarLayout(configuration: config, environment: rtl).items.map(\.frame)
            == [rect(185, 0, 175, 49), rect(10, 0, 175, 49)])
    }

    // MARK: Positioning

    @Test func automaticResolution() {
        let compact = bareEnvironment(width: 375)
        let regular = bareEnvironment(width: 768, idiom: .pad, horizontal: .regular, vertical: .regular)
        var config = TabBarConfiguration(kind: .system, itemPositioning: .automatic)
        #expect(config.resolvedPositioning(in: compact) == .fill)
        #expect(config.resolvedPositioning(in: regular) == .centered)
        config.kind = .custom
        #expect(config.resolvedPositioning(in: regular) == .fill)
        config.itemWidth = 80
        #expect(config.resolvedPositioning(in: regular) == .centered)
        #expect(config.resolvedPositioning(in: compact) == .fill)
        config.itemPositioning = .centered
        #expect(config.resolvedPositioning(in: compact) == .centered)
        config.itemWidth = nil
        #expect(config.resolvedPositioning(in: compact) == .fill)
        config.kind = .system
        #expect(config.resolvedPositioning(in: compact) == .centered)
        config.itemPositioning = .fill
        #expect(config.resolvedPositioning(in: regular) == .fill)
    }

    @Test func customCenteredIsExact() {
        let config = TabBarConfiguration(
            kind: .custom, itemPositioning: .centered, itemWidth: 70.5, itemSpacing: 10, items: tabs(3)
        )
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 400))
        // total 231.5, start 84.25.
        #expect(layout.items.map(\.frame) == [rect(84.25, 0, 70.5, 49), rect(164.75, 0, 70.5, 49), rect(245.25, 0, 70.5, 49)])
        #expect(layout.notes.isEmpty)
    }

    @Test func customFillHonoursSpacing() {
        let config = TabBarConfiguration(kind: .custom, itemPositioning: .fill, itemSpacing: 10, items: tabs(3))
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 320))
        #expect(layout.items.map(\.frame) == [rect(0, 0, 100, 49), rect(110, 0, 100, 49), rect(220, 0, 100, 49)])
    }

    // MARK: Icon and title

    @Test func customIconAndTitleStack() {
        let config = TabBarConfiguration(
            kind: .custom, itemPositioning: .fill, height: 60, iconSize: 24,
            titleFont: .init(size: 10), titleSpacing: 4,
            items: [
                .init(id: "both", symbolName: "house", title: "Home"),
                .init(id: "icon", symbolName: "house"),
                .init(id: "text", title: "Text"),
            ]
        )
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 300))
        // lh 12; G = 24 + 4 + 12 = 40, gt = (60 − 40)/2 = 10.
        #expect(layout.items[0].icon == rect(38, 10, 24, 24))
        #expect(layout.items[0].title == rect(0, 38, 100, 12))
        // Icon only: G 24, gt 18.
        #expect(layout.items[1].icon == rect(138, 18, 24, 24))
        #expect(layout.items[1].title == nil)
        // Title only: G 12, gt 24.
        #expect(layout.items[2].icon == nil)
        #expect(layout.items[2].title == rect(200, 24, 100, 12))
    }

    @Test func systemStackedItemWithoutSymbolHasNoIcon() {
        let config = TabBarConfiguration(
            kind: .system,
            items: [.init(id: "a", title: "A"), .init(id: "b", symbolName: "b")]
        )
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 320))
        #expect(layout.items[0].icon == nil)
        #expect(layout.items[0].title == rect(2, 36, 156, 12))
        #expect(layout.items[1].icon == rect(162 + 65, 6.5, 25, 25))
        #expect(layout.items[1].title == nil)
        #expect(layout.notes.isEmpty)
    }

    // MARK: Indicator

    @Test func indicatorDefaultsPerShape() {
        let item = rect(10, 1, 80, 48)
        let circle = TabBarConfiguration.Indicator(shape: .circle)
        #expect(circle.frame(in: item) == rect(37.5, 12.5, 25, 25))
        #expect(TabBarConfiguration.Indicator(shape: .circle, width: 30).frame(in: item) == rect(35, 10, 30, 30))
        #expect(TabBarConfiguration.Indicator(shape: .capsule).frame(in: item) == rect(37.5, 12.5, 25, 25))
        #expect(TabBarConfiguration.Indicator(shape: .capsule, width: 60).frame(in: item) == rect(20, 12.5, 60, 25))
        #expect(TabBarConfiguration.Indicator(shape: .capsule, height: 30).frame(in: item) == rect(35, 10, 30, 30))
        // Underline: item width, 2 high, at the bottom by default.
        #expect(TabBarConfiguration.Indicator(shape: .underline).frame(in: item) == rect(10, 47, 80, 2))
        #expect(TabBarConfiguration.Indicator(shape: .underline, width: 40, verticalAlignment: .top).frame(in: item)
            == rect(30, 1, 40, 2))
        #expect(TabBarConfiguration.Indicator(shape: .circle, verticalAlignment: .bottom).frame(in: item)
            == rect(37.5, 24, 25, 25))
        #expect(TabBarConfiguration.Indicator(shape: .circle, verticalAlignment: .top).frame(in: item)
            == rect(37.5, 1, 25, 25))
        // Alignment and offset.
        #expect(TabBarConfiguration.Indicator(shape: .circle, alignment: .center, offset: -5).frame(in: item)
            == rect(32.5, 12.5, 25, 25))
        #expect(TabBarConfiguration.Indicator(shape: .underline, width: 20, alignment: .leading, offset: 4).frame(in: item)
            == rect(14, 47, 20, 2))
    }

    @Test func underlineIndicatorOnSystemFillBarInRightToLeft() {
        let config = TabBarConfiguration(
            kind: .system, indicator: .init(shape: .underline, width: 30, alignment: .leading, offset: 5),
            items: tabs(4, titles: true)
        )
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 375, direction: .rightToLeft))
        // Tab 0 at (283, 90): the underline starts 5 pt from its right edge.
        #expect(layout.items[0].indicator == rect(283 + 90 - 5 - 30, 47, 30, 2))
        #expect(layout.items[3].indicator == rect(2 + 90 - 5 - 30, 47, 30, 2))
    }

    // MARK: Notes

    @Test func centeredOverflowNote() {
        let config = TabBarConfiguration(kind: .system, itemPositioning: .centered, items: tabs(5, titles: true))
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 375))
        // 5·76 + 4·34 = 516 > 375.
        #expect(layout.notes == [.itemsOverflow(needed: 516, available: 375)])
        #expect(layout.items.count == 5)
        #expect(layout.notes.first?.message == "items need 516 pt but the bar has 375 pt")
    }

    @Test func fillWidthNotPositiveNotes() {
        let custom = TabBarConfiguration(
            kind: .custom, itemPositioning: .fill, itemSpacing: 10,
            padding: EdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 100), items: tabs(3)
        )
        let layout = TabBarLayout(configuration: custom, environment: bareEnvironment(width: 210))
        // cw 10, w = (10 − 20)/3 < 0.
        #expect(layout.notes == [.itemWidthNotPositive(width: -10.0 / 3)])
        let system = TabBarConfiguration(kind: .system, itemPositioning: .fill, items: tabs(4, titles: true))
        let narrow = TabBarLayout(configuration: system, environment: bareEnvironment(width: 12))
        // slot 3: L = round(2), R = round(1) → width −1 at worst.
        #expect(narrow.notes == [.itemWidthNotPositive(width: -1)])
    }

    @Test func contentHeightNoteComesFirst() {
        let config = TabBarConfiguration(
            kind: .custom, itemPositioning: .centered, itemWidth: 200, height: 20,
            padding: EdgeInsets(top: 15, leading: 0, bottom: 10, trailing: 0), items: tabs(3)
        )
        let layout = TabBarLayout(configuration: config, environment: bareEnvironment(width: 300, horizontal: .regular))
        #expect(layout.notes == [.contentHeightNotPositive(height: -5), .itemsOverflow(needed: 600, available: 300)])
        #expect(layout.items[0].frame.height == -5)
    }

    @Test func systemSideBySideNoteOnlyWithSomethingToDraw() {
        let empty = TabBarLayout(
            configuration: TabBarConfiguration(kind: .system),
            environment: bareEnvironment(width: 768, idiom: .pad, horizontal: .regular, vertical: .regular)
        )
        #expect(empty.items.isEmpty)
        #expect(empty.notes.isEmpty)
    }

    // MARK: Degenerate input never traps

    @Test func degenerateInputsProduceFiniteLayouts() {
        let envs = [
            bareEnvironment(width: 0, height: 0, scale: 0),
            bareEnvironment(width: -100, height: -5, scale: -2),
            bareEnvironment(width: 1e12, height: 1e12, scale: 3, direction: .rightToLeft),
        ]
        let nan = TabBarEnvironment(
            width: .nan, height: .infinity, scale: .nan,
            safeArea: EdgeInsets(top: .nan, leading: -.infinity, bottom: .nan, trailing: .nan)
        )
        let nanConfig = TabBarConfiguration(
            kind: .system, itemPositioning: .centered, itemWidth: .nan, itemSpacing: .infinity, height: .nan,
            iconSize: .nan, indicator: .init(shape: .capsule, width: .nan, offset: .infinity), items: tabs(3, titles: true)
        )
        // Non-finite input may give non-finite frames, but never a trap.
        for config in [nanConfig, TabBarConfiguration(kind: .custom, items: tabs(2))] {
            for snap in [false, true] {
                #expect(TabBarLayout(configuration: config, environment: nan, snap: snap).items.count == config.items.count)
            }
        }
        let configs = [
            TabBarConfiguration(kind: .system),
            TabBarConfiguration(kind: .custom),
            TabBarConfiguration(kind: .custom, itemPositioning: .centered, itemWidth: 0, itemSpacing: 0, items: tabs(3)),
            TabBarConfiguration(kind: .system, itemPositioning: .centered, itemWidth: -5, itemSpacing: -3, height: 0, items: tabs(2)),
            TabBarConfiguration(
                kind: .custom, height: -10, padding: EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1),
                iconSize: -3, titleFont: .init(size: 0), indicator: .init(shape: .underline), items: tabs(4, titles: true)
            ),
        ]
        for env in envs {
            for config in configs {
                for snap in [false, true] {
                    let layout = TabBarLayout(configuration: config, environment: env, snap: snap)
                    #expect(layout.items.count == config.items.count)
                    let rects = [layout.bar.shown, layout.bar.hidden] + layout.items.flatMap {
                        [$0.frame, $0.icon, $0.title, $0.indicator].compactMap { $0 }
                    }
                    for r in rects {
                        #expect(r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite, "\(r)")
                    }
                }
            }
        }
    }
}
