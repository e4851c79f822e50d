import TabSpecRuntime

/// The bar of one panel: its material, items and the home indicator below it.
extension SVGRenderer {
    /// What one drawn item shows: a tab or the More item, with the frames its icon and title are drawn in.
    struct DrawnItem {
        /// The attribute that names it: `data-tab="ID"`, or `data-more="ID ID"` with the tabs behind More.
        var attribute: (String, String)
        /// The item frame.
        var frame: Rect
        /// Where the icon is drawn: the modelled icon frame; `nil` without a symbol or an image.
        var icon: Rect?
        /// Where the title is drawn: the modelled title frame; `nil` without a title.
        var title: Rect?
        /// The indicator's frame when selected (none on a floating bar, whose lens is the selection).
        var indicator: Rect?
        /// The SF Symbol shown: the selected symbol for the selected item.
        var symbol: String?
        /// The app's image shown instead (v1.3): the selected image for the selected item.
        var image: String?
        /// Whether the image is drawn as a template, filled with the tint (`imageRendering`: the tab's, else the
        /// bar's); else as it is.
        var template = true
        /// The title text.
        var text: String?
        /// Whether it is drawn selected (the More item: when the selected tab is behind it).
        var selected: Bool
        /// Whether it is a tab of a floating bar (its title is drawn in the floating bar's font).
        var floating = false
        /// Whether icon and title sit side by side, drawn approximately (``SVGRenderer/inlineContent(_:configuration:)``).
        var inline = false

        /// Whether it shows an icon: a symbol or an image.
        var hasIcon: Bool { symbol != nil || image != nil }
    }

    /// The items of `tabBar` in `environment` as drawn with `selectedTab` (else the bar's `initial` tab)
    /// selected: the laid-out tabs, then the More item. Where a `system` bar puts icon and title side by side
    /// (not modelled), their frames are ``inlineContent(_:configuration:)``'s. Drawing and the picture's glyph
    /// definitions both read this.
    static func drawnItems(_ tabBar: LaidOutTabBar, selectedTab: String?, environment: TabBarEnvironment) -> [DrawnItem] {
        let configuration = tabBar.configuration
        let layout = tabBar.layout
        let selectedIndex = selectedTab.flatMap(tabBar.index(ofTab:)) ?? configuration.initialIndex
        let floating = layout.geometry == .floating
        var items = layout.items.map { item in
            let spec = configuration.items.indices.contains(item.index) ? configuration.items[item.index] : nil
            let selected = item.index == selectedIndex
            return DrawnItem(
                attribute: ("data-tab", item.id), frame: item.frame, icon: item.icon, title: item.title,
                indicator: floating ? nil : item.indicator,
                symbol: selected ? (spec?.selectedSymbolName ?? spec?.symbolName) : spec?.symbolName,
                image: spec?.imageName.map { selected ? (spec?.selectedImageName ?? $0) : $0 },
                template: (spec?.imageRendering ?? configuration.imageRendering) == .template,
                text: spec?.title, selected: selected, floating: floating
            )
        }
        if let more = layout.more {
            // On a floating bar (v1.3) the More item is the platter's last button, drawn as its tabs are.
            items.append(DrawnItem(
                attribute: ("data-more", more.tabs.joined(separator: " ")), frame: more.frame, icon: more.icon,
                title: more.title, indicator: floating ? nil : more.indicator, symbol: TabBarLayout.More.symbolName,
                text: TabBarLayout.More.title, selected: more.tabIndices.contains(selectedIndex), floating: floating
            ))
        }
        let inline = configuration.kind == .system && !TabBarLayout.systemUsesStackedLayout(in: environment)
        return items.map { item in
            var item = item
            if inline, !item.floating {
                (item.icon, item.title) = inlineContent(item, configuration: configuration)
                item.inline = true
            }
            if !item.hasIcon { item.icon = nil }
            if item.text == nil { item.title = nil }
            return item
        }
    }

    /// The bar's material as drawn over the content: `barTintColor` as it is (a translucent tint lets the
    /// content show through), or composited over `backgroundColor` for a `system` bar with
    /// `translucent: false`, which UIKit draws opaque.
    static func material(_ configuration: TabBarConfiguration, over background: RGBAColor, dark: Bool) -> RGBAColor {
        let tint = configuration.colors.barTint.resolved(dark: dark)
        return configuration.kind == .system && !configuration.isTranslucent ? tint.composited(over: background) : tint
    }

