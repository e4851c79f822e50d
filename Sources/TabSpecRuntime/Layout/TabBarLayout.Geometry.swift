/// Which tab bar a layout describes (layout.md v1.2).
extension TabBarLayout {
    /// The classic bar, the floating Liquid Glass bar of iOS 26, or (v1.3) an iPad's unmodelled top bar or no bar.
    public enum Geometry: String, Sendable, Hashable, CaseIterable {
        /// The bar along the bottom edge of every release before iOS 26, and of iOS 26 where the floating bar
        /// is not modelled or the app keeps the old design: UIKit's measured frames (or a custom bar's own).
        case classic
        /// iOS 26's floating bar on a phone in portrait: a glass platter holding up to 5 tabs, a search tab
        /// apart; community-measured, not published by Apple.
        case floating
        /// An iPad's `system` bar in a regular width from iPadOS 18 (v1.3): at the top of the screen, where
        /// Apple publishes no geometry and one measurement was found, so it is not modelled: no item frames.
        case top
        /// No bar in a regular width (`regularWidth: hidden`, v1.3): the app shows its own navigation.
        case hidden

        /// Whether the layout has a bar with frames (``classic`` or ``floating``); an iPad's unmodelled ``top``
        /// bar and a ``hidden`` one have none, and nothing there is judged or measured.
        public var hasFrames: Bool {
            self == .classic || self == .floating
        }
    }
}
