import Testing
@testable import TabSpecRuntime

/// The floating iOS 26 tab bar (layout.md v1.2): layout.md's worked values, the platter rules on several
/// phone widths, the search tab, right to left, and where the classic bar stays.
@Suite("Layout: floating iOS 26 bar")
struct LayoutFloatingTests {
    /// iOS 26.
    static let iOS26 = IOSVersion(major: 26)

    /// A `system` bar of `count` tabs `t0`, `t1`, … with symbols and short titles (`Tab 0`, estimated 28 pt).
    static func system(_ count: Int, search: Int? = nil) -> TabBarConfiguration {
        var items = tabs(count, titles: true)
        if let search { items[search].isSearch = true }
        return TabBarConfiguration(kind: .system, items: items)
    }

    /// The catalog phone `slug` in portrait on iOS 26.
    static func phone(_ slug: String, _ direction: LayoutDirection = .leftToRight,
                      sourceLocation: SourceLocation = #_sourceLocation) -> TabBarEnvironment {
        var environment = catalogEnvironment(slug, .portrait, direction, sourceLocation: sourceLocation)
        environment.iOSVersion = iOS26
        return environment
    }

    /// A phone slug per width layout.md's rules are checked on.
    static let phones: [(slug: String, width: Double)] = [
        ("iphone-se-3", 375), ("iphone-16", 393), ("iphone-17", 402), ("iphone-16-plus", 430), ("iphone-17-pro-max", 440),
    ]

    /// The platter layout.md's rules give: its left edge, its width `C` and the buttons' width `w`.
    typealias PlatterRule = (platterX: Double, platterWidth: Double, buttonWidth: Double)

    /// The hugging rule for `n` short-titled tabs on a bar `width` wide: `w = 94`, `C = n·94 − (n − 1)·8 + 8`,
    /// centred.
    static func hugging(_ n: Int, width: Double) -> PlatterRule {
        let platter = Double(n) * 94 - Double(n - 1) * 8 + 8
        return ((width - platter) / 2, platter, 94)
    }