    /// The bar at its shown screen position. A classic bar: its material (``material(_:over:dark:)``), on a
    /// `system` bar the hairline on its top edge (a custom bar draws none), then the items and the More item.
    /// A floating bar has no background of its own: its glass (``floatingGlass(_:selectedIndex:dark:annotate:into:)``)
    /// comes first, and its items show no `indicator` (the lens is the selection). When `minimized` (v1.3,
    /// `render --minimized`), a floating bar's group is kept in the file but hidden (`display="none"`), so tools
    /// still read every `data-tab` frame in it; the panel then draws the minimized circle
    /// (``minimizedBar(_:selectedTab:environment:dark:annotate:images:into:)``).
    static func bar(
        _ tabBar: LaidOutTabBar,
        selectedTab: String?,
        environment: TabBarEnvironment,
        dark: Bool,
        annotate: Bool,
        minimized: Bool = false,
        images: SVGImages,
        badges: [String: TabBadge] = [:],
        into svg: SVGBuilder
    ) {
        let configuration = tabBar.configuration
        let layout = tabBar.layout
        let shown = layout.bar.shown
        let floating = layout.geometry == .floating
        let items = {
            for drawn in drawnItems(tabBar, selectedTab: selectedTab, environment: environment) {
                item(drawn, configuration: configuration, dark: dark, annotate: annotate, images: images, into: svg)
            }
            drawBadges(badges, of: tabBar, environment: environment, dark: dark, into: svg)
        }
        // Minimized, a floating bar's group stays in the file (its `data-tab` frames readable as ever) but hidden.
        let hidden = floating && minimized && layout.bar.minimized != nil ? [("display", "none")] : []
        svg.element("g", [("data-tabbar", tabBar.name), ("transform", "translate(\(n(shown.x)),\(n(shown.y)))")] + hidden) {
            if floating {
                let selectedIndex = selectedTab.flatMap(tabBar.index(ofTab:)) ?? configuration.initialIndex
                floatingGlass(tabBar, selectedIndex: selectedIndex, dark: dark, annotate: annotate, into: svg)
                items()
            } else {
                let background = configuration.colors.background.resolved(dark: dark)
                svg.empty("rect", [("data-material", tabBar.name)] + frameAttributes(Rect(x: 0, y: 0, width: shown.width, height: shown.height))
                    + SVGPaint.fill(material(configuration, over: background, dark: dark)))
                if configuration.kind == .system {
                    let hairline = configuration.shadowColor?.resolved(dark: dark)
                        ?? (dark ? RGBAColor(white: 1, alpha: 0.15) : RGBAColor(white: 0, alpha: 0.3))
                    svg.empty("rect", [("data-hairline", tabBar.name)] + frameAttributes(Rect(x: 0, y: 0, width: shown.width, height: 0.5))
                        + SVGPaint.fill(hairline))
                }
                items()
            }
        }
    }

    /// One item: its frame (`<rect data-tab>` or `data-more`, filled with the item background, dashed when
    /// `annotate`), the indicator when selected, the icon (``icon(_:in:tint:annotate:labelRoom:extra:into:)``)
    /// and the title, cut with '…' to its frame's width (on a floating bar: in medium 10 pt, to the width less
    /// 16 pt, as `title-truncation` judges it). Icon and title side by side are marked
    /// `data-approximate="inline"`.
    static func item(_ item: DrawnItem, configuration: TabBarConfiguration, dark: Bool, annotate: Bool, images: SVGImages,
                     into svg: SVGBuilder) {
        let colors = configuration.colors
        let selected = item.selected
        let tint = (selected ? colors.tint : colors.unselectedItemTint).resolved(dark: dark)
        let frame = item.frame
        let itemBackground = selected ? (colors.selectedItemBackground ?? colors.itemBackground) : colors.itemBackground
        svg.empty("rect", [item.attribute] + frameAttributes(frame)
            + (itemBackground.map { SVGPaint.fill($0.resolved(dark: dark)) } ?? [("fill", "none")])
            + (annotate ? dashed : []))

        if selected, let indicator = item.indicator, let shape = configuration.indicator {
            let color = (shape.color ?? colors.tint).resolved(dark: dark)
            let radius = cornerRadii(of: shape.shape, in: indicator)
            svg.empty("rect", [("data-indicator", item.attribute.0 == "data-tab" ? item.attribute.1 : "more")]
                + frameAttributes(indicator) + [("rx", n(radius.x)), ("ry", n(radius.y))] + SVGPaint.fill(color))
        }

        let approximate = item.inline ? [("data-approximate", "inline")] : []
        if let iconFrame = item.icon {
            // A side-by-side icon's label stays over its box, clear of the title beside it.
            let labelRoom = item.inline ? iconFrame.width + 4 : frame.width
            if let symbol = item.symbol {
                icon(symbol, in: iconFrame, tint: tint, annotate: annotate, labelRoom: labelRoom, extra: approximate, into: svg)
            } else if let name = item.image {
                image(name, art: images.art(of: name, dark: dark), template: item.template, in: iconFrame, tint: tint,
                      annotate: annotate, labelRoom: labelRoom, extra: approximate, into: svg)
            }
        }

        if let titleFrame = item.title, let text = item.text {
            let font = item.floating ? TabBarLayout.Floating.titleFont : configuration.titleFont
            let color = colors.title?.resolved(dark: dark) ?? tint
            let room = item.floating ? titleFrame.width - TabBarLayout.Floating.titleInset : titleFrame.width
            let shown = TitleWidthEstimate.truncated(text, toFit: room, font: font)
            svg.text("text", approximate + [
                ("x", n(titleFrame.midX)), ("y", n(titleFrame.midY + font.size * 0.35)),
                ("font-size", n(font.size)), ("font-weight", cssWeight(font.weight)), ("text-anchor", "middle"),
            ] + SVGPaint.fill(color), shown)
        }
    }

