/// One panel: a caption, the visible part of the screen with the bar, its items and the safe area, and the
/// layout notes.
extension SVGRenderer {
    /// The strip color marking safe-area insets.
    static let safeAreaColor = RGBAColor(rgb: 0xFF2D55, alpha: 0.15)
    /// The color of the safe-area label.
    static let safeAreaLabelColor = RGBAColor(rgb: 0xFF2D55)

    /// Draws `row`'s tab bar in `appearance` under `caption`, its left edge at `x`.
    static func panel(
        _ row: SVGLayout.Row,
        caption: String,
        selectedTab: String?,
        environment: TabBarEnvironment,
        appearance: Appearance,
        x: Double,
        into svg: SVGBuilder
    ) {
        let tabBar = row.tabBar
        let top = row.top
        let visible = row.visible
        let visibleHeight = visible.bottom - visible.top
        let width = environment.width
        let dark = appearance == .dark
        let background = tabBar.configuration.colors.background.resolved(dark: dark)

        svg.text("text", [("x", n(x)), ("y", n(top + 13)), ("font-size", n(captionFontSize)), ("fill", "#3C3C43")], caption)

        let viewportTop = top + captionHeight
        svg.element("svg", [
            ("x", n(x)), ("y", n(viewportTop)),
            ("width", n(width + 2)), ("height", n(visibleHeight + 1)),
            ("viewBox", "-1 \(n(visible.top)) \(n(width + 2)) \(n(visibleHeight + 1))"),
        ]) {
            if tabBar.layout.geometry == .floating {
                floatingBackdrop(environment, visibleTop: visible.top, dark: dark, into: svg)
            } else {
                svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height))]
                    + SVGPaint.fill(background))
            }
            bar(tabBar, selectedTab: selectedTab, environment: environment, dark: dark, into: svg)
            safeArea(environment, visibleTop: visible.top, into: svg)
            svg.empty("rect", [
                ("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height)),
                ("fill", "none"), ("stroke", "#636366"), ("stroke-width", "1"),
            ])
        }

        for (index, line) in row.noteLines.enumerated() {
            let y = viewportTop + visibleHeight + 1 + Double(index + 1) * noteLineHeight
            svg.text("text", [("x", n(x)), ("y", n(y)), ("font-size", n(noteFontSize)), ("fill", "#8E8E93")], line)
        }
    }

    /// A panel's heading: `Tab · iPhone 16 · portrait · iOS 18.0 · light` (with the language, `· de`, and
    /// `· right to left` before the appearance in right-to-left). The picture is made wide enough for every
    /// heading (``SVGLayout``).
    static func caption(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment, appearance: Appearance, language: String? = nil) -> String {
        var caption = "\(tabBar.name) · \(deviceName(environment, long: false)) · \(environment.orientation.rawValue)"
        caption += " · iOS \(environment.iOSVersion)"
        if let language { caption += " · \(language)" }
        if environment.layoutDirection == .rightToLeft { caption += " · right to left" }
        return caption + " · \(appearance.rawValue)"
    }

    /// The lines printed under a panel `width` points wide: each note as `note: …` (a floating bar's
    /// ``floatingIndicatorNote(_:)`` last), wrapped at spaces to the width (by the title-width estimate), later
    /// lines indented.
    static func noteLines(_ tabBar: LaidOutTabBar, width: Double) -> [String] {
        let font = TabBarConfiguration.Font(weight: .regular, size: noteFontSize)
        var lines: [String] = []
        for text in tabBar.layout.notes.map(message(of:)) + [floatingIndicatorNote(tabBar)].compactMap({ $0 }) {
            var line = "note:"
            for word in text.split(separator: " ") {
                let candidate = line + " " + word
                if line.count > 5, TitleWidthEstimate.width(of: candidate, font: font) > width {
                    lines.append(line)
                    line = "  " + word
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A note as the picture prints it: the layout's message, except that the side-by-side note says how the
    /// picture draws that layout.
    static func message(of note: TabBarLayout.Note) -> String {
        switch note {
        case .sideBySideNotModelled:
            return "icon and title sit side by side in this environment; their frames are not modelled, "
                + "so they are drawn approximately (data-approximate=\"inline\")"
        case .itemsOverflow, .itemWidthNotPositive, .contentHeightNotPositive, .classicBarOnIOS26, .floatingCommunityMeasured,
             .floatingSearchTabSingleSource, .floatingPlatterTooWide, .floatingMinimizedNotModelled:
            return note.message
        }
    }

    /// The bar at its shown screen position: background (bar tint composited over the background color),
    /// top hairline, item frames, the selected item's indicator, icon boxes and titles, then the More item. A
    /// floating bar has no background of its own: its glass (``floatingGlass(_:selectedIndex:dark:into:)``)
    /// comes first, and its items show no `indicator` (the lens is the selection).
    static func bar(
        _ tabBar: LaidOutTabBar,
        selectedTab: String?,
        environment: TabBarEnvironment,
        dark: Bool,
        into svg: SVGBuilder
    ) {
        let configuration = tabBar.configuration
        let colors = configuration.colors
        let layout = tabBar.layout
        let shown = layout.bar.shown
        let background = colors.background.resolved(dark: dark)
        let selectedIndex = selectedTab.flatMap(tabBar.index(ofTab:)) ?? configuration.initialIndex

        let floating = layout.geometry == .floating
        svg.element("g", [("data-tabbar", tabBar.name), ("transform", "translate(\(n(shown.x)),\(n(shown.y)))")]) {
            if floating {
                floatingGlass(tabBar, selectedIndex: selectedIndex, dark: dark, into: svg)
            } else {
                svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(shown.width)), ("height", n(shown.height))]
                    + SVGPaint.fill(colors.barTint.resolved(dark: dark).composited(over: background)))
                let hairline = dark ? RGBAColor(white: 1, alpha: 0.15) : RGBAColor(white: 0, alpha: 0.3)
                svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(shown.width)), ("height", "0.5")]
                    + SVGPaint.fill(hairline))
            }
            for item in layout.items {
                let spec = configuration.items.indices.contains(item.index) ? configuration.items[item.index] : nil
                let selected = item.index == selectedIndex
                let symbol = selected ? (spec?.selectedSymbolName ?? spec?.symbolName) : spec?.symbolName
                let drawn = DrawnItem(
                    attribute: ("data-tab", item.id), frame: item.frame, icon: item.icon, title: item.title,
                    indicator: floating ? nil : item.indicator, symbol: symbol, text: spec?.title
                )
                self.item(drawn, selected: selected, configuration: configuration, environment: environment, dark: dark,
                          floating: floating, into: svg)
            }
            if let more = layout.more {
                let drawn = DrawnItem(
                    attribute: ("data-more", more.tabs.joined(separator: " ")), frame: more.frame, icon: more.icon,
                    title: more.title, indicator: more.indicator, symbol: TabBarLayout.More.symbolName,
                    text: TabBarLayout.More.title
                )
                self.item(drawn, selected: more.tabIndices.contains(selectedIndex), configuration: configuration,
                          environment: environment, dark: dark, into: svg)
            }
        }
    }

    /// What one drawn item shows: a tab or the More item.
    struct DrawnItem {
        /// The attribute that names it: `data-tab="ID"`, or `data-more="ID ID"` with the tabs behind More.
        var attribute: (String, String)
        /// The item frame.
        var frame: Rect
        /// The modelled icon frame, if any.
        var icon: Rect?
        /// The modelled title frame, if any.
        var title: Rect?
        /// The indicator's frame when selected.
        var indicator: Rect?
        /// The symbol name shown in the icon box.
        var symbol: String?
        /// The title text.
        var text: String?
    }

    /// One item: its frame, the indicator when selected, the icon box labelled with the symbol name and the
    /// title, cut with '…' to its frame's width (on a `floating` bar: in medium 10 pt, to the width less 16 pt,
    /// as `title-truncation` judges it). Where a `system` bar puts icon and title side by side (not
    /// modelled), both are drawn side by side by ``inlineContent(_:configuration:)`` and marked
    /// `data-approximate="inline"`.
    static func item(
        _ item: DrawnItem,
        selected: Bool,
        configuration: TabBarConfiguration,
        environment: TabBarEnvironment,
        dark: Bool,
        floating: Bool = false,
        into svg: SVGBuilder
    ) {
        let colors = configuration.colors
        let tint = (selected ? colors.tint : colors.unselectedItemTint).resolved(dark: dark)
        let frame = item.frame
        let itemBackground = selected ? (colors.selectedItemBackground ?? colors.itemBackground) : colors.itemBackground
        svg.empty("rect", [
            item.attribute,
            ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)),
        ] + (itemBackground.map { SVGPaint.fill($0.resolved(dark: dark)) } ?? [("fill", "none")])
            + [("stroke", "#8E8E93"), ("stroke-width", "0.5"), ("stroke-dasharray", "2 2")])

        if selected, let indicator = item.indicator, let shape = configuration.indicator {
            let color = (shape.color ?? colors.tint).resolved(dark: dark)
            let radius = cornerRadii(of: shape.shape, in: indicator)
            svg.empty("rect", [
                ("data-indicator", item.attribute.0 == "data-tab" ? item.attribute.1 : "more"),
                ("x", n(indicator.x)), ("y", n(indicator.y)),
                ("width", n(indicator.width)), ("height", n(indicator.height)),
                ("rx", n(radius.x)), ("ry", n(radius.y)),
            ] + SVGPaint.fill(color))
        }

        var iconFrame = item.symbol == nil ? nil : item.icon
        var titleFrame = item.text == nil ? nil : item.title
        var approximate: [(String, String)] = []
        if configuration.kind == .system, !floating, !TabBarLayout.systemUsesStackedLayout(in: environment) {
            let inline = inlineContent(item, configuration: configuration)
            iconFrame = inline.icon
            titleFrame = inline.title
            approximate = [("data-approximate", "inline")]
        }

        if let icon = iconFrame {
            // A side-by-side icon's label stays over its box, clear of the title beside it.
            let labelRoom = approximate.isEmpty ? frame.width : icon.width + 4
            svg.empty("rect", approximate + [
                ("x", n(icon.x)), ("y", n(icon.y)), ("width", n(icon.width)), ("height", n(icon.height)),
                ("rx", "3"), ("fill", "none"),
            ] + SVGPaint.stroke(tint) + [("stroke-width", "1")])
            if let symbol = item.symbol {
                let size = labelSize(symbol, width: labelRoom)
                svg.text("text", approximate + [
                    ("x", n(icon.midX)), ("y", n(icon.midY + size * 0.35)),
                    ("font-size", n(size)), ("text-anchor", "middle"),
                ] + SVGPaint.fill(tint), symbol)
            }
        }

        if let titleFrame, let text = item.text {
            let font = floating ? TabBarLayout.Floating.titleFont : configuration.titleFont
            let color = colors.title?.resolved(dark: dark) ?? tint
            let room = floating ? titleFrame.width - TabBarLayout.Floating.titleInset : titleFrame.width
            let shown = TitleWidthEstimate.truncated(text, toFit: room, font: font)
            svg.text("text", approximate + [
                ("x", n(titleFrame.midX)), ("y", n(titleFrame.midY + font.size * 0.35)),
                ("font-size", n(font.size)), ("font-weight", cssWeight(font.weight)), ("text-anchor", "middle"),
            ] + SVGPaint.fill(color), shown)
        }
    }

    /// The gap between icon and title where UIKit lays them side by side (drawn approximately).
    static let inlineSpacing = 6.0

    /// Approximate icon and title frames for UIKit's side-by-side (inline) layout, which Apple does not publish
    /// and tabspec does not model: the icon (`iconSize`, at most the item's height less 8 pt) and the title
    /// (its estimated width, at most what is left) in one row, centered in the item.
    static func inlineContent(_ item: DrawnItem, configuration: TabBarConfiguration) -> (icon: Rect?, title: Rect?) {
        let frame = item.frame
        let font = configuration.titleFont
        let iconSide = item.symbol == nil ? 0 : max(0, min(configuration.iconSize, frame.height - 8))
        let gap = item.symbol != nil && item.text != nil ? inlineSpacing : 0
        let room = max(0, frame.width - iconSide - gap)
        let titleWidth = item.text.map { min(TitleWidthEstimate.width(of: $0, font: font), room) } ?? 0
        let left = frame.x + (frame.width - (iconSide + gap + titleWidth)) / 2
        let lineHeight = font.size * 6 / 5
        let icon = item.symbol == nil ? nil
            : Rect(x: left, y: frame.y + (frame.height - iconSide) / 2, width: iconSide, height: iconSide)
        let title = item.text == nil ? nil
            : Rect(x: left + iconSide + gap, y: frame.y + (frame.height - lineHeight) / 2, width: titleWidth, height: lineHeight)
        return (icon, title)
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
