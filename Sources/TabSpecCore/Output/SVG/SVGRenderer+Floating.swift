import TabSpecRuntime

/// The floating iOS 26 bar (layout.md v1.2 and v1.3, community-measured): the glass platter, the lens under the
/// selected tab and the detached circle (the search tab's, or iOS 27's prominent tab's), over a neutral backdrop
/// standing for the content behind the glass (``contentBackdrop(_:visibleTop:background:into:)``); drawn
/// minimized on request (``minimizedBar(_:selectedTab:environment:dark:annotate:images:into:)``), and the bottom
/// accessory (``accessory(_:minimized:dark:into:)``).
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
    /// (haloed in the backdrop's colour); the platter (`data-platter`), the detached circle (`data-search="ID"`
    /// for the search tab, `data-prominent="ID"` for iOS 27's prominent tab) and the lens under the selected
    /// item (`data-lens="ID"`: the item's frame, corner radius 27; `data-lens="more"` on the More item when the
    /// selected tab is behind it). A selected tab in the circle has no lens: iOS 26 only tints its glyph
    /// (measured with the search tab; assumed for the prominent tab).
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
        let detached = layout.detachedTab.flatMap { id in layout.items.last { $0.id == id } }
        if let detached {
            let radius = n(detached.frame.width / 2)
            let attribute = detached.id == layout.searchTab ? "data-search" : "data-prominent"
            svg.empty("rect", [(attribute, detached.id)] + frameAttributes(detached.frame)
                + [("rx", radius), ("ry", radius)] + glassPaint)
        }
        let lensRadius = n(TabBarLayout.Floating.lensCornerRadius)
        if let lensed = layout.items.first(where: { $0.index == selectedIndex }), lensed.id != detached?.id, let lens = lensed.indicator {
            svg.empty("rect", [("data-lens", lensed.id)] + frameAttributes(lens)
                + [("rx", lensRadius), ("ry", lensRadius)] + SVGPaint.fill(glass.lens))
        } else if let more = layout.more, more.tabIndices.contains(selectedIndex), let lens = more.indicator {
            svg.empty("rect", [("data-lens", "more")] + frameAttributes(lens)
                + [("rx", lensRadius), ("ry", lensRadius)] + SVGPaint.fill(glass.lens))
        }
    }

    /// A floating bar drawn minimized (`render --minimized`), in screen coordinates after the bar's group (which
    /// stays in the file, hidden): the glass circle at ``TabBarLayout/Bar/minimized``
    /// (`<rect data-minimized-bar="NAME">`) and in it the selected item (`<rect data-minimized="ID">`, `more`
    /// when the selected tab is behind More) with its icon in a 28 pt box, centred.
    static func minimizedBar(_ tabBar: LaidOutTabBar, selectedTab: String?, environment: TabBarEnvironment, dark: Bool,
                             annotate: Bool, images: SVGImages, into svg: SVGBuilder) {
        guard let circle = tabBar.layout.bar.minimized else { return }
        let glass = Glass.of(dark: dark)
        let radius = n(circle.width / 2)
        svg.empty("rect", [("data-minimized-bar", tabBar.name)] + frameAttributes(circle) + [("rx", radius), ("ry", radius)]
            + SVGPaint.fill(glass.fill) + SVGPaint.stroke(glass.stroke) + [("stroke-width", "0.5")])
        let items = drawnItems(tabBar, selectedTab: selectedTab, environment: environment)
        guard var shown = items.first(where: \.selected) ?? items.first else { return }
        let side = minimizedIconSide
        shown.attribute = ("data-minimized", shown.attribute.0 == "data-tab" ? shown.attribute.1 : "more")
        shown.frame = circle
        shown.icon = shown.hasIcon
            ? Rect(x: circle.midX - side / 2, y: circle.midY - side / 2, width: side, height: side) : nil
        shown.title = nil
        shown.indicator = nil
        item(shown, configuration: tabBar.configuration, dark: dark, annotate: annotate, images: images, into: svg)
    }

    /// The bottom accessory of a floating bar whose app shows one (``TabBarLayout/Bar/accessory``), in screen
    /// coordinates: a glass capsule (`<rect data-accessory="expanded|inline">`, corner radius 24) above the
    /// platter, or beside the minimized circle when `minimized`, holding a placeholder label (the app draws its
    /// own content there).
    static func accessory(_ tabBar: LaidOutTabBar, minimized: Bool, dark: Bool, into svg: SVGBuilder) {
        guard let accessory = tabBar.layout.bar.accessory else { return }
        let glass = Glass.of(dark: dark)
        let frame = minimized ? accessory.inline : accessory.expanded
        let radius = n(frame.height / 2)
        svg.empty("rect", [("data-accessory", minimized ? "inline" : "expanded")] + frameAttributes(frame)
            + [("rx", radius), ("ry", radius)] + SVGPaint.fill(glass.fill) + SVGPaint.stroke(glass.stroke) + [("stroke-width", "0.5")])
        let labelColor = dark ? RGBAColor(rgb: 0xAEAEB2) : RGBAColor(rgb: 0x6C6C70)
        svg.text("text", [
            ("data-label", "accessory"),
            ("x", n(frame.midX)), ("y", n(frame.midY + accessoryLabelFontSize * 0.35)),
            ("font-size", n(accessoryLabelFontSize)), ("text-anchor", "middle"),
        ] + SVGPaint.fill(labelColor), accessoryLabel)
    }

    /// The icon box in the minimized circle: the floating bar's 28 pt box, centred (tabspec's assumption; the
    /// minimized glyph was not measured).
    static let minimizedIconSide = 28.0

    /// The placeholder text of a drawn bottom accessory.
    static let accessoryLabel = "bottom accessory"
    /// Its font size.
    static let accessoryLabelFontSize = 11.0

    /// The note under a panel drawn with `--minimized` whose bar does not minimize (a classic or custom bar);
    /// `nil` otherwise.
    static func minimizedNote(_ tabBar: LaidOutTabBar, minimized: Bool) -> String? {
        guard minimized, tabBar.layout.bar.minimized == nil else { return nil }
        return "only the floating bar minimizes; this bar is drawn as shown"
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
