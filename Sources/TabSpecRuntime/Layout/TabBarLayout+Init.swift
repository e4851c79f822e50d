/// Computing a layout (layout.md): the one model `frames`, `render`, lint and generated code share.
extension TabBarLayout {
    /// Lays out `configuration` in `environment`, exactly as layout.md specifies.
    ///
    /// Items are placed leading-first and, in right-to-left, every bar-relative frame is then mirrored
    /// (`x' = W − x − w`, so tab 0 is the rightmost and icons, titles and indicators follow their items).
    /// With `snap`, every frame (items, icons, titles, indicators and the bar's screen frames) is then snapped
    /// to the environment's pixel grid. Never traps: impossible inputs give odd frames and a ``Note``.
    ///
    /// A `system` bar with more tabs than UIKit shows lays out the visible ones and a ``More`` item after them
    /// (``visibleTabCount(configuration:positioning:environment:span:)``); ``items`` lists only the visible tabs.
    ///
    /// A `system` bar modelled on iOS 26 or later is the floating Liquid Glass bar (``Geometry/floating``,
    /// ``init(floating:environment:snap:)``) on a phone in portrait, when the app is built with SDK 26 or later
    /// and does not keep the old design (``TabBarEnvironment/appliesCompatibility``: only before SDK 27);
    /// elsewhere it stays the classic bar with a note saying why (``ClassicReason``).
    ///
    /// Notes come in a fixed order: the vertical-bar note (``Note/verticalTabBarNotModelled``), content height,
    /// then item width or overflow, then unmodelled layout, then the iOS 26 classic-bar note, the ignored
    /// compatibility key and the app's own accessory.
    ///
    /// A `sidebarOnly` tab (v1.3) is never in a bar: the bar holds the other tabs, each item's ``Item/index``
    /// still naming its place in `configuration`'s items. An iPad's `system` bar in a regular width follows its
    /// `regularWidth` (v1.3, ``Geometry/top``, ``Geometry/hidden``, or the bottom bar in a compact width).
    public init(configuration: TabBarConfiguration, environment modelled: TabBarEnvironment, snap: Bool = false) {
        if let indices = Self.barTabIndices(of: configuration) {
            self.init(barTabs: indices, of: configuration, environment: modelled, snap: snap)
            return
        }
        var environment = modelled
        let regularWidth = RegularWidthLayout(configuration: configuration, environment: modelled)
        switch regularWidth {
        case .top?:
            self.init(unmodelled: .top, configuration: configuration, note: .topBarNotModelled)
            return
        case .hidden?:
            self.init(unmodelled: .hidden, configuration: configuration, note: .hiddenInRegularWidth)
            return
        case .bottomBar?:
            environment.horizontalSizeClass = .compact
        case nil:
            break
        }
        var classicReason: ClassicReason?
        let floatingEra = configuration.kind == .system && environment.iOSVersion >= Floating.firstIOSVersion
        if floatingEra {
            guard let reason = ClassicReason(environment: environment) else {
                self.init(floating: configuration, environment: environment, snap: snap)
                noteVerticalTabBar(configuration: configuration, environment: environment)
                return
            }
            classicReason = reason
        }
        var notes: [Note] = []
        let barHeight = configuration.resolvedHeight(in: environment)
        let bar = Self.bar(height: barHeight, configuration: configuration, environment: environment)

        let span = ContentSpan(configuration: configuration, environment: environment, barHeight: barHeight)
        if configuration.kind == .custom, !(span.height > 0) {
            notes.append(.contentHeightNotPositive(height: span.height))
        }

        let positioning = configuration.resolvedPositioning(in: environment)
        let visibleCount = Self.visibleTabCount(
            configuration: configuration, positioning: positioning, environment: environment, span: span
        )
        let hasMore = visibleCount < configuration.items.count
        let (columns, columnNote) = Self.columns(
            count: visibleCount + (hasMore ? 1 : 0),
            positioning: positioning,
            configuration: configuration,
            span: span
        )
        if let columnNote { notes.append(columnNote) }

        let stacked = Self.systemUsesStackedLayout(in: environment)
        if configuration.kind == .system, !stacked,
           hasMore || configuration.items.contains(where: { $0.hasIcon || $0.title != nil }) {
            notes.append(.sideBySideNotModelled)
        }
        if let classicReason {
            notes.append(.classicBarOnIOS26(classicReason))
        }
        if floatingEra, environment.ignoresCompatibility {
            notes.append(.compatibilityIgnoredBySDK(sdk: environment.sdk))
        }
        if configuration.hasBottomAccessory {
            notes.append(.accessoryPlacedByApp)
        }
        if regularWidth == .bottomBar {
            notes.append(.bottomBarInCompactWidth)
        }

        let placed = Placement(environment: environment, snap: snap)
        var items: [Item] = []
        items.reserveCapacity(visibleCount)
        for (index, (tab, column)) in zip(configuration.items.prefix(visibleCount), columns).enumerated() {
            let frame = Rect(x: column.x, y: span.top, width: column.width, height: span.height)
            let content = Self.content(of: tab, in: frame, configuration: configuration, stacked: stacked)
            let item = Item(
                id: tab.id,
                index: index,
                frame: frame,
                icon: content.icon,
                title: content.title,
                indicator: configuration.indicator?.frame(in: frame)
            )
            items.append(item.mapFrames(placed.callAsFunction))
        }
        var more: More?
        if hasMore, columns.count > visibleCount {
            let column = columns[visibleCount]
            let frame = Rect(x: column.x, y: span.top, width: column.width, height: span.height)
            let symbol = TabBarConfiguration.Item(id: "", symbolName: More.symbolName, title: More.title)
            let content = Self.content(of: symbol, in: frame, configuration: configuration, stacked: stacked)
            let hidden = visibleCount..<configuration.items.count
            more = More(
                frame: frame,
                icon: content.icon,
                title: content.title,
                indicator: configuration.indicator?.frame(in: frame),
                tabs: hidden.map { configuration.items[$0].id },
                tabIndices: hidden
            ).mapFrames(placed.callAsFunction)
        }

        self.init(
            positioning: positioning,
            bar: placed.screen(bar),
            items: items,
            more: more,
            notes: notes
        )
        noteVerticalTabBar(configuration: configuration, environment: environment)
    }

    /// The bar's screen frames: shown `(0, V − H − S, W, H + S)`, hidden
    /// `(0, V + max(0, backgroundImageHeight − (H + S)), W, H + S)`.
    static func bar(height: Double, configuration: TabBarConfiguration, environment: TabBarEnvironment) -> Bar {
        let total = height + environment.safeArea.bottom
        let overhang = max(0, (configuration.backgroundImageHeight ?? 0) - total)
        return Bar(
            height: height,
            shown: Rect(x: 0, y: environment.height - total, width: environment.width, height: total),
            hidden: Rect(x: 0, y: environment.height + overhang, width: environment.width, height: total)
        )
    }
}
