/// The tab bars of one spec file laid out in one environment: the input of the frames emitters and the SVG
/// renderer, so `frames` and `render` always show the same numbers.
package struct FramesReport: Sendable, Hashable {
    /// The spec's path as the user gave it (`<stdin>` for standard input).
    package var file: String
    /// The environment every tab bar was laid out in.
    package var environment: TabBarEnvironment
    /// The laid-out tab bars, in source order.
    package var tabBars: [LaidOutTabBar]

    /// Lays out `tabBars` (in order) in `environment`, snapped to the pixel grid with `snap`.
    package init(file: String, tabBars: [TabBarSpec], environment: TabBarEnvironment, snap: Bool = false) {
        self.file = file
        self.environment = environment
        self.tabBars = tabBars.map { LaidOutTabBar(spec: $0, environment: environment, snap: snap) }
    }
}
