import Testing
@testable import TabSpecRuntime

/// Invariants over many deterministically generated configurations and environments.
struct LayoutPropertyTests {
    /// How many random cases each property checks.
    static let caseCount = 600

    /// A random environment: any width, safe areas, traits, scale and direction.
    static func environment(_ rng: inout SplitMix64, direction: LayoutDirection = .leftToRight) -> TabBarEnvironment {
        TabBarEnvironment(
            width: rng.points(200...1400),
            height: rng.points(300...1400),
            scale: Bool.random(using: &rng) ? 2 : 3,
            safeArea: EdgeInsets(
                top: rng.points(0...60), leading: rng.points(0...70),
                bottom: rng.points(0...40), trailing: rng.points(0...70)
            ),
            horizontalSizeClass: SizeClass.allCases.randomElement(using: &rng) ?? .compact,
            verticalSizeClass: SizeClass.allCases.randomElement(using: &rng) ?? .regular,
            idiom: Idiom.allCases.randomElement(using: &rng) ?? .phone,
            layoutDirection: direction
        )
    }

    /// A random configuration of `kind`.
    static func configuration(_ rng: inout SplitMix64, kind: TabBarConfiguration.Kind) -> TabBarConfiguration {
        let count = Int.random(in: 1...7, using: &rng)
        let items = (0..<count).map { i -> TabBarConfiguration.Item in
            let which = Int.random(in: 0...2, using: &rng)
            return .init(id: "t\(i)", symbolName: which == 1 ? nil : "s\(i)", title: which == 0 ? nil : "Title \(i)")
        }
        let indicator: TabBarConfiguration.Indicator? = Bool.random(using: &rng) ? nil : .init(
            shape: TabBarConfiguration.Indicator.Shape.allCases.randomElement(using: &rng) ?? .circle,
            width: Bool.random(using: &rng) ? nil : rng.points(2...60),
            height: Bool.random(using: &rng) ? nil : rng.points(2...40),
            alignment: Bool.random(using: &rng) ? .leading : .center,
            offset: rng.points(-10...30),
            verticalAlignment: TabBarConfiguration.Indicator.VerticalAlignment.allCases.randomElement(using: &rng)
        )
        return TabBarConfiguration(
            kind: kind,
            itemPositioning: TabBarConfiguration.ItemPositioning.allCases.randomElement(using: &rng) ?? .automatic,
            itemWidth: Bool.random(using: &rng) ? nil : rng.points(20...150),
            itemSpacing: Bool.random(using: &rng) ? nil : rng.points(0...24),
            height: Bool.random(using: &rng) ? nil : rng.points(30...90),
            padding: EdgeInsets(
                top: rng.points(0...12), leading: rng.points(0...30), bottom: rng.points(0...12), trailing: rng.points(0...30)
            ),
            iconSize: rng.points(12...34),
            titleFont: .init(size: rng.points(8...18)),
            titleSpacing: rng.points(0...8),
            indicator: indicator,
            items: items
        )
    }

    /// The content span's left and right edges, recomputed from layout.md independently of the model.
    static func span(_ config: TabBarConfiguration, _ env: TabBarEnvironment) -> (left: Double, right: Double) {
        let padding = config.kind == .custom ? config.padding : .zero
        return (env.safeArea.leading + padding.leading, env.width - env.safeArea.trailing - padding.trailing)
    }

    @Test func customFillTilesTheContentSpan() {
        var rng = SplitMix64(seed: 0x7AB5_0001)
        var checked = 0
        for _ in 0..<Self.caseCount {
            var config = Self.configuration(&rng, kind: .custom)
            config.itemPositioning = .fill
            let env = Self.environment(&rng)
            let layout = TabBarLayout(configuration: config, environment: env)
            let (left, right) = Self.span(config, env)
            let spacing = config.itemSpacing ?? 0
            #expect(layout.positioning == .fill)
            guard let first = layout.items.first, let last = layout.items.last else {
                Issue.record("no items")
                continue
            }
            #expect(first.frame.x == left)
            #expect(isClose(last.frame.maxX, right), "\(last.frame.maxX) vs \(right)")
            for (a, b) in zip(layout.items, layout.items.dropFirst()) {
                #expect(isClose(b.frame.minX - a.frame.maxX, spacing))
                #expect(a.frame.width == b.frame.width)
            }
            checked += 1
        }
        #expect(checked == Self.caseCount)
    }

