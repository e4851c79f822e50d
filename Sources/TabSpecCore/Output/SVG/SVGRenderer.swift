/// Draws a ``FramesReport`` as an SVG picture (`tabspec render`): one row per tab bar, one panel per
/// appearance, each showing the lower part of the screen with the bar as a user sees it — the content behind
/// it, the bar's material and hairline (or the floating glass), the icons (Bootstrap Icons stand-ins for SF
/// Symbols, ``StandInGlyphs``), the titles, the indicator and the home indicator. With ``annotate`` it adds
/// the layout diagram: dashed item and icon frames and the safe-area insets.
///
/// Every item frame is a `<rect data-tab="ID">` whose x/y/width/height are the bar-relative frame, inside a
/// `<g transform="translate(barX,barY)">` placed at the bar's shown screen position (screen coordinates come
/// from a nested `<svg>` whose viewBox is the visible part of the screen), so tools can read frames back; it is
/// drawn in both modes (without a stroke unless annotated). Output is deterministic: fixed attribute order,
/// numbers through ``DecimalText/geometry(_:)``, `\n` line ends.
package struct SVGRenderer: Sendable {
    /// The appearance of a panel (`--appearance`).
    package typealias Appearance = TabSpecCore.Appearance

    /// The panels of each row, left to right (`[.light, .dark]` for `--appearance both`).
    package var appearances: [Appearance]
    /// The tab drawn as selected (with the indicator); `nil` or an unknown id = each bar's `initial` tab.
    package var selectedTab: String?
    /// Whether to draw the layout diagram over the bar (`render --annotate`): dashed item frames and icon
    /// boxes, the safe-area insets as labelled strips, the floating bar's label.
    package var annotate: Bool
    /// Whether to draw floating bars minimized (`render --minimized`, v1.3): the 48 pt circle with the selected
    /// tab, and a bottom accessory inline beside it; classic and custom bars are drawn as shown, with a note.
    package var minimized: Bool
    /// The app's images to draw (`render --assets`); by default none, and images are labelled boxes.
    var images = SVGImages()
    /// The badges to draw, by tab id (`render --badge`, v1.3); by default none.
    package var badges: [String: TabBadge] = [:]

    /// Creates a renderer.
    package init(appearances: [Appearance] = [.light], selectedTab: String? = nil, annotate: Bool = false, minimized: Bool = false) {
        self.appearances = appearances
        self.selectedTab = selectedTab
        self.annotate = annotate
        self.minimized = minimized
    }

    /// Space around the picture.
    static let margin = 16.0
    /// The caption line above each panel.
    static let captionHeight = 20.0
    /// The caption's font size.
    static let captionFontSize = 12.0
    /// How much of the screen above the bar each panel shows.
    static let contextAbove = 44.0
    /// The gap between the panels of one row.
    static let panelGap = 24.0
    /// The gap between rows.
    static let rowGap = 16.0
    /// The height of one note line under a panel.
    static let noteLineHeight = 14.0
    /// The notes' font size.
    static let noteFontSize = 10.0
    /// The text font stack: the system font on Apple platforms (SF), else the system UI font, else Noto fonts,
    /// which cover the scripts titles are written in (Latin, Greek and Cyrillic in Noto Sans; Arabic, Hebrew,
    /// Thai, Devanagari, and Chinese, Japanese and Korean in the CJK fonts), so a renderer without SF (a
    /// browser on another system, `rsvg-convert`) still draws every title.
    static let fontFamily = "-apple-system, 'SF Pro Text', system-ui, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', "
        + "'Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Sans CJK SC', 'Noto Sans CJK JP', "
        + "'Noto Sans CJK KR', sans-serif"

    /// The whole SVG document, ending with a newline.
    package func render(_ report: FramesReport) -> String {
        render([report])
    }

    /// The SVG document of the same spec laid out once per language (`render --language all`): each row a tab
    /// bar, its panels each report's (in order) in every appearance, labelled with the language and wrapped in
    /// `<g data-language="…">`. The picture's title and size come from the first report.
    package func render(_ reports: [FramesReport]) -> String {
        guard let report = reports.first else { return "" }
        let appearances = self.appearances.isEmpty ? [Appearance.light] : self.appearances
        let layout = SVGLayout(reports, appearances: appearances, selectedTab: selectedTab, minimized: minimized, images: images)
        let svg = SVGBuilder()
        svg.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.element("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", Self.n(layout.width)), ("height", Self.n(layout.height)),
            ("viewBox", "0 0 \(Self.n(layout.width)) \(Self.n(layout.height))"),
            ("font-family", Self.fontFamily),
        ]) {
            svg.text("title", [], Self.title(report))
            Self.definitions(glyphs: layout.standIns, blur: layout.blursContent, into: svg)
            svg.empty("rect", [("width", Self.n(layout.width)), ("height", Self.n(layout.height)), ("fill", "#F2F2F7")])
            for row in layout.rows {
                for (column, place) in layout.columns.enumerated() {
                    let x = Self.margin + Double(column) * (layout.columnWidth + Self.panelGap)
                    var panelRow = row
                    panelRow.tabBar = row.variants[place.report].drawnWithClassicKeys
                    let variant = reports[place.report]
                    let draw = {
                        Self.panel(panelRow, caption: row.captions[column], selectedTab: selectedTab, environment: variant.environment,
                                   appearance: place.appearance, annotate: annotate, minimized: minimized, images: images, badges: badges,
                                   x: x, into: svg)
                    }
                    let labels = [("data-theme", variant.theme), ("data-language", variant.language)].compactMap { name, value in
                        value.map { (name, $0) }
                    }
                    if labels.isEmpty {
                        draw()
                    } else {
                        svg.element("g", labels, body: draw)
                    }
                }
            }
        }
        return svg.output
    }

    /// `Tab: custom tab bar on iPhone 16 [iphone-16], portrait, iOS 18.0`: each tab bar with its whole heading,
    /// joined with `; `.
    static func title(_ report: FramesReport) -> String {
        let place = "on \(deviceName(report.environment, long: true)), \(report.environment.orientation.rawValue), "
            + "iOS \(report.environment.iOSVersion)"
        guard !report.tabBars.isEmpty else { return "no tab bars " + place }
        return report.tabBars.map { "\($0.name): \($0.configuration.kind.rawValue) tab bar " + place }.joined(separator: "; ")
    }

    /// The catalog name (`iPhone 16`, with the slug when `long`), or `320 × 568 pt` for explicit sizes.
    static func deviceName(_ environment: TabBarEnvironment, long: Bool) -> String {
        if let slug = environment.deviceSlug {
            guard let device = Device.named(slug) else { return slug }
            return long ? "\(device.name) [\(slug)]" : device.name
        }
        return "\(n(environment.width)) × \(n(environment.height)) pt screen"
    }

    /// The part of the screen a panel shows: from `contextAbove` points above the bar (or above a bottom
    /// accessory over it, v1.3) to the screen's bottom.
    static func visibleRange(_ layout: TabBarLayout, in environment: TabBarEnvironment) -> (top: Double, bottom: Double) {
        let shown = layout.bar.shown
        let top = min(shown.y, layout.bar.accessory?.expanded.y ?? shown.y)
        return (min(max(0, top - contextAbove), top), max(environment.height, shown.maxY))
    }
}

extension SVGRenderer {
    /// A geometry number as SVG text (``DecimalText/geometry(_:)``).
    static func n(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
