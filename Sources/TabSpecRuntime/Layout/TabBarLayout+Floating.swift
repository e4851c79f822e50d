/// The floating iOS 26 tab bar (layout.md v1.2 and v1.3, Geometry): community-measured, not published by Apple.
extension TabBarLayout {
    /// A floating bar's platter in leading-first coordinates: its left edge, its width `C` and the width `w`
    /// of its buttons.
    struct FloatingPlatter: Sendable, Hashable {
        /// The platter's left edge.
        var x: Double
        /// `C`, the platter's width.
        var width: Double
        /// `w`, every button's width.
        var buttonWidth: Double
        /// Whether it spans the room it has (four or five buttons, three or four beside the circle), rather
        /// than hugging its buttons.
        var spans: Bool
        /// The width the titles ask of a hugging platter when that is more than the room it has, where it stops
        /// (`width` is then the room); else `nil`.
        var needed: Double?

        /// The platter of `count` buttons (`count ≥ 1`) whose widest title is estimated `titleWidth` wide, beside
        /// the detached circle when `besideCircle`, on a bar `barWidth` wide.
        ///
        /// Without the circle: `n = 5` → `C = W − 42`, `w = (C + 25)/5`; `n = 4` → `w = (C + 32)/4`, both at
        /// `x = 21`. Beside the circle: `C = W − 112` at `x = 21`, `m = 4` → `w = (C + 14)/4`, `m = 3` →
        /// `w = (C + 12)/3`. Fewer buttons hug them: `w = max(94, t + 39)`, `C = n·w − (n − 1)·8 + 8`, centred
        /// (`x = (W − C)/2`), or at `x = 21` beside the circle (v1.3, measured). A hugging platter stops at the
        /// room it has, `W − 42` or `W − 112` beside the circle, at `x = 21`, and its buttons share it:
        /// `w = (C + 8n − 16)/n` (v1.3, measured).
        init(count: Int, titleWidth: Double, besideCircle: Bool, barWidth: Double) {
            typealias F = Floating
            let n = Double(count)
            let room = barWidth - (besideCircle ? F.searchPlatterInset : 2 * F.platterMargin)
            /// A platter spanning the room whose buttons are `(C + extra)/n` wide.
            func spanning(extra: Double, needed: Double? = nil, spans: Bool = true) -> FloatingPlatter {
                FloatingPlatter(x: F.platterMargin, width: room, buttonWidth: (room + extra) / n, spans: spans, needed: needed)
            }
            switch (count, besideCircle) {
            case (5..., false): self = spanning(extra: 25)
            case (4, false): self = spanning(extra: 32)
            case (4..., true): self = spanning(extra: 14)
            case (3, true): self = spanning(extra: 12)
            default:
                let overlap = F.huggingOverlap
                let w = max(F.minimumHuggingButtonWidth, titleWidth + F.huggingTitlePadding)
                let c = n * w - (n - 1) * overlap + 2 * F.buttonInset
                if c > room {
                    // C = n·w − 8n + 16 solved for w: the buttons keep their 8 pt overlap.
                    self = spanning(extra: overlap * n - 2 * overlap, needed: c, spans: false)
                } else {
                    self.init(x: besideCircle ? F.platterMargin : (barWidth - c) / 2, width: c, buttonWidth: w, spans: false, needed: nil)
                }
            }
        }

        /// Creates a platter from its parts.
        init(x: Double, width: Double, buttonWidth: Double, spans: Bool, needed: Double?) {
            self.x = x
            self.width = width
            self.buttonWidth = buttonWidth
            self.spans = spans
            self.needed = needed
        }

        /// The left edge of button `index` of `count`: `x + 4 + i·(C − 8 − w)/(n − 1)` (`x + 4` for one).
        func buttonX(_ index: Int, of count: Int) -> Double {
            let first = x + Floating.buttonInset
            guard count > 1 else { return first }
            return first + Double(index) * (width - 2 * Floating.buttonInset - buttonWidth) / Double(count - 1)
        }
    }

