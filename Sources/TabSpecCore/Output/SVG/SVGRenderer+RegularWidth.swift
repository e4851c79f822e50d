import TabSpecRuntime

/// What a panel draws for a bar in a regular width (v1.3, layout.md "iPad"): the iPad's top bar is not
/// modelled, so it is a dashed, labelled placeholder at the top of the screen and no tab is drawn; a bar hidden
/// in a regular width is a label; the bottom bar kept by `regularWidth: bottomBar` is labelled as that override.
extension SVGRenderer {
    /// The placeholder's height: a band to write in, not a measurement (the top bar is not modelled).
    static let unmodelledTopBarBandHeight = 50.0

    /// Draws the label (and for the top bar the placeholder) of `tabBar` in `environment` (screen coordinates),
    /// as `<g data-regular-width="top|hidden|bottomBar">`; nothing for another bar.
    static func regularWidthLabel(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment, dark: Bool, into svg: SVGBuilder) {
        let layout = tabBar.layout
        let ink = dark ? "#EBEBF5" : "#3C3C43"
        // Labels over the content keep a halo of the page's color, so the placeholder lines do not cross them.
        let halo = dark ? "#000000" : "#FFFFFF"
        let width = environment.width
        switch layout.geometry {
        case .top:
            let band = Rect(x: 16, y: environment.safeArea.top + 4, width: max(0, width - 32), height: unmodelledTopBarBandHeight)
            svg.element("g", [("data-regular-width", "top")]) {
                svg.empty("rect", [
                    ("x", n(band.x)), ("y", n(band.y)), ("width", n(band.width)), ("height", n(band.height)), ("rx", "12"),
                    ("fill", dark ? "#1C1C1E" : "#F2F2F7"), ("stroke", "#8E8E93"), ("stroke-width", "1"), ("stroke-dasharray", "6 4"),
                ])
                svg.text("text", [
                    ("x", n(width / 2)), ("y", n(band.y + band.height / 2 + 5)), ("font-size", "14"), ("text-anchor", "middle"),
                    ("fill", ink),
                ], "tab bar at the top (iPadOS 18 and later): not modelled, no frames")
            }
        case .hidden:
            svg.element("g", [("data-regular-width", "hidden")]) {
                svg.text("text", [
                    ("x", n(width / 2)), ("y", n(environment.height - environment.safeArea.bottom - 24)), ("font-size", "14"),
                    ("text-anchor", "middle"), ("fill", ink), ("stroke", halo), ("stroke-width", "4"), ("paint-order", "stroke"),
                ], "no tab bar in a regular width (regularWidth: hidden)")
            }
        case .classic, .floating:
            guard layout.notes.contains(.bottomBarInCompactWidth) else { return }
            svg.element("g", [("data-regular-width", "bottomBar")]) {
                svg.text("text", [
                    ("x", n(width / 2)), ("y", n(layout.bar.shown.y - 8)), ("font-size", "12"), ("text-anchor", "middle"), ("fill", ink),
                    ("stroke", halo), ("stroke-width", "4"), ("paint-order", "stroke"),
                ], "bottom bar kept on iPad by regularWidth: bottomBar (a compact size class)")
            }
        }
    }
}
