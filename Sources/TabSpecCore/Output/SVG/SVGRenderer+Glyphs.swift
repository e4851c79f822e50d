import TabSpecRuntime

/// Icons: a stand-in glyph (``StandInGlyphs``) where the symbol has one, defined once per picture and drawn
/// with `<use>`; a box labelled with the symbol's name where it has none.
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
        svg.empty("rect", extra + [("data-symbol", symbol)] + frameAttributes(frame) + [("rx", "3"), ("fill", "none")]
            + SVGPaint.stroke(tint) + [("stroke-width", "1")])
        let size = labelSize(symbol, width: labelRoom)
        svg.text("text", extra + [
            ("x", n(frame.midX)), ("y", n(frame.midY + size * 0.35)),
            ("font-size", n(size)), ("text-anchor", "middle"),
        ] + SVGPaint.fill(tint), symbol)
    }

    /// A font size (one decimal, 4–9 pt) at which `label` roughly fits `width` (0.56 em per character).
    static func labelSize(_ label: String, width: Double) -> Double {
        let characters = Double(max(1, label.unicodeScalars.count))
        let fit = (width - 4) / (0.56 * characters)
        let size = fit.isFinite ? min(9, max(4, fit)) : 9
        return (size * 10).rounded(.down) / 10
    }
}
