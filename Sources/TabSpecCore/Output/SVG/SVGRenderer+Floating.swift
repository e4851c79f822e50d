import TabSpecRuntime

/// The floating iOS 26 bar (layout.md v1.2, community-measured): the glass platter, the lens under the
/// selected tab and the search tab's circle, over a neutral backdrop standing for the content behind the glass
/// (``contentBackdrop(_:visibleTop:background:into:)``).
extension SVGRenderer {
    /// The glass of one appearance: the platter's and search circle's fill and hairline, and the lens's fill.
    struct Glass {
        /// The platter's and the search circle's translucent fill.
        var fill: RGBAColor
        /// Their subtle hairline stroke.
        var stroke: RGBAColor
        /// The lens's fill, a little stronger than the glass.
        var lens: RGBAColor

        /// The glass in light or dark appearance.
        static func of(dark: Bool) -> Glass {
            dark
                ? Glass(fill: RGBAColor(rgb: 0x2C2C2E, alpha: 0.72), stroke: RGBAColor(white: 1, alpha: 0.18),
                        lens: RGBAColor(white: 1, alpha: 0.16))
                : Glass(fill: RGBAColor(white: 1, alpha: 0.72), stroke: RGBAColor(white: 0, alpha: 0.12),
                        lens: RGBAColor(white: 0, alpha: 0.08))
        }
    }

    /// The label an annotated picture draws above a floating bar, the text of the layout's note
    /// (``TabBarLayout/Note/floatingCommunityMeasured``).
    static let floatingLabel = TabBarLayout.Note.floatingCommunityMeasured.message
    /// The floating label's font size.
    static let floatingLabelFontSize = 9.0

    /// The glass of a floating bar, bar-relative, drawn before its items: when `annotate`, the label above it
    /// (haloed in the backdrop's colour); the platter (`data-platter`), the search tab's circle
    /// (`data-search="ID"`) and the lens under the selected item (`data-lens="ID"`: the item's frame, corner
    /// radius 27; the search circle's own radius when it is selected).
    static func floatingGlass(_ tabBar: LaidOutTabBar, selectedIndex: Int, dark: Bool, annotate: Bool, into svg: SVGBuilder) {
        let layout = tabBar.layout
        let glass = Glass.of(dark: dark)
        if annotate {
            let labelColor = dark ? RGBAColor(rgb: 0xAEAEB2) : RGBAColor(rgb: 0x6C6C70)
            svg.text("text", [
                ("data-label", "floating"),
                ("x", n(layout.bar.shown.width / 2)), ("y", "-8"),
                ("font-size", n(floatingLabelFontSize)), ("text-anchor", "middle"),
            ] + SVGPaint.fill(labelColor)
                // A halo of the backdrop's colour keeps the label readable over the content lines.
                + SVGPaint.stroke(RGBAColor(white: dark ? 0 : 1)) + [("stroke-width", "3"), ("paint-order", "stroke")],
                floatingLabel)
        }
        let glassPaint = SVGPaint.fill(glass.fill) + SVGPaint.stroke(glass.stroke) + [("stroke-width", "0.5")]
        if let platter = layout.platter {
            let radius = n(TabBarLayout.Floating.platterCornerRadius)
            svg.empty("rect", [("data-platter", tabBar.name)] + frameAttributes(platter)
                + [("rx", radius), ("ry", radius)] + glassPaint)
        }
        let search = layout.searchTab.flatMap { id in layout.items.first { $0.id == id } }
        if let search {
            let radius = n(search.frame.width / 2)
            svg.empty("rect", [("data-search", search.id)] + frameAttributes(search.frame)
                + [("rx", radius), ("ry", radius)] + glassPaint)
        }
        if let lensed = layout.items.first(where: { $0.index == selectedIndex }), let lens = lensed.indicator {
            let radius = n(lensed.id == search?.id ? lens.width / 2 : TabBarLayout.Floating.lensCornerRadius)
            svg.empty("rect", [("data-lens", lensed.id)] + frameAttributes(lens)
                + [("rx", radius), ("ry", radius)] + SVGPaint.fill(glass.lens))
        }
    }

    /// The note a floating bar's picture adds when the spec has an `indicator` block, which iOS 26 does not
    /// draw; `nil` otherwise.
    static func floatingIndicatorNote(_ tabBar: LaidOutTabBar) -> String? {
        guard tabBar.layout.geometry == .floating, let indicator = tabBar.configuration.indicator else { return nil }
        return "the spec's \(indicator.shape.rawValue) indicator is not drawn: the floating bar shows the selection "
            + "as the lens, the selected button's frame with corner radius "
            + n(TabBarLayout.Floating.lensCornerRadius)
    }

    /// `x`, `y`, `width` and `height` attributes of `frame`.
    static func frameAttributes(_ frame: Rect) -> [(String, String)] {
        [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))]
    }
}
