import TabSpecRuntime

/// Where everything of an SVG picture goes, worked out once before anything is drawn: each row's captions,
/// note lines, stand-in glyphs and visible part of the screen, the column width they need and the picture's
/// size. Drawing reads these instead of working them out again.
struct SVGLayout {
    /// One row of panels: a tab bar in every appearance (and language).
    struct Row {
        /// The tab bar drawn (the first report's; a panel of another language draws its variant).
        var tabBar: LaidOutTabBar
        /// The tab bar as each report laid it out (one per language), in report order.
        var variants: [LaidOutTabBar]
        /// The heading of each panel, one per column (``SVGLayout/columns``).
        var captions: [String]
        /// The lines under each panel (the layout notes, wrapped to the column).
        var noteLines: [String]
        /// The stand-in glyphs its panels draw, sorted by name; when there are any, a line under each panel
        /// says the icons are approximated (``SVGRenderer/standInCaption``).
        var standIns: [StandInGlyphs.Icon]
        /// The part of the screen a panel shows (screen coordinates).
        var visible: (top: Double, bottom: Double)
        /// The row's top edge in the picture.
        var top: Double
    }

    /// The width of one column of panels.
    let columnWidth: Double
    /// The picture's size.
    let width: Double, height: Double
    /// The rows, top to bottom.
    let rows: [Row]
    /// Every stand-in glyph the picture draws, sorted by name: each is defined once.
    let standIns: [StandInGlyphs.Icon]
    /// Whether a panel blurs the content under a bar's material (``SVGRenderer/ContentUnderBar/blurred(from:)``).
    let blursContent: Bool
    /// What each column of panels shows, left to right: a report (language) in an appearance, every
    /// appearance of the first report first.
    let columns: [(report: Int, appearance: SVGRenderer.Appearance)]

    /// The layout of `report` with a column per appearance, `selectedTab` drawn selected.
    init(_ report: FramesReport, appearances: [SVGRenderer.Appearance], selectedTab: String? = nil, minimized: Bool = false,
         images: SVGImages = SVGImages()) {
        self.init([report], appearances: appearances, selectedTab: selectedTab, minimized: minimized, images: images)
    }

    /// The layout of `reports` (the same tab bars, one report per language; at least one) with a column per
    /// report and appearance, `selectedTab` drawn selected, floating bars `minimized` when asked, the app's
    /// images from `images`.
    init(_ reports: [FramesReport], appearances: [SVGRenderer.Appearance], selectedTab: String? = nil, minimized: Bool = false,
         images: SVGImages = SVGImages()) {
        let report = reports[0]
        let environment = report.environment
        let columns = reports.indices.flatMap { index in appearances.map { (report: index, appearance: $0) } }
        // A column is as wide as the screen and its outline, or the widest heading when that is wider
        // (estimated as titles are), so no heading runs into the next panel or off the picture.
        let captionFont = TabBarConfiguration.Font(weight: .regular, size: SVGRenderer.captionFontSize)
        // Each row's tab bar as every report laid it out (the first report's where another has fewer).
        let variantsByRow = report.tabBars.indices.map { row in
            reports.map { $0.tabBars.indices.contains(row) ? $0.tabBars[row] : report.tabBars[row] }
        }
        let captions = variantsByRow.map { variants in
            columns.map { column in
                let variant = reports[column.report]
                return SVGRenderer.caption(variants[column.report], environment: variant.environment, appearance: column.appearance,
                                           language: variant.language, theme: variant.theme)
            }
        }
        var columnWidth = environment.width + 2
        for caption in captions.joined() {
            columnWidth = max(columnWidth, TitleWidthEstimate.width(of: caption, font: captionFont).rounded(.up))
        }
        var rows: [Row] = []
        var y = SVGRenderer.margin
        for (tabBar, (variants, captions)) in zip(report.tabBars, zip(variantsByRow, captions)) {
            var visible = SVGRenderer.visibleRange(tabBar.layout, in: environment)
            for variant in variants.dropFirst() {
                let shown = SVGRenderer.visibleRange(variant.layout, in: environment)
                visible = (min(visible.top, shown.top), max(visible.bottom, shown.bottom))
            }
            let drawn = zip(variants, reports).map { ($0, $1.environment) }
            let imageNotes = SVGRenderer.imageNotes(drawn, selectedTab: selectedTab, images: images)
            let noteLines = SVGRenderer.noteLines(tabBar, width: columnWidth, imageNotes: imageNotes, minimized: minimized)
            let standIns = SVGRenderer.standIns(drawn, selectedTab: selectedTab)
            rows.append(Row(tabBar: tabBar, variants: variants, captions: captions, noteLines: noteLines, standIns: standIns,
                            visible: visible, top: y))
            // Caption, visible screen (plus the outline's stroke), notes and the stand-ins' line.
            let lines = noteLines.count + (standIns.isEmpty ? 0 : 1)
            let notesHeight = lines == 0 ? 0 : Double(lines) * SVGRenderer.noteLineHeight + 4
            y += SVGRenderer.captionHeight + (visible.bottom - visible.top) + 1 + notesHeight + SVGRenderer.rowGap
        }
        self.columns = columns
        let count = Double(columns.count)
        self.columnWidth = columnWidth
        width = 2 * SVGRenderer.margin + count * columnWidth + (count - 1) * SVGRenderer.panelGap
        height = rows.isEmpty ? 2 * SVGRenderer.margin : y - SVGRenderer.rowGap + SVGRenderer.margin
        self.rows = rows
        standIns = SVGRenderer.sortedUnique(rows.flatMap(\.standIns))
        blursContent = rows.contains { row in
            row.variants.contains { if case .blurred = SVGRenderer.ContentUnderBar.of($0) { true } else { false } }
        }
    }
}
