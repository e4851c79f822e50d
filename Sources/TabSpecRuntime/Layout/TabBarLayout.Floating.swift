/// The numbers of the floating iOS 26 tab bar (layout.md v1.2 and v1.3), community-measured: view-hierarchy
/// dumps of iOS 26.1–26.5 simulators published in open-source projects, which agree to 0.2 pt for iPhone
/// portrait with 1–5 short titles, and (v1.3) onejs/one's tab-bar oracle (47 cells measured on an iOS 26.4
/// simulator at 393 × 852: the search tab with one or two tabs, long titles, more than five tabs) and
/// EazySwiftUI's published metrics (the minimized bar and the bottom accessory, measured at 402 × 874).
/// Apple publishes none of them. The search tab, the icon and title inside a button, the minimized bar and
/// the accessory come from one source each.
extension TabBarLayout {
    /// The floating bar's measured constants, in points.
    public enum Floating {
        /// The first iOS version whose `system` bar floats (with the new design, on a phone in portrait).
        public static let firstIOSVersion = IOSVersion(major: 26)
        /// The bar's height on every phone, Face ID and Touch ID alike: shown at `(0, V − 83, W, 83)`.
        public static let barHeight: Double = 83
        /// The platter's height (at `y = 0` of the bar).
        public static let platterHeight: Double = 62
        /// The platter's corner radius (a capsule).
        public static let platterCornerRadius: Double = 31
        /// The selection lens's corner radius; the lens is the selected button's frame.
        public static let lensCornerRadius: Double = 27
        /// The side of the detached circle (the search tab's, or from iOS 27 the prominent tab's), at
        /// `x = W − 83`, `y = 0`.
        public static let searchDiameter: Double = 62
        /// The most tabs a floating bar shows without a More item, the detached tab included: with more, the
        /// platter holds four tabs and More (three beside a prominent tab's circle).
        public static let tabLimit = 5
        /// The minimized bar's side: a 48 × 48 circle showing the selected tab (EazySwiftUI, measured at 402 × 874).
        public static let minimizedDiameter: Double = 48
        /// The minimized circle's distance from the screen's leading edge (`x = 28`).
        public static let minimizedLeadingInset: Double = 28
        /// The minimized circle's top, up from the screen's bottom edge (`y = V − 76`).
        public static let minimizedBottomOffset: Double = 76
        /// The bottom accessory's height, expanded and inline (EazySwiftUI, measured at 402 × 874).
        public static let accessoryHeight: Double = 48
        /// The gap between the accessory and the platter below it, or the minimized circle beside it.
        public static let accessorySpacing: Double = 8
        /// The title font the floating bar uses, and its hugging rule measures titles in: medium 10 pt.
        public static let titleFont = TabBarConfiguration.Font(weight: .medium, size: 10)
        /// How much narrower than its button a title has room to be (`title-truncation` compares the estimate
        /// with `w − 16`).
        public static let titleInset: Double = 16

        /// The platter's distance from the bar's leading and trailing edges when it spans the bar.
        static let platterMargin: Double = 21
        /// A button's inset in the platter: its top (`y = 4`) and the first button's leading edge.
        static let buttonInset: Double = 4
        /// A button's height.
        static let buttonHeight: Double = 54
        /// The narrowest button of a hugging platter (`n ≤ 3`).
        static let minimumHuggingButtonWidth: Double = 94
        /// What a hugging button adds to its widest title's estimated width.
        static let huggingTitlePadding: Double = 39
        /// How far neighbouring buttons of a hugging platter overlap, and what the platter adds around them.
        static let huggingOverlap: Double = 8
        /// The detached circle's distance from the bar's trailing edge to its leading edge (`x = W − 83`).
        static let searchTrailingOffset: Double = 83
        /// What the platter beside the detached circle leaves of the width: `C = W − 112`.
        static let searchPlatterInset: Double = 112
        /// The side of the icon box inside a button.
        static let iconSide: Double = 28
        /// The icon box's top inside a button.
        static let iconTop: Double = 6
        /// The title line's top inside a button.
        static let titleTop: Double = 35
        /// The title line's height.
        static let titleHeight: Double = 12
    }
}