    /// Checks that `tabs` (a floating layout's items other than the search tab) follow `rule` in `platter`:
    /// every button `w` wide, 54 high at y 4, the first starting 4 pt inside the platter, the last ending 4 pt
    /// inside it.
    static func expect(_ tabs: ArraySlice<TabBarLayout.Item>, in platter: Rect?, follow rule: PlatterRule?, count: Int,
                       _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rule, let platter else {
            Issue.record("\(context): no platter", sourceLocation: sourceLocation)
            return
        }
        #expect(isClose(platter, rect(rule.platterX, 0, rule.platterWidth, 62)), "\(context): \(platter)", sourceLocation: sourceLocation)
        #expect(tabs.count == count, "\(context)", sourceLocation: sourceLocation)
        #expect(tabs.allSatisfy { isClose($0.frame.width, rule.buttonWidth) && $0.frame.y == 4 && $0.frame.height == 54 },
                "\(context)", sourceLocation: sourceLocation)
        #expect(isClose(tabs.first?.frame.x ?? 0, platter.x + 4), "\(context)", sourceLocation: sourceLocation)
        #expect(isClose(tabs.last?.frame.maxX ?? 0, platter.maxX - 4), "\(context)", sourceLocation: sourceLocation)
    }

    @Test func fiveTabsOn402PointsAre77WideEvery68Point75FromX25() {
        let layout = TabBarLayout(configuration: Self.system(5), environment: Self.phone("iphone-17"))
        #expect(layout.geometry == .floating)
        #expect(layout.positioning == .fill)
        // Bar (0, V − 83, W, 83) on the 402 × 874 screen; H = 83 − S = 49; no hidden frame (minimized: not modelled).
        #expect(layout.bar.shown == rect(0, 791, 402, 83))
        #expect(layout.bar.height == 49)
        #expect(layout.bar.hidden == rect(0, 874, 402, 83))
        #expect(layout.modelledHiddenFrame == nil)
        // n = 5: platter x = 21, C = 402 − 42 = 360, w = (360 + 25)/5 = 77, x_i = 25 + i·(360 − 8 − 77)/4.
        #expect(layout.platter == rect(21, 0, 360, 62))
        #expect(layout.items.map(\.frame) == [
            rect(25, 4, 77, 54), rect(93.75, 4, 77, 54), rect(162.5, 4, 77, 54), rect(231.25, 4, 77, 54), rect(300, 4, 77, 54),
        ])
        #expect(layout.items.map(\.id) == ["t0", "t1", "t2", "t3", "t4"])
        #expect(layout.items.map(\.index) == [0, 1, 2, 3, 4])
        // Icon box 28 × 28 centred at button y + 6; title line 12 pt at button y + 35; the lens is the button.
        #expect(layout.items.map(\.icon) == [25, 93.75, 162.5, 231.25, 300].map { rect($0 + 24.5, 10, 28, 28) })
        #expect(layout.items.map(\.title) == [25, 93.75, 162.5, 231.25, 300].map { rect($0, 39, 77, 12) })
        #expect(layout.items.allSatisfy { $0.indicator == $0.frame })
        #expect(layout.searchTab == nil && layout.more == nil)
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingMinimizes])
        #expect(TabBarLayout.Note.floatingCommunityMeasured.message == "community-measured iOS 26 geometry, not published by Apple")
        #expect(TabBarLayout.Note.floatingMinimizes.message == "the floating bar minimizes on scroll to a 48 pt "
            + "circle (one community source) instead of hiding, so there is no hidden frame")
        // Minimized (v1.3, EazySwiftUI at 402 × 874): (28, V − 76, 48, 48); no accessory without the key.
        #expect(layout.bar.minimized == rect(28, 798, 48, 48) && layout.bar.accessory == nil)
        #expect(layout.detachedTab == nil)
    }

    @Test func threeShortTabsHugInA274PointPlatterCentred() {
        let layout = TabBarLayout(configuration: Self.system(3), environment: Self.phone("iphone-17"))
        // w = max(94, 28 + 39) = 94, C = 3·94 − 2·8 + 8 = 274, x = (402 − 274)/2 = 64; pitch w − 8 = 86.
        #expect(layout.platter == rect(64, 0, 274, 62))
        #expect(layout.items.map(\.frame) == [rect(68, 4, 94, 54), rect(154, 4, 94, 54), rect(240, 4, 94, 54)])
        #expect(layout.items.map(\.icon) == [rect(101, 10, 28, 28), rect(187, 10, 28, 28), rect(273, 10, 28, 28)])
    }

    @Test func aSearchTabOn440PointsSitsApartBesideA328PointPlatter() throws {
        // Three tabs and a search tab written second: the search tab is the last item whatever its place.
        let layout = TabBarLayout(configuration: Self.system(4, search: 1), environment: Self.phone("iphone-17-pro-max"))
        #expect(layout.geometry == .floating)
        #expect(layout.bar.shown == rect(0, 873, 440, 83))
        // m = 3: C = 440 − 112 = 328 at x = 21, w = (328 + 12)/3 = 113.33…, pitch (328 − 8 − w)/2 = 103.33….
        #expect(layout.platter == rect(21, 0, 328, 62))
        #expect(layout.items.map(\.id) == ["t0", "t2", "t3", "t1"])
        #expect(layout.items.map(\.index) == [0, 2, 3, 1])
        #expect(layout.searchTab == "t1")
        let w = 340.0 / 3
        let expected = [25, 25 + 310 / 3.0, 25 + 620 / 3.0].map { rect($0, 4, w, 54) }
        for (item, frame) in zip(layout.items.prefix(3), expected) {
            #expect(isClose(item.frame, frame), "\(item.id): \(item.frame)")
            #expect(isClose(item.title, rect(frame.x, 39, w, 12)))
        }
        #expect(isClose(layout.items[0].frame.width, 113.333333333))
        #expect(isClose(layout.items[2].frame.maxX, 345))
        // The circle: 62 × 62 at x = W − 83 = 357, y = 0; its icon box centred, no title; its lens the circle.
        let search = try #require(layout.items.last)
        #expect(search.frame == rect(357, 0, 62, 62))
        #expect(search.icon == rect(374, 17, 28, 28))
        #expect(search.title == nil)
        #expect(search.indicator == search.frame)
        #expect(layout.notes == [.floatingCommunityMeasured, .floatingSearchTabSingleSource, .floatingMinimizes])
        #expect(TabBarLayout.Note.floatingSearchTabSingleSource.message
            == "the search tab's layout (its circle and the platter beside it) was measured in one community source only")
    }

    @Test func thePlatterRulesOnEveryMeasuredPhoneWidth() {
        for (slug, width) in Self.phones {
            // n = 5 and 4 span the bar at x = 21 (w = (W − 17)/5, (W − 10)/4); n ≤ 3 hug: w = 94, C = n·94 − (n − 1)·8 + 8.
            let expected: [Int: PlatterRule] = [
                5: (21, width - 42, (width - 17) / 5),
                4: (21, width - 42, (width - 10) / 4),
                3: ((width - 274) / 2, 274, 94),
                2: Self.hugging(2, width: width),
                1: Self.hugging(1, width: width),
            ]
            for n in 1...5 {
                let layout = TabBarLayout(configuration: Self.system(n), environment: Self.phone(slug))
                #expect(layout.geometry == .floating, "\(slug), \(n) tabs")
                Self.expect(layout.items[...], in: layout.platter, follow: expected[n], count: n, "\(slug), \(n) tabs")
                #expect(layout.notes == [.floatingCommunityMeasured, .floatingMinimizes])
            }
        }
        // Exact values on 375 pt (a Touch ID phone: no inset, the bar is still 83 high and H = 83).
        let se = TabBarLayout(configuration: Self.system(4), environment: Self.phone("iphone-se-3"))
        #expect(se.bar.shown == rect(0, 584, 375, 83) && se.bar.height == 83)
        #expect(se.items.first?.frame == rect(25, 4, 91.25, 54))
        let one = TabBarLayout(configuration: Self.system(1), environment: Self.phone("iphone-16"))
        #expect(one.platter == rect(145.5, 0, 102, 62))
        #expect(one.items.map(\.frame) == [rect(149.5, 4, 94, 54)])
        let two = TabBarLayout(configuration: Self.system(2), environment: Self.phone("iphone-16-plus"))
        #expect(two.items.map(\.frame) == [rect(125, 4, 94, 54), rect(211, 4, 94, 54)])
    }

    @Test func theSearchRulesOnEveryMeasuredPhoneWidth() {
        for (slug, width) in Self.phones {
            // Beside the circle: m = 4 → w = (W − 112 + 14)/4, m = 3 → (W − 112 + 12)/3, both at x = 21;
            // m ≤ 2 hug as without a search tab, but at x = 21 (v1.3: onejs/one's oracle, cells 6, 7, 11, 12).
            let expected: [Int: PlatterRule] = [4: (21, width - 112, (width - 98) / 4), 3: (21, width - 112, (width - 100) / 3),
                                                 2: (21, 188, 94), 1: (21, 102, 94)]
            for m in 1...4 {
                let layout = TabBarLayout(configuration: Self.system(m + 1, search: m), environment: Self.phone(slug))
                Self.expect(layout.items.dropLast(), in: layout.platter, follow: expected[m], count: m, "\(slug), m = \(m)")
                #expect(layout.items.last?.frame == rect(width - 83, 0, 62, 62), "\(slug), m = \(m)")
                #expect(layout.searchTab == "t\(m)")
                #expect(layout.notes == [.floatingCommunityMeasured, .floatingSearchTabSingleSource, .floatingMinimizes])
            }
        }
        // m = 4 on 402 pt: C = 290, w = 76, pitch (290 − 8 − 76)/3 = 68.67.
        let four = TabBarLayout(configuration: Self.system(5, search: 0), environment: Self.phone("iphone-17"))
        #expect(four.platter == rect(21, 0, 290, 62))
        #expect(four.items.map(\.id) == ["t1", "t2", "t3", "t4", "t0"])
        #expect(four.items.first?.frame == rect(25, 4, 76, 54))
        #expect(four.items[3].frame.maxX == 307)
        // Only a search tab: no platter, the circle alone.
        let alone = TabBarLayout(configuration: Self.system(1, search: 0), environment: Self.phone("iphone-16"))
        #expect(alone.platter == nil)
        #expect(alone.items.map(\.frame) == [rect(310, 0, 62, 62)])
        #expect(alone.searchTab == "t0")
    }

    @Test func theWidestTitleSizesHuggingButtons() {
        // "Bibliothèque": 12 characters × 0.56 em × 10 pt = 67.2 pt, so w = 106.2 and C = 2·106.2 − 8 + 8.
        var configuration = Self.system(2)
        configuration.items[0].title = "A"
        configuration.items[1].title = "Bibliothèque"
        let layout = TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17"))
        #expect(isClose(layout.items[0].frame.width, 106.2) && isClose(layout.items[1].frame.width, 106.2))
        #expect(isClose(layout.platter, rect((402 - 212.4) / 2, 0, 212.4, 62)))
        #expect(isClose(layout.items[1].frame.x - layout.items[0].frame.x, 98.2))
        // The spec's title font does not change the measure: the floating bar's titles are medium 10 pt.
        configuration.titleFont = TabBarConfiguration.Font(weight: .black, size: 20)
        #expect(TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17")).items == layout.items)
        // Two-character CJK titles (20 pt) stay at the 94 pt minimum.
        configuration.items[1].title = "设置"
        #expect(TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17")).items.map(\.frame.width) == [94, 94])
    }

    @Test func aHuggingPlatterStopsAtItsRoomAndItsButtonsShareIt() {
        // 22 characters: t = 123.2, w = 162.2, C = 3·162.2 − 16 + 8 = 478.6 > 402 − 42: the platter stops at 360
        // (x = 21) and w = (360 + 24 − 16)/3 = 122.67 (v1.3, as measured: onejs/one's oracle, cell 27).
        var configuration = Self.system(3)
        configuration.items[2].title = "Notifications and more"
        let layout = TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17"))
        #expect(layout.platter == rect(21, 0, 360, 62))
        #expect(layout.items.allSatisfy { isClose($0.frame.width, 368.0 / 3) })
        #expect(isClose(layout.items[0].frame.x, 25) && isClose(layout.items[2].frame.maxX, 377))
        guard case let .floatingPlatterTooWide(needed, available)? = layout.notes.dropFirst().first else {
            Issue.record("no platter note: \(layout.notes)")
            return
        }
        #expect(isClose(needed, 478.6) && available == 360)
        #expect(layout.notes.count == 3 && layout.notes.last == .floatingMinimizes)
        #expect(TabBarLayout.Note.floatingPlatterTooWide(needed: 478.6, available: 360).message == "the floating tabs' titles "
            + "need a 478.6 pt platter; it stops at 360 pt and the buttons share that width equally, as measured in one "
            + "community source")
        // Beside a search tab the platter stops at W − 112 = 290, still at x = 21: w = (290 + 16 − 16)/2 = 145.
        var besideSearch = Self.system(3, search: 2)
        besideSearch.items[1].title = "Notifications and more"
        let search = TabBarLayout(configuration: besideSearch, environment: Self.phone("iphone-17"))
        #expect(search.platter == rect(21, 0, 290, 62))
        #expect(search.items.prefix(2).map(\.frame) == [rect(25, 4, 145, 54), rect(162, 4, 145, 54)])
        #expect(search.notes.contains { note in
            if case let .floatingPlatterTooWide(needed, available) = note { return isClose(needed, 2 * 162.2) && available == 290 }
            return false
        })
        besideSearch.items[1].title = "Conversations!"  // 14 characters: w = 117.4, C = 234.8 ≤ 290, at x = 21
        let fits = TabBarLayout(configuration: besideSearch, environment: Self.phone("iphone-17"))
        #expect(isClose(fits.platter, rect(21, 0, 234.8, 62)))
        #expect(!fits.notes.contains {
            if case .floatingPlatterTooWide = $0 { return true }
            return false
        })
    }

    @Test func rightToLeftMirrorsEveryFrameThePlatterAndTheCircle() throws {
        let configuration = Self.system(4, search: 3)
        let leftToRight = TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17-pro-max"))
        let rightToLeft = TabBarLayout(configuration: configuration, environment: Self.phone("iphone-17-pro-max", .rightToLeft))
        #expect(rightToLeft.platter == leftToRight.platter?.mirrored(inWidth: 440))
        #expect(rightToLeft.platter == rect(91, 0, 328, 62))
        #expect(rightToLeft.items.map(\.id) == leftToRight.items.map(\.id))
        for (mirrored, item) in zip(rightToLeft.items, leftToRight.items) {
            #expect(mirrored.frame == item.frame.mirrored(inWidth: 440))
            #expect(mirrored.icon == item.icon?.mirrored(inWidth: 440))
            #expect(mirrored.title == item.title?.mirrored(inWidth: 440))
            #expect(mirrored.indicator == mirrored.frame)
        }
        // Tab 0 is the rightmost; the search circle moves to the left edge, 21 pt in.
        let first = try #require(rightToLeft.items.first)
        #expect(isClose(first.frame.maxX, 440 - 25))
        #expect(rightToLeft.items.last?.frame == rect(21, 0, 62, 62))
        #expect(rightToLeft.bar.shown == leftToRight.bar.shown && rightToLeft.bar.hidden == leftToRight.bar.hidden)
        #expect(rightToLeft.notes == leftToRight.notes)
        // The minimized circle is mirrored too: 28 pt from the trailing edge (not measured).
        #expect(rightToLeft.bar.minimized == rect(440 - 76, 956 - 76, 48, 48))
        #expect(rightToLeft.bar.minimized == leftToRight.bar.minimized?.mirrored(inWidth: 440))
    }

    @Test func snappingPutsEveryFloatingEdgeOnThePixelGrid() {
        let layout = TabBarLayout(configuration: Self.system(4, search: 0), environment: Self.phone("iphone-17-pro-max"), snap: true)
        let rects = [layout.bar.shown, layout.bar.hidden] + (layout.platter.map { [$0] } ?? [])
            + layout.items.flatMap { [$0.frame, $0.icon, $0.title, $0.indicator].compactMap { $0 } }
        for rect in rects {
            for edge in [rect.minX, rect.maxX, rect.minY, rect.maxY] {
                #expect(isClose((edge * 3).rounded(), edge * 3), "\(rect)")
            }
        }
        // 25 + 310/3 = 128.33…: 385 px at 3×.
        #expect(isClose(layout.items[1].frame.x, 385.0 / 3))
    }

    @Test func landscapeIPadAndARegularWidthKeepTheClassicBarWithTheReason() throws {
        let three = Self.system(3)
        var landscape = catalogEnvironment("iphone-17", .landscape)
        landscape.iOSVersion = Self.iOS26
        let turned = TabBarLayout(configuration: three, environment: landscape)
        #expect(turned.geometry == .classic && turned.platter == nil)
        #expect(turned.notes == [.sideBySideNotModelled, .classicBarOnIOS26(.landscape)])
        #expect(TabBarLayout.Note.classicBarOnIOS26(.landscape).message.hasSuffix(", so in landscape (where the published "
            + "measurements give the bar's height but not its tabs' widths or the minimized bar) these frames are those of the "
            + "compatibility appearance (as with UIDesignRequiresCompatibility)"))
        #expect(turned.bar.minimized == nil && turned.bar.accessory == nil)
        // The classic frames: the same as iOS 18's on that screen (only the bottom inset differs: 21 → 20).
        var older = landscape
        older.iOSVersion = IOSVersion(major: 18)
        older.safeArea = landscape.safeArea
        #expect(TabBarLayout(configuration: three, environment: older).items == turned.items)

        // On iPad a system bar is the unmodelled top bar from iPadOS 18 (v1.3); the bottom bar kept by
        // `regularWidth: bottomBar` is the classic bar, with the reason.
        let padEnvironment = try #require(TabBarEnvironment.device("ipad-air-11-m4", iOSVersion: Self.iOS26))
        #expect(TabBarLayout(configuration: three, environment: padEnvironment).geometry == .top)
        var bottomBar = three
        bottomBar.regularWidth = .bottomBar
        let pad = TabBarLayout(configuration: bottomBar, environment: padEnvironment)
        #expect(pad.geometry == .classic && pad.notes.contains(.classicBarOnIOS26(.pad)) && pad.notes.last == .bottomBarInCompactWidth)
        #expect(TabBarLayout.Note.classicBarOnIOS26(.pad).message.contains(", so on iPad these frames"))

        var regular = bareEnvironment(width: 402, height: 874, horizontal: .regular)
        regular.iOSVersion = Self.iOS26
        let wide = TabBarLayout(configuration: three, environment: regular)
        #expect(wide.geometry == .classic && wide.notes.last == .classicBarOnIOS26(.regularWidth))

        #expect(turned.modelledHiddenFrame == turned.bar.hidden)
    }

    @Test func compatibilityWithAnSDKBefore27KeepsTheIOS18FramesExactly() {
        for (slug, _) in Self.phones {
            for configuration in [Self.system(3), Self.system(5, search: 4), Self.system(4)] {
                let ios18 = TabBarLayout(configuration: configuration, environment: catalogEnvironment(slug))
                var environment = Self.phone(slug)
                environment.designRequiresCompatibility = true
                environment.sdk = IOSVersion(major: 26)
                let compatible = TabBarLayout(configuration: configuration, environment: environment)
                #expect(compatible.geometry == .classic)
                #expect(compatible.items == ios18.items && compatible.bar == ios18.bar && compatible.more == ios18.more, "\(slug)")
                #expect(compatible.platter == nil && compatible.searchTab == nil)
                #expect(compatible.notes == [.classicBarOnIOS26(.compatibility)])
                // Below iOS 26 the key changes nothing.
                var older = catalogEnvironment(slug)
                older.designRequiresCompatibility = true
                #expect(TabBarLayout(configuration: configuration, environment: older) == ios18)
            }
        }
        #expect(TabBarLayout.Note.classicBarOnIOS26(.compatibility).message == "the app keeps the pre-iOS 26 design "
            + "(UIDesignRequiresCompatibility), so iOS 26 shows the classic tab bar these frames describe")
        let device = TabBarEnvironment.device("iphone-16", iOSVersion: Self.iOS26, designRequiresCompatibility: true,
                                              sdk: IOSVersion(major: 26))
        #expect(device?.designRequiresCompatibility == true && device?.sdk == IOSVersion(major: 26))
        #expect(TabBarEnvironment.device("iphone-16")?.sdk == TabBarEnvironment.newestSDK)
        #expect(TabBarEnvironment.device("iphone-16")?.designRequiresCompatibility == false)
    }

    @Test func customBarsAreTheSameOnEveryVersion() {
        var configuration = Self.system(5, search: 2)
        configuration.kind = .custom
        configuration.padding = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        for (slug, _) in Self.phones {
            let ios18 = TabBarLayout(configuration: configuration, environment: catalogEnvironment(slug))
            var compatible = Self.phone(slug)
            compatible.designRequiresCompatibility = true
            #expect(TabBarLayout(configuration: configuration, environment: Self.phone(slug)) == ios18)
            #expect(TabBarLayout(configuration: configuration, environment: compatible) == ios18)
            #expect(ios18.geometry == .classic && ios18.notes == [])
            // A custom bar lays its search tab out in its place.
            #expect(ios18.items.map(\.id) == ["t0", "t1", "t2", "t3", "t4"])
        }
    }

    @Test func theSpecsSpacingWidthPositioningHeightAndIconSizeDoNotApply() {
        let plain = TabBarLayout(configuration: Self.system(4), environment: Self.phone("iphone-16"))
        var configuration = Self.system(4)
        configuration.itemWidth = 60
        configuration.itemSpacing = 12
        configuration.itemPositioning = .centered
        configuration.height = 70
        configuration.iconSize = 40
        configuration.indicator = TabBarConfiguration.Indicator(shape: .circle)
        let tuned = TabBarLayout(configuration: configuration, environment: Self.phone("iphone-16"))
        #expect(tuned.items == plain.items && tuned.platter == plain.platter && tuned.bar == plain.bar)
        #expect(tuned.positioning == .centered)
    }

    @Test func searchTabsOutsideTheFloatingBarAndOddConfigurations() {
        // iOS 18: the search tab is laid out in its place like any tab.
        let classic = TabBarLayout(configuration: Self.system(3, search: 0), environment: catalogEnvironment("iphone-16"))
        #expect(classic.items.map(\.id) == ["t0", "t1", "t2"] && classic.searchTab == nil && classic.geometry == .classic)
        // Two search tabs (the language forbids it; the runtime takes the first apart).
        var two = Self.system(3, search: 0)
        two.items[2].isSearch = true
        let layout = TabBarLayout(configuration: two, environment: Self.phone("iphone-16"))
        #expect(layout.searchTab == "t0" && layout.items.map(\.id) == ["t1", "t2", "t0"])
        // No tabs at all: no platter, no items, the bar still.
        let empty = TabBarLayout(configuration: TabBarConfiguration(kind: .system), environment: Self.phone("iphone-16"))
        #expect(empty.geometry == .floating && empty.items == [] && empty.platter == nil)
        #expect(empty.bar.shown == rect(0, 769, 393, 83))
        // Tabs with only a symbol or only a title.
        var mixed = Self.system(2)
        mixed.items[0].title = nil
        mixed.items[1].symbolName = nil
        let parts = TabBarLayout(configuration: mixed, environment: Self.phone("iphone-16"))
        #expect(parts.items[0].title == nil && parts.items[0].icon != nil)
        #expect(parts.items[1].icon == nil && parts.items[1].title == rect(192.5, 39, 94, 12))
        // A background image taller than the bar moves the (unmodelled) hidden frame as on the classic bar.
        var image = Self.system(3)
        image.backgroundImageHeight = 100
        #expect(TabBarLayout(configuration: image, environment: Self.phone("iphone-16")).bar.hidden == rect(0, 869, 393, 83))
    }

    @Test func existingCallersKeepCompiling() {
        // The added parameters are defaulted: code generated before them still builds and means the same.
        let item = TabBarConfiguration.Item(id: "home", symbolName: "house", title: "Home")
        #expect(!item.isSearch)
        let environment = TabBarEnvironment(width: 393, height: 852)
        #expect(!environment.designRequiresCompatibility)
        let layout = TabBarLayout(positioning: .fill, bar: TabBarLayout.Bar(height: 49, shown: rect(0, 0, 1, 1), hidden: rect(0, 1, 1, 1)), items: [])
        #expect(layout.geometry == .classic && layout.platter == nil && layout.searchTab == nil)
        #expect(layout.modelledHiddenFrame == rect(0, 1, 1, 1))
    }
}