    /// Which of a floating bar's tabs go where (layout.md v1.3): the detached circle, the platter, behind More.
    struct FloatingSlots: Sendable, Hashable {
        /// The index of the tab in the detached circle: from iOS 27 with the iOS 27 SDK the first prominent tab,
        /// else the first search tab unless the bar has more than five tabs (a search tab then goes behind More).
        var detached: Int?
        /// The index of the first search tab, wherever it goes.
        var search: Int?
        /// The index of the first prominent tab, shown apart or not.
        var prominent: Int?
        /// The tabs in the platter, in bar order, a search tab last.
        var platter: [Int]
        /// The tabs behind More, in bar order, a search tab last; empty without a More item.
        var behindMore: [Int]
        /// Whether the platter ends with a More item: the bar has more than five tabs.
        var hasMore: Bool

        /// The slots of `configuration`'s tabs in `environment`.
        init(configuration: TabBarConfiguration, environment: TabBarEnvironment) {
            let items = configuration.items
            search = items.firstIndex { $0.isSearch }
            prominent = items.firstIndex { $0.isProminent }
            hasMore = items.count > Floating.tabLimit
            let searchApart = hasMore ? nil : search
            let detached = (environment.showsProminentTab ? prominent : nil) ?? searchApart
            self.detached = detached
            let search = search
            var others = items.indices.filter { $0 != detached && $0 != search }
            if let search, search != detached { others.append(search) }
            // More: four tabs and More (the n = 5 rule), three beside the circle (the m = 4 rule).
            let shown = hasMore ? Floating.tabLimit - 1 - (detached == nil ? 0 : 1) : others.count
            platter = Array(others.prefix(shown))
            behindMore = Array(others.dropFirst(shown))
        }
    }

