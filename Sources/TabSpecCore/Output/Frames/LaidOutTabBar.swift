/// One tab bar of a spec with its layout in one environment: what `frames` prints and `render` draws.
public struct LaidOutTabBar: Sendable, Hashable {
    /// The tab bar's name (the Swift enum name).
    public var name: String
    /// The resolved spec values (colors, items, indicator) the layout was computed from.
    public var configuration: TabBarConfiguration
    /// The computed geometry.
    public var layout: TabBarLayout

    /// Lays out `spec` in `environment` (snapped to the pixel grid with `snap`).
    public init(spec: TabBarSpec, environment: TabBarEnvironment, snap: Bool) {
        name = spec.name
        configuration = spec.configuration
        layout = TabBarLayout(configuration: spec.configuration, environment: environment, snap: snap)
    }

    /// The index of the tab `id`, or `nil` when the bar has no such tab.
    public func index(ofTab id: String) -> Int? {
        configuration.items.firstIndex { $0.id == id }
    }
}
