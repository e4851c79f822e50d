/// One panel: a caption, the visible part of the screen with the bar, its items and the safe area, and the
/// layout notes.
extension SVGRenderer {
    /// The strip color marking safe-area insets.
    static let safeAreaColor = RGBAColor(rgb: 0xFF2D55, alpha: 0.15)
    /// The color of the safe-area label.
    static let safeAreaLabelColor = RGBAColor(rgb: 0xFF2D55)

    /// Draws `tabBar` in `appearance` with its top-left corner at (`x`, `top`).
    static func panel(
        _ tabBar: LaidOutTabBar,
        selectedTab: String?,
        environment: TabBarEnvironment,
        appearance: Appearance,
        x: Double,
        top: Double,
        into svg: SVGBuilder
    ) {
        let layout = tabBar.layout
        let visible = visibleRange(layout, in: environment)
        let visibleHeight = visible.bottom - visible.top
        let width = environment.width
        let dark = appearance == .dark
        let background = tabBar.configuration.colors.background.resolved(dark: dark)

        var caption = "\(tabBar.name) · \(deviceName(environment, long: false)) · \(environment.orientation.rawValue)"
        if environment.layoutDirection == .rightToLeft { caption += " · right to left" }
        caption += " · \(appearance.rawValue)"
        svg.text("text", [("x", n(x)), ("y", n(top + 13)), ("font-size", "12"), ("fill", "#3C3C43")], caption)

        let viewportTop = top + captionHeight
        svg.element("svg", [
            ("x", n(x)), ("y", n(viewportTop)),
            ("width", n(width + 2)), ("height", n(visibleHeight + 1)),
            ("viewBox", "-1 \(n(visible.top)) \(n(width + 2)) \(n(visibleHeight + 1))"),
        ]) {
            svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height))]
                + SVGPaint.fill(background))
            bar(tabBar, selectedTab: selectedTab, environment: environment, dark: dark, into: svg)
            safeArea(environment, visibleTop: visible.top, into: svg)
            svg.empty("rect", [
                ("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height)),
                ("fill", "none"), ("stroke", "#636366"), ("stroke-width", "1"),
            ])
        }

        for (index, note) in layout.notes.enumerated() {
            let y = viewportTop + visibleHeight + 1 + Double(index + 1) * noteLineHeight
            svg.text("text", [("x", n(x)), ("y", n(y)), ("font-size", "10"), ("fill", "#8E8E93")], "note: \(note.message)")
        }
    }

    /// The bar at its shown screen position: background (bar tint composited over the background color),
    /// top hairline, item frames, the selected item's indicator, icon boxes and titles.
    static func bar(
        _ tabBar: LaidOutTabBar,
        selectedTab: String?,
        environment: TabBarEnvironment,
        dark: Bool,
        into svg: SVGBuilder
    ) {
        let configuration = tabBar.configuration
        let colors = configuration.colors
        let shown = tabBar.layout.bar.shown
        let background = colors.background.resolved(dark: dark)
        let selectedIndex = selectedTab.flatMap(tabBar.index(ofTab:)) ?? configuration.initialIndex

        svg.element("g", [("data-tabbar", tabBar.name), ("transform", "translate(\(n(shown.x)),\(n(shown.y)))")]) {
            svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(shown.width)), ("height", n(shown.height))]
                + SVGPaint.fill(colors.barTint.resolved(dark: dark).composited(over: background)))
            let hairline = dark ? RGBAColor(white: 1, alpha: 0.15) : RGBAColor(white: 0, alpha: 0.3)
            svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(shown.width)), ("height", "0.5")]
                + SVGPaint.fill(hairline))
            for item in tabBar.layout.items {
                let spec = configuration.items.indices.contains(item.index) ? configuration.items[item.index] : nil
                self.item(item, spec: spec, selected: item.index == selectedIndex, configuration: configuration,
                          dark: dark, into: svg)
            }
        }
    }

    /// One item: its frame (`data-tab`), the indicator when selected, the icon box labelled with the symbol
    /// name and the title.
    static func item(
        _ item: TabBarLayout.Item,
        spec: TabBarConfiguration.Item?,
        selected: Bool,
        configuration: TabBarConfiguration,
        dark: Bool,
        into svg: SVGBuilder
    ) {
        let colors = configuration.colors
        let tint = (selected ? colors.tint : colors.unselectedItemTint).resolved(dark: dark)
        let frame = item.frame
        let itemBackground = selected ? (colors.selectedItemBackground ?? colors.itemBackground) : colors.itemBackground
        svg.empty("rect", [
            ("data-tab", item.id),
            ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)),
        ] + (itemBackground.map { SVGPaint.fill($0.resolved(dark: dark)) } ?? [("fill", "none")])
            + [("stroke", "#8E8E93"), ("stroke-width", "0.5"), ("stroke-dasharray", "2 2")])

        if selected, let indicator = item.indicator, let shape = configuration.indicator {
            let color = (shape.color ?? colors.tint).resolved(dark: dark)
            let radius = cornerRadii(of: shape.shape, in: indicator)
            svg.empty("rect", [
                ("data-indicator", item.id),
                ("x", n(indicator.x)), ("y", n(indicator.y)),
                ("width", n(indicator.width)), ("height", n(indicator.height)),
                ("rx", n(radius.x)), ("ry", n(radius.y)),
            ] + SVGPaint.fill(color))
        }

        if let icon = item.icon {
            svg.empty("rect", [
                ("x", n(icon.x)), ("y", n(icon.y)), ("width", n(icon.width)), ("height", n(icon.height)),
                ("rx", "3"), ("fill", "none"),
            ] + SVGPaint.stroke(tint) + [("stroke-width", "1")])
            let symbol = selected ? (spec?.selectedSymbolName ?? spec?.symbolName) : spec?.symbolName
            if let symbol {
                let size = labelSize(symbol, width: frame.width)
                svg.text("text", [
                    ("x", n(icon.midX)), ("y", n(icon.midY + size * 0.35)),
                    ("font-size", n(size)), ("text-anchor", "middle"),
                ] + SVGPaint.fill(tint), symbol)
            }
        }

        if let titleFrame = item.title, let title = spec?.title {
            let font = configuration.titleFont
            let color = colors.title?.resolved(dark: dark) ?? tint
            svg.text("text", [
                ("x", n(titleFrame.midX)), ("y", n(titleFrame.midY + font.size * 0.35)),
                ("font-size", n(font.size)), ("font-weight", cssWeight(font.weight)), ("text-anchor", "middle"),
            ] + SVGPaint.fill(color), title)
        }
    }

    /// The safe-area insets as translucent strips (screen coordinates), the bottom one labelled.
    static func safeArea(_ environment: TabBarEnvironment, visibleTop: Double, into svg: SVGBuilder) {
        let insets = environment.safeArea
        let width = environment.width
        let height = environment.height
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        var strips: [(String, Rect)] = []
        if insets.top > 0 { strips.append(("top", Rect(x: 0, y: 0, width: width, height: insets.top))) }
        if left > 0 { strips.append(((rightToLeft ? "trailing" : "leading"), Rect(x: 0, y: 0, width: left, height: height))) }
        if right > 0 {
            strips.append(((rightToLeft ? "leading" : "trailing"), Rect(x: width - right, y: 0, width: right, height: height)))
        }
        if insets.bottom > 0 {
            strips.append(("bottom", Rect(x: 0, y: height - insets.bottom, width: width, height: insets.bottom)))
        }
        for (edge, rect) in strips {
            svg.empty("rect", [
                ("data-safe-area", edge),
                ("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
            ] + SVGPaint.fill(safeAreaColor))
        }
        if insets.bottom >= 10 {
            svg.text("text", [
                ("x", n(width / 2)), ("y", n(height - insets.bottom / 2 + 3)),
                ("font-size", "8"), ("text-anchor", "middle"),
            ] + SVGPaint.fill(safeAreaLabelColor), "safe area \(n(insets.bottom)) pt")
        }
    }

    /// The corner radii of an indicator: an ellipse for a circle, round ends for a capsule, square for an
    /// underline.
    static func cornerRadii(of shape: TabBarConfiguration.Indicator.Shape, in frame: Rect) -> (x: Double, y: Double) {
        switch shape {
        case .circle:
            return (max(0, frame.width / 2), max(0, frame.height / 2))
        case .capsule:
            let radius = max(0, min(frame.width, frame.height) / 2)
            return (radius, radius)
        case .underline:
            return (0, 0)
        }
    }

    /// A font size (one decimal, 4–9 pt) at which `label` roughly fits `width` (0.56 em per character).
    static func labelSize(_ label: String, width: Double) -> Double {
        let characters = Double(max(1, label.unicodeScalars.count))
        let fit = (width - 4) / (0.56 * characters)
        let size = fit.isFinite ? min(9, max(4, fit)) : 9
        return (size * 10).rounded(.down) / 10
    }

    /// The CSS `font-weight` of a `UIFont.Weight` (ultraLight 100 … black 900).
    static func cssWeight(_ weight: TabBarConfiguration.FontWeight) -> String {
        switch weight {
        case .ultraLight: return "100"
        case .thin: return "200"
        case .light: return "300"
        case .regular: return "400"
        case .medium: return "500"
        case .semibold: return "600"
        case .bold: return "700"
        case .heavy: return "800"
        case .black: return "900"
        }
    }
}
