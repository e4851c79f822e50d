/// Horizontal item placement (layout.md, Positioning), in leading-first coordinates.
extension TabBarLayout {
    /// One item's left edge and width.
    struct Column: Sendable, Hashable {
        /// The item's left edge.
        var x: Double
        /// The item's width.
        var width: Double
    }

    /// The columns of `count` items laid out with `positioning`, and the overflow note they raise, if any.
    static func columns(
        count: Int,
        positioning: TabBarConfiguration.ItemPositioning,
        configuration: TabBarConfiguration,
        span: ContentSpan
    ) -> (columns: [Column], note: Note?) {
        guard count > 0 else { return ([], nil) }
        let n = Double(count)
        let left = span.left
        let cw = span.width
        let spacing = configuration.resolvedItemSpacing(for: positioning)
        let itemWidth = positioning == .centered ? configuration.resolvedCenteredItemWidth : nil

        if let w = itemWidth {
            // Centered: w = itemWidth, total = n·w + (n−1)·s, x_i = left + (cw − total)/2 + i·(w + s).
            let total = n * w + (n - 1) * spacing
            let start = left + (cw - total) / 2
            let note: Note? = total > cw ? .itemsOverflow(needed: total, available: cw) : nil
            let columns = (0..<count).map { i -> Column in
                let x = start + Double(i) * (w + spacing)
                switch configuration.kind {
                case .custom:
                    return Column(x: x, width: w)
                case .system:
                    let l = roundHalfUp(x)
                    return Column(x: l, width: roundHalfUp(x + w) - l)
                }
            }
            return (columns, note)
        }

        switch configuration.kind {
        case .custom:
            // Fill: w = (cw − (n−1)·s)/n, x_i = left + i·(w + s), computed as left + i·(cw + s)/n
            // (the same value with fewer roundings, so the last item ends at `right`).
            let w = (cw - (n - 1) * spacing) / n
            let columns = (0..<count).map { i in
                Column(x: left + Double(i) * (cw + spacing) / n, width: w)
            }
            return (columns, w > 0 ? nil : .itemWidthNotPositive(width: w))
        case .system:
            // UIKit fill: slot = cw/n, L_i = round(left + i·slot + 2), R_i = round(left + (i+1)·slot − 2).
            let columns = (0..<count).map { i -> Column in
                let l = roundHalfUp(left + Double(i) * cw / n + 2)
                let r = roundHalfUp(left + Double(i + 1) * cw / n - 2)
                return Column(x: l, width: r - l)
            }
            let narrowest = columns.map(\.width).min() ?? 0
            return (columns, narrowest > 0 ? nil : .itemWidthNotPositive(width: narrowest))
        }
    }
}