    /// The floating layout of `configuration`, a `system` bar, in `environment` (a phone in portrait on iOS 26
    /// or later, built with SDK 26 or later, with the new design).
    ///
    /// The bar is shown at `(0, V − 83, W, 83)`; the platter is 62 high at `y = 0`; buttons are 54 high at
    /// `y = 4`, each with a 28 × 28 icon box centred at `y + 6` and a 12 pt title line at `y + 35`. The detached
    /// tab (``FloatingSlots``: the prominent tab from iOS 27, else the search tab) is a 62 × 62 circle at
    /// `x = W − 83`, `y = 0`, with its icon box centred, no title, and is the last item. More than five tabs put
    /// four (three beside the circle) and a More item in the platter, the rest behind More. Each item's indicator
    /// is the selection lens: the item's own frame. The bar minimizes to a 48 pt circle at screen
    /// `(28, V − 76)`; a bottom accessory is at `(21, V − 139, W − 42, 48)` above it, or `(84, V − 76, W − 112, 48)`
    /// beside the minimized circle. `spacing`, `itemWidth`, `itemPositioning`, `height`, `iconSize` and
    /// `titleFont` do not apply. Right-to-left mirrors every frame, the platter, the minimized circle and the
    /// accessory too.
    init(floating configuration: TabBarConfiguration, environment: TabBarEnvironment, snap: Bool) {
        typealias F = Floating
        let placed = Placement(environment: environment, snap: snap)
        let width = environment.width
        let height = environment.height
        let slots = FloatingSlots(configuration: configuration, environment: environment)
        let tabs = configuration.items
        var notes: [Note] = [.floatingCommunityMeasured]
        if environment.iOSVersion >= TabBarEnvironment.prominentFirstVersion {
            notes.append(.floatingGeometryOfIOS26(ios: environment.iOSVersion))
        }
        if environment.ignoresCompatibility { notes.append(.compatibilityIgnoredBySDK(sdk: environment.sdk)) }
        if let detached = slots.detached {
            notes.append(detached == slots.search ? .floatingSearchTabSingleSource : .floatingProminentTabNotMeasured)
            if detached != slots.search, slots.search != nil { notes.append(.floatingSearchTabWithOthersReported) }
        }
        if slots.prominent != nil, !environment.showsProminentTab { notes.append(.prominentTabNeedsIOS27) }
        if slots.hasMore {
            notes.append(slots.detached == nil ? .floatingMoreSingleSource : .floatingMoreBesideProminentNotMeasured)
        }

        var items: [Item] = []
        items.reserveCapacity(slots.platter.count + 1)
        var platter: Rect?
        var more: More?
        let buttons = slots.platter.count + (slots.hasMore ? 1 : 0)
        if buttons > 0 {
            let titles = slots.platter.compactMap { tabs[$0].title } + (slots.hasMore ? [More.title] : [])
            let titleWidths = titles.map { TitleWidthEstimate.width(of: $0, font: F.titleFont) }
            let columns = FloatingPlatter(count: buttons, titleWidth: titleWidths.max() ?? 0, besideCircle: slots.detached != nil,
                                          barWidth: width)
            if let needed = columns.needed {
                notes.append(.floatingPlatterTooWide(needed: needed, available: columns.width))
            }
            if columns.spans, titleWidths.contains(where: { $0 > columns.buttonWidth - F.titleInset }) {
                notes.append(.floatingLongTitleSlotsNotModelled)
            }
            platter = placed(Rect(x: columns.x, y: 0, width: columns.width, height: F.platterHeight))
            /// The frame of button `position`.
            func button(_ position: Int) -> Rect {
                Rect(x: columns.buttonX(position, of: buttons), y: F.buttonInset, width: columns.buttonWidth, height: F.buttonHeight)
            }
            for (position, index) in slots.platter.enumerated() {
                items.append(Self.floatingItem(tabs[index], index: index, frame: button(position), iconTop: F.iconTop,
                                               titled: true).mapFrames(placed.callAsFunction))
            }
            if slots.hasMore {
                let symbol = TabBarConfiguration.Item(id: "", symbolName: More.symbolName, title: More.title)
                let item = Self.floatingItem(symbol, index: buttons - 1, frame: button(buttons - 1), iconTop: F.iconTop, titled: true)
                more = More(frame: item.frame, icon: item.icon, title: item.title, indicator: item.indicator,
                            tabs: slots.behindMore.map { tabs[$0].id }, tabIndices: slots.behindMore).mapFrames(placed.callAsFunction)
            }
        }
        if let detached = slots.detached {
            let circle = Rect(x: width - F.searchTrailingOffset, y: 0, width: F.searchDiameter, height: F.searchDiameter)
            items.append(Self.floatingItem(tabs[detached], index: detached, frame: circle, iconTop: (F.searchDiameter - F.iconSide) / 2,
                                           titled: false).mapFrames(placed.callAsFunction))
        }
        notes.append(.floatingMinimizes)

        var bar = Self.bar(height: F.barHeight - environment.safeArea.bottom, configuration: configuration, environment: environment)
        let bottomRow = height - F.minimizedBottomOffset
        bar.minimized = placed(Rect(x: F.minimizedLeadingInset, y: bottomRow, width: F.minimizedDiameter, height: F.minimizedDiameter))
        if configuration.hasBottomAccessory {
            let inlineX = F.minimizedLeadingInset + F.minimizedDiameter + F.accessorySpacing
            bar.accessory = Accessory(
                expanded: placed(Rect(x: F.platterMargin, y: height - F.barHeight - F.accessorySpacing - F.accessoryHeight,
                                      width: width - 2 * F.platterMargin, height: F.accessoryHeight)),
                inline: placed(Rect(x: inlineX, y: bottomRow, width: width - inlineX - F.minimizedLeadingInset, height: F.accessoryHeight))
            )
            notes.append(.floatingAccessorySingleSource)
        }
        self.init(
            positioning: configuration.resolvedPositioning(in: environment),
            bar: placed.screen(bar),
            items: items,
            more: more,
            notes: notes,
            geometry: .floating,
            platter: platter,
            searchTab: slots.search.map { tabs[$0].id },
            detachedTab: slots.detached.map { tabs[$0].id }
        )
    }

    /// A floating item in `frame` (leading-first): a 28 × 28 icon box centred horizontally at `iconTop`, the
    /// 12 pt title line at `y + 35` when `titled`, and the lens (the frame itself) as its indicator.
    static func floatingItem(_ tab: TabBarConfiguration.Item, index: Int, frame: Rect, iconTop: Double, titled: Bool) -> Item {
        typealias F = Floating
        let icon = tab.hasIcon
            ? Rect(x: frame.x + (frame.width - F.iconSide) / 2, y: frame.y + iconTop, width: F.iconSide, height: F.iconSide)
            : nil
        let title = titled && tab.title != nil
            ? Rect(x: frame.x, y: frame.y + F.titleTop, width: frame.width, height: F.titleHeight)
            : nil
        return Item(id: tab.id, index: index, frame: frame, icon: icon, title: title, indicator: frame)
    }
}
