/// The iPhone Duo's vertical tab bar (layout.md v1.3): not modelled, and a layout there says so.
extension TabBarLayout {
    /// Puts ``Note/verticalTabBarNotModelled`` first among the notes of a `system` bar in an environment where
    /// the system shows it as a vertical bar (``TabBarEnvironment/showsVerticalTabBar``), whatever geometry the
    /// frames have: they describe a bar at the bottom, which the device does not show. `custom` bars are the
    /// app's own views, laid out where the app puts them, and get no note.
    mutating func noteVerticalTabBar(configuration: TabBarConfiguration, environment: TabBarEnvironment) {
        guard configuration.kind == .system, environment.showsVerticalTabBar else { return }
        notes.insert(.verticalTabBarNotModelled, at: 0)
    }
}