    @Test func centeredItemsAreSymmetricAboutTheSpanCentre() {
        var rng = SplitMix64(seed: 0x7AB5_0002)
        for _ in 0..<Self.caseCount {
            let kind: TabBarConfiguration.Kind = Bool.random(using: &rng) ? .custom : .system
            var config = Self.configuration(&rng, kind: kind)
            config.itemPositioning = .centered
            if kind == .custom, config.itemWidth == nil { config.itemWidth = rng.points(20...150) }
            let env = Self.environment(&rng)
            let layout = TabBarLayout(configuration: config, environment: env)
            let (left, right) = Self.span(config, env)
            #expect(layout.positioning == .centered)
            // A More item takes the slot after the last visible tab.
            guard let first = layout.items.first, let last = layout.more?.frame ?? layout.items.last?.frame else { continue }
            let leadingRoom = first.frame.minX - left
            let trailingRoom = right - last.maxX
            // Exact for custom; UIKit's whole points move each edge by at most half a point.
            #expect(isClose(leadingRoom, trailingRoom, kind == .custom ? tolerance : 1))
            // itemsOverflow exactly when n·w + (n−1)·s exceeds the span (More is one of the n).
            let n = Double(layout.items.count + (layout.more == nil ? 0 : 1))
            let w = config.itemWidth ?? 76
            let s = kind == .system && (config.itemSpacing ?? 0) == 0 ? 34 : config.itemSpacing ?? 0
            let needed = n * w + (n - 1) * s
            let overflow: [TabBarLayout.Note] = needed > right - left
                ? [.itemsOverflow(needed: needed, available: right - left)] : []
            #expect(layout.notes.filter { $0 != .sideBySideNotModelled } == overflow)
            // Regular widths move what does not fit behind More: the visible items then fit (with at least one tab).
            if layout.more != nil, env.horizontalSizeClass == .regular, layout.items.count > 1 { #expect(overflow.isEmpty) }
        }
    }

    @Test func rightToLeftIsTheExactMirrorOfLeftToRight() {
        var rng = SplitMix64(seed: 0x7AB5_0003)
        for _ in 0..<Self.caseCount {
            let kind: TabBarConfiguration.Kind = Bool.random(using: &rng) ? .custom : .system
            let config = Self.configuration(&rng, kind: kind)
            let ltrEnv = Self.environment(&rng)
            var rtlEnv = ltrEnv
            rtlEnv.layoutDirection = .rightToLeft
            let ltr = TabBarLayout(configuration: config, environment: ltrEnv)
            let rtl = TabBarLayout(configuration: config, environment: rtlEnv)
            let width = ltrEnv.width
            #expect(rtl.positioning == ltr.positioning)
            #expect(rtl.bar == ltr.bar)
            #expect(rtl.notes == ltr.notes)
            #expect(rtl.items.count == ltr.items.count)
            for (l, r) in zip(ltr.items, rtl.items) {
                #expect(r.id == l.id && r.index == l.index)
                #expect(r.frame == l.frame.mirrored(inWidth: width))
                #expect(r.icon == l.icon?.mirrored(inWidth: width))
                #expect(r.title == l.title?.mirrored(inWidth: width))
                #expect(r.indicator == l.indicator?.mirrored(inWidth: width))
            }
            #expect(rtl.more?.frame == ltr.more?.frame.mirrored(inWidth: width))
            #expect(rtl.more?.icon == ltr.more?.icon?.mirrored(inWidth: width))
            #expect(rtl.more?.tabs == ltr.more?.tabs)
            // Tab 0 is the rightmost.
            if rtl.items.count > 1, let first = rtl.items.first, let last = rtl.items.last, first.frame.width > 0 {
                #expect(first.frame.minX > last.frame.minX)
            }
        }
    }

    @Test func systemFramesAreWholePointsInsideTheSpan() {
        var rng = SplitMix64(seed: 0x7AB5_0004)
        for _ in 0..<Self.caseCount {
            let config = Self.configuration(&rng, kind: .system)
            let env = Self.environment(&rng, direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
            let layout = TabBarLayout(configuration: config, environment: env)
            for item in layout.items {
                let leftEdge = env.layoutDirection == .leftToRight ? item.frame.minX : env.width - item.frame.maxX
                #expect(leftEdge == leftEdge.rounded(.down))
                #expect(item.frame.width == item.frame.width.rounded(.down))
                #expect(item.frame.y == 1)
            }
            let (left, right) = Self.span(config, env)
            if layout.positioning == .fill, layout.notes.isEmpty || layout.notes == [.sideBySideNotModelled] {
                for item in layout.items {
                    let x = env.layoutDirection == .leftToRight ? item.frame.minX : env.width - item.frame.maxX
                    #expect(x >= left && x + item.frame.width <= right)
                }
            }
        }
    }

    @Test func snappedEdgesLieOnThePixelGrid() {
        var rng = SplitMix64(seed: 0x7AB5_0005)
        for _ in 0..<Self.caseCount {
            let kind: TabBarConfiguration.Kind = Bool.random(using: &rng) ? .custom : .system
            let config = Self.configuration(&rng, kind: kind)
            let env = Self.environment(&rng, direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
            let snapped = TabBarLayout(configuration: config, environment: env, snap: true)
            let plain = TabBarLayout(configuration: config, environment: env)
            for (s, p) in zip(snapped.items, plain.items) {
                for (a, b) in [(s.frame, p.frame)] + zip([s.icon, s.title, s.indicator], [p.icon, p.title, p.indicator])
                    .compactMap({ pair in pair.0.flatMap { a in pair.1.map { (a, $0) } } }) {
                    for (edge, original) in [(a.minX, b.minX), (a.maxX, b.maxX), (a.minY, b.minY), (a.maxY, b.maxY)] {
                        let pixels = edge * env.scale
                        #expect(isClose(pixels, pixels.rounded(), 1e-6))
                        #expect(abs(edge - original) <= 0.5 / env.scale + tolerance)
                    }
                }
            }
        }
    }
}