    /// The stroke of the annotation layer's frames: thin, grey, dashed.
    static let dashed = [("stroke", "#8E8E93"), ("stroke-width", "0.5"), ("stroke-dasharray", "2 2")]

    /// The gap between icon and title where UIKit lays them side by side (drawn approximately).
    static let inlineSpacing = 6.0

    /// Approximate icon and title frames for UIKit's side-by-side (inline) layout, which Apple does not publish
    /// and tabspec does not model: the icon (`iconSize`, at most the item's height less 8 pt) and the title
    /// (its estimated width, at most what is left) in one row, centered in the item.
    static func inlineContent(_ item: DrawnItem, configuration: TabBarConfiguration) -> (icon: Rect?, title: Rect?) {
        let frame = item.frame
        let font = configuration.titleFont
        let iconSide = item.hasIcon ? max(0, min(configuration.iconSize, frame.height - 8)) : 0
        let gap = item.hasIcon && item.text != nil ? inlineSpacing : 0
        let room = max(0, frame.width - iconSide - gap)
        let titleWidth = item.text.map { min(TitleWidthEstimate.width(of: $0, font: font), room) } ?? 0
        let left = frame.x + (frame.width - (iconSide + gap + titleWidth)) / 2
        let lineHeight = font.size * 6 / 5
        let icon = item.hasIcon
            ? Rect(x: left, y: frame.y + (frame.height - iconSide) / 2, width: iconSide, height: iconSide)
            : nil
        let title = item.text == nil ? nil
            : Rect(x: left + iconSide + gap, y: frame.y + (frame.height - lineHeight) / 2, width: titleWidth, height: lineHeight)
        return (icon, title)
    }

    /// The home indicator's size and its distance from the screen's bottom edge: Apple does not publish them,
    /// so the picture draws it approximately, 134 × 5 pt (208 pt wide on a landscape or iPad screen), 8 pt
    /// above the edge, with round ends.
    static let homeIndicator = (width: 134.0, wideWidth: 208.0, height: 5.0, bottomGap: 8.0)

    /// The home indicator (screen coordinates), `<rect data-home-indicator>`, on a screen with one: a bottom
    /// safe-area inset (iPhones with Face ID, iPads without a Home button). Black or white, whichever stands
    /// out more against the colour `beneath` it.
    static func homeIndicator(_ environment: TabBarEnvironment, beneath: RGBAColor, into svg: SVGBuilder) {
        guard environment.safeArea.bottom > 0 else { return }
        let opaque = beneath.composited(over: RGBAColor(white: 1))
        let black = RGBAColor(white: 0)
        let white = RGBAColor(white: 1)
        let color = opaque.contrastRatio(with: black) >= opaque.contrastRatio(with: white) ? black : white
        let wide = environment.width > environment.height || environment.idiom == .pad
        let width = min(wide ? homeIndicator.wideWidth : homeIndicator.width, environment.width)
        let frame = Rect(x: (environment.width - width) / 2,
                         y: environment.height - homeIndicator.bottomGap - homeIndicator.height, width: width, height: homeIndicator.height)
        let radius = n(homeIndicator.height / 2)
        svg.empty("rect", [("data-home-indicator", "")] + frameAttributes(frame) + [("rx", radius), ("ry", radius)]
            + SVGPaint.fill(color))
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
