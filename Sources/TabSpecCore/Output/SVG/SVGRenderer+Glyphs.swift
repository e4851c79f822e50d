import TabSpecRuntime

/// Icons: a stand-in glyph (``StandInGlyphs``) where the symbol has one, defined once per picture and drawn
/// with `<use>`; a box labelled with the symbol's name where it has none. Images of the app (v1.3): the
/// catalog's bitmap (``SVGImages``), as it is or tinted as a template; else a box labelled with the image's name.
extension SVGRenderer {
    /// The notice the picture's glyph definitions carry.
    static var standInNotice: String {
        "SF Symbols drawn with stand-ins from Bootstrap Icons \(StandInGlyphs.iconSetVersion), MIT License, "
            + "Copyright (c) 2019-2021 The Bootstrap Authors"
    }

    /// The stand-in glyphs the panels of `variants` (one tab bar as each report laid it out, with the report's
    /// environment) draw with `selectedTab` selected, sorted by name, each once.
    static func standIns(
        _ variants: [(tabBar: LaidOutTabBar, environment: TabBarEnvironment)],
        selectedTab: String?
    ) -> [StandInGlyphs.Icon] {
        sortedUnique(variants.flatMap { variant in
            drawnItems(variant.tabBar, selectedTab: selectedTab, environment: variant.environment).compactMap { item in
                item.icon == nil ? nil : item.symbol.flatMap(StandInGlyphs.icon(forSymbol:))
            }
        })
    }

    /// `icons` sorted by name, each once.
    static func sortedUnique(_ icons: [StandInGlyphs.Icon]) -> [StandInGlyphs.Icon] {
        var unique: [StandInGlyphs.Icon] = []
        for icon in icons.sorted(by: { $0.name < $1.name }) where unique.last?.name != icon.name {
            unique.append(icon)
        }
        return unique
    }

    /// `<defs>` with one `<symbol id="bi-NAME" viewBox="0 0 16 16">` per glyph and the icon set's notice, and
    /// the material's blur filter when `blur`; nothing when there is neither.
    static func definitions(glyphs icons: [StandInGlyphs.Icon], blur: Bool, into svg: SVGBuilder) {
        guard !icons.isEmpty || blur else { return }
        let side = n(StandInGlyphs.viewBoxSide)
        svg.element("defs", []) {
            if blur {
                svg.element("filter", [("id", materialBlurID)]) {
                    svg.empty("feGaussianBlur", [("stdDeviation", "4")])
                }
            }
            guard !icons.isEmpty else { return }
            svg.text("desc", [], standInNotice)
            for icon in icons {
                svg.element("symbol", [("id", icon.id), ("viewBox", "0 0 \(side) \(side)")]) {
                    for path in icon.paths {
                        svg.empty("path", (path.evenOdd ? [("fill-rule", "evenodd")] : []) + [("d", path.d)])
                    }
                }
            }
        }
    }

    /// The icon of `symbol` in `frame` (bar-relative), in `tint`. With a stand-in: `<use data-symbol="NAME"
    /// href="#bi-ICON">` scaling the 16 × 16 glyph to the frame (inside a dashed box when `annotate`). Without:
    /// the frame outlined in the tint (`<rect data-symbol="NAME">`) and labelled with the symbol's name, sized
    /// to `labelRoom`. `extra` attributes (`data-approximate`) go on every element drawn.
    static func icon(
        _ symbol: String,
        in frame: Rect,
        tint: RGBAColor,
        annotate: Bool,
        labelRoom: Double,
        extra: [(String, String)],
        into svg: SVGBuilder
    ) {
        if let glyph = StandInGlyphs.icon(forSymbol: symbol) {
            if annotate {
                svg.empty("rect", extra + frameAttributes(frame) + [("fill", "none")] + dashed)
            }
            svg.empty("use", extra + [("data-symbol", symbol), ("href", "#" + glyph.id)] + frameAttributes(frame)
                + SVGPaint.fill(tint))
            return
        }
        labelledBox(symbol, attribute: ("data-symbol", symbol), in: frame, tint: tint, labelRoom: labelRoom, extra: extra, into: svg)
    }

    /// The icon frame outlined in the tint (a `<rect>` with `attribute`) and labelled with `label`, sized to
    /// `labelRoom`: a symbol without a stand-in, an image not drawn.
    static func labelledBox(
        _ label: String,
        attribute: (String, String),
        in frame: Rect,
        tint: RGBAColor,
        labelRoom: Double,
        extra: [(String, String)],
        into svg: SVGBuilder
    ) {
        svg.empty("rect", extra + [attribute] + frameAttributes(frame) + [("rx", "3"), ("fill", "none")]
            + SVGPaint.stroke(tint) + [("stroke-width", "1")])
        let size = labelSize(label, width: labelRoom)
        svg.text("text", extra + [
            ("x", n(frame.midX)), ("y", n(frame.midY + size * 0.35)),
            ("font-size", n(size)), ("text-anchor", "middle"),
        ] + SVGPaint.fill(tint), label)
    }

    /// The image `name` of the app in `frame` (bar-relative). A bitmap of the catalog: `<image data-image="NAME"
    /// data-file="FILE">` scaled into the frame keeping its aspect ratio, embedded as a `data:` URI; as a
    /// `template` (`data-rendering="template"`) it is a mask filled with `tint` (a filter flooding the tint into
    /// the image's alpha, defined just before it), else drawn as it is (`original`); inside a dashed box when
    /// `annotate`. Otherwise the labelled box (`<rect data-image="NAME">`).
    static func image(
        _ name: String,
        art: SVGImages.Art,
        template: Bool,
        in frame: Rect,
        tint: RGBAColor,
        annotate: Bool,
        labelRoom: Double,
        extra: [(String, String)],
        into svg: SVGBuilder
    ) {
        guard case let .bitmap(file, uri) = art else {
            labelledBox(name, attribute: ("data-image", name), in: frame, tint: tint, labelRoom: labelRoom, extra: extra, into: svg)
            return
        }
        if annotate {
            svg.empty("rect", extra + frameAttributes(frame) + [("fill", "none")] + dashed)
        }
        var filter: [(String, String)] = []
        if template {
            let id = svg.uniqueID("image-tint")
            svg.element("defs", []) {
                svg.element("filter", [("id", id), ("x", "0"), ("y", "0"), ("width", "1"), ("height", "1"),
                                       ("color-interpolation-filters", "sRGB")]) {
                    svg.empty("feFlood", SVGPaint.flood(tint))
                    svg.empty("feComposite", [("in2", "SourceAlpha"), ("operator", "in")])
                }
            }
            filter = [("filter", "url(#\(id))")]
        }
        svg.empty("image", extra + [("data-image", name), ("data-file", file), ("data-rendering", template ? "template" : "original")]
            + frameAttributes(frame) + [("preserveAspectRatio", "xMidYMid meet")] + filter + [("href", uri)])
    }

    /// A font size (one decimal, 4–9 pt) at which `label` roughly fits `width` (0.56 em per character).
    static func labelSize(_ label: String, width: Double) -> Double {
        let characters = Double(max(1, label.unicodeScalars.count))
        let fit = (width - 4) / (0.56 * characters)
        let size = fit.isFinite ? min(9, max(4, fit)) : 9
        return (size * 10).rounded(.down) / 10
    }
}
