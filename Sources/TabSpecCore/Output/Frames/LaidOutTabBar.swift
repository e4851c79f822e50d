/// One tab bar of a spec with its layout in one environment: what `frames` prints and `render` draws.
package struct LaidOutTabBar: Sendable, Hashable {
    /// The tab bar's name (the Swift enum name).
    package var name: String
    /// The resolved spec values (colors, items, indicator) the layout was computed from.
    package var configuration: TabBarConfiguration
    /// The computed geometry.
    package var layout: TabBarLayout

    /// Lays out `spec` in `environment` (snapped to the pixel grid with `snap`), with `configuration` instead of
    /// the spec's own (a language's translation) when given.
    package init(spec: TabBarSpec, configuration: TabBarConfiguration? = nil, environment: TabBarEnvironment, snap: Bool) {
        name = spec.name
        self.configuration = configuration ?? spec.configuration
        layout = TabBarLayout(configuration: self.configuration, environment: environment, snap: snap)
    }

    /// The ids of the tabs the bar shows, in bar order (those behind a More item too).
    package var shownTabIDs: [String] {
        configuration.items.map(\.id)
    }

    /// The index of the tab `id`, or `nil` when the bar has no such tab.
    package func index(ofTab id: String) -> Int? {
        configuration.items.firstIndex { $0.id == id }
    }
}
