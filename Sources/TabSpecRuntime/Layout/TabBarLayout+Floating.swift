/// The floating iOS 26 tab bar (layout.md v1.2, Geometry): community-measured, not published by Apple.
extension TabBarLayout {
    /// A floating bar's platter in leading-first coordinates: its left edge, its width `C` and the width `w`
    /// of its buttons, with the room it has when its width depends on its titles.
    struct FloatingPlatter: Sendable, Hashable {
        /// The platter's left edge.
        var x: Double
        /// `C`, the platter's width.
        var width: Double
        /// `w`, every button's width.
        var buttonWidth: Double
        /// The widest hugging platter that fits (between the margins, and beside the search tab); `nil` for
        /// the platters that span the bar.
        var room: Double?

        /// The platter of `count` tabs (`count ≥ 1`) whose widest title is estimated `titleWidth` wide, beside
        /// a search tab when `besideSearch`, on a bar `barWidth` wide.
        ///
        /// Without a search tab: `n = 5` → `C = W − 42`, `w = (C + 25)/5`; `n = 4` → `w = (C + 32)/4`, both at
        /// `x = 21`. Beside a search tab: `C = W − 112` at `x = 21`, `m = 4` → `w = (C + 14)/4`, `m = 3` →
        /// `w = (C + 12)/3`. Fewer tabs hug them: `w = max(94, t + 39)`, `C = n·w − (n − 1)·8 + 8`,
        /// `x = (W − C)/2`.
        init(count: Int, titleWidth: Double, besideSearch: Bool, barWidth: Double) {
            typealias F = Floating
            let n = Double(count)
            let spanning = barWidth - (besideSearch ? F.searchPlatterInset : 2 * F.platterMargin)
            /// A platter spanning the bar whose buttons are `(C + extra)/n` wide.
            func spanningPlatter(extra: Double) -> FloatingPlatter {
                FloatingPlatter(x: F.platterMargin, width: spanning, buttonWidth: (spanning + extra) / n, room: nil)
            }
            switch (count, besideSearch) {
            case (5..., false): self = spanningPlatter(extra: 25)
            case (4, false): self = spanningPlatter(extra: 32)
            case (4..., true): self = spanningPlatter(extra: 14)
            case (3, true): self = spanningPlatter(extra: 12)
            default:
                let w = max(F.minimumHuggingButtonWidth, titleWidth + F.huggingTitlePadding)
                let c = n * w - (n - 1) * F.huggingOverlap + 2 * F.buttonInset
                // Centred, it must stay inside the 21 pt margins (C ≤ W − 42) and, beside a search tab, end
                // where the spanning platter ends: (W + C)/2 ≤ 21 + (W − 112), so C ≤ W − 182.
                let room = besideSearch ? 2 * (F.platterMargin + spanning) - barWidth : spanning
                self.init(x: (barWidth - c) / 2, width: c, buttonWidth: w, room: room)
            }
        }

        /// Creates a platter from its parts.
        init(x: Double, width: Double, buttonWidth: Double, room: Double?) {
            self.x = x
            self.width = width
            self.buttonWidth = buttonWidth
            self.room = room
        }

        /// The left edge of button `index` of `count`: `x + 4 + i·(C − 8 − w)/(n − 1)` (`x + 4` for one).
        func buttonX(_ index: Int, of count: Int) -> Double {
            let first = x + Floating.buttonInset
            guard count > 1 else { return first }
            return first + Double(index) * (width - 2 * Floating.buttonInset - buttonWidth) / Double(count - 1)
        }
    }

    /// The floating layout of `configuration`, a `system` bar of at most 5 tabs, in `environment` (a phone in
    /// portrait on iOS 26 or later with the new design).
    ///
    /// The bar is shown at `(0, V − 83, W, 83)`; the platter is 62 high at `y = 0`; buttons are 54 high at
    /// `y = 4`, each with a 28 × 28 icon box centred at `y + 6` and a 12 pt title line at `y + 35`; a search
    /// tab (the first item with ``TabBarConfiguration/Item/isSearch``) is a 62 × 62 circle at `x = W − 83`,
    /// `y = 0`, with its icon box centred, no title, and is the last item. Each item's indicator is the
    /// selection lens: the item's own frame. `spacing`, `itemWidth`, `itemPositioning`, `height`, `iconSize`
    /// and `titleFont` do not apply. Right-to-left mirrors every bar-relative frame, the platter too.
    init(floating configuration: TabBarConfiguration, environment: TabBarEnvironment, snap: Bool) {
        typealias F = Floating
        let placed = Placement(environment: environment, snap: snap)
        let width = environment.width
        let searchIndex = configuration.items.firstIndex { $0.isSearch }
        let tabIndices = configuration.items.indices.filter { $0 != searchIndex }
        var notes: [Note] = [.floatingCommunityMeasured]
        if searchIndex != nil { notes.append(.floatingSearchTabSingleSource) }

        var items: [Item] = []
        items.reserveCapacity(configuration.items.count)
        var platter: Rect?
        if !tabIndices.isEmpty {
            let titleWidth = tabIndices.compactMap { configuration.items[$0].title }
                .map { TitleWidthEstimate.width(of: $0, font: F.titleFont) }.max() ?? 0
            let columns = FloatingPlatter(count: tabIndices.count, titleWidth: titleWidth, besideSearch: searchIndex != nil,
                                          barWidth: width)
            if let room = columns.room, columns.width > room {
                notes.append(.floatingPlatterTooWide(needed: columns.width, available: room))
            }
            platter = placed(Rect(x: columns.x, y: 0, width: columns.width, height: F.platterHeight))
            for (position, index) in tabIndices.enumerated() {
                let frame = Rect(x: columns.buttonX(position, of: tabIndices.count), y: F.buttonInset,
                                 width: columns.buttonWidth, height: F.buttonHeight)
                items.append(Self.floatingItem(configuration.items[index], index: index, frame: frame, iconTop: F.iconTop,
                                               titled: true).mapFrames(placed.callAsFunction))
            }
        }
        var searchTab: String?
        if let searchIndex {
            let search = configuration.items[searchIndex]
            searchTab = search.id
            let circle = Rect(x: width - F.searchTrailingOffset, y: 0, width: F.searchDiameter, height: F.searchDiameter)
            items.append(Self.floatingItem(search, index: searchIndex, frame: circle, iconTop: (F.searchDiameter - F.iconSide) / 2,
                                           titled: false).mapFrames(placed.callAsFunction))
        }
        notes.append(.floatingMinimizedNotModelled)

        let bar = Self.bar(height: F.barHeight - environment.safeArea.bottom, configuration: configuration, environment: environment)
        self.init(
            positioning: configuration.resolvedPositioning(in: environment),
            bar: placed.screen(bar),
            items: items,
            notes: notes,
            geometry: .floating,
            platter: platter,
            searchTab: searchTab
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
