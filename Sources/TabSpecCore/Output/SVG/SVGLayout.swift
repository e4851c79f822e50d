import TabSpecRuntime

/// Where everything of an SVG picture goes, worked out once before anything is drawn: each row's captions,
/// note lines and visible part of the screen, the column width they need and the picture's size. Drawing
/// reads these instead of working them out again.
struct SVGLayout {
    /// One row of panels: a tab bar in every appearance.
    struct Row {
        /// The tab bar drawn.
        var tabBar: LaidOutTabBar
        /// The heading of each panel, one per appearance.
        var captions: [String]
        /// The lines under each panel (the layout notes, wrapped to the column).
        var noteLines: [String]
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

    /// The layout of `report` with a column per appearance.
    init(_ report: FramesReport, appearances: [SVGRenderer.Appearance]) {
        let environment = report.environment
        // A column is as wide as the screen and its outline, or the widest heading when that is wider
        // (estimated as titles are), so no heading runs into the next panel or off the picture.
        let captionFont = TabBarConfiguration.Font(weight: .regular, size: SVGRenderer.captionFontSize)
        let captions = report.tabBars.map { tabBar in
            appearances.map { SVGRenderer.caption(tabBar, environment: environment, appearance: $0) }
        }
        var columnWidth = environment.width + 2
        for caption in captions.joined() {
            columnWidth = max(columnWidth, TitleWidthEstimate.width(of: caption, font: captionFont).rounded(.up))
        }
        var rows: [Row] = []
        var y = SVGRenderer.margin
        for (tabBar, captions) in zip(report.tabBars, captions) {
            let visible = SVGRenderer.visibleRange(tabBar.layout, in: environment)
            let noteLines = SVGRenderer.noteLines(tabBar, width: columnWidth)
            rows.append(Row(tabBar: tabBar, captions: captions, noteLines: noteLines, visible: visible, top: y))
            // Caption, visible screen (plus the outline's stroke) and notes.
            let notesHeight = noteLines.isEmpty ? 0 : Double(noteLines.count) * SVGRenderer.noteLineHeight + 4
            y += SVGRenderer.captionHeight + (visible.bottom - visible.top) + 1 + notesHeight + SVGRenderer.rowGap
        }
        let columns = Double(appearances.count)
        self.columnWidth = columnWidth
        width = 2 * SVGRenderer.margin + columns * columnWidth + (columns - 1) * SVGRenderer.panelGap
        height = rows.isEmpty ? 2 * SVGRenderer.margin : y - SVGRenderer.rowGap + SVGRenderer.margin
        self.rows = rows
    }
}
