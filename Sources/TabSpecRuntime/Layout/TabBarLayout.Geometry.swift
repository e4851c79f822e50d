/// Which tab bar a layout describes (layout.md v1.2).
extension TabBarLayout {
    /// The classic bar or the floating Liquid Glass bar of iOS 26.
    public enum Geometry: String, Sendable, Hashable, CaseIterable {
        /// The bar along the bottom edge of every release before iOS 26, and of iOS 26 where the floating bar
        /// is not modelled or the app keeps the old design: UIKit's measured frames (or a custom bar's own).
        case classic
        /// iOS 26's floating bar on a phone in portrait: a glass platter holding up to 5 tabs, a search tab
        /// apart; community-measured, not published by Apple.
        case floating
    }
}
