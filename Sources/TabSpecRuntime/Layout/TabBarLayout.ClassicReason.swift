/// Why a `system` bar on iOS 26 or later keeps the classic geometry (layout.md v1.2, When).
extension TabBarLayout {
    /// The reason a `system` bar modelled on iOS 26 or later is laid out as the classic bar.
    public enum ClassicReason: Sendable, Hashable {
        /// The app keeps the pre-iOS 26 design (`UIDesignRequiresCompatibility`): iOS 26 shows the classic bar.
        case compatibility
        /// An iPad: the floating bar there was not measured.
        case pad
        /// A phone with a compact height (landscape): the floating bar there was not measured.
        case landscape
        /// A phone with a regular width and height (only an explicit screen is one): not measured.
        case regularWidth
        /// More than ``TabBarLayout/Floating/tabLimit`` tabs (`count`): the floating bar with More was not measured.
        case moreTabs(count: Int)

        /// The reason `environment` gives a `system` bar of `tabCount` tabs on iOS 26 or later, or `nil` when
        /// the floating geometry applies: a phone in portrait (compact width, regular height), at most 5
        /// tabs, and the new design.
        init?(environment: TabBarEnvironment, tabCount: Int) {
            if environment.designRequiresCompatibility {
                self = .compatibility
            } else if environment.idiom == .pad {
                self = .pad
            } else if environment.verticalSizeClass == .compact {
                self = .landscape
            } else if environment.horizontalSizeClass == .regular {
                self = .regularWidth
            } else if tabCount > TabBarLayout.Floating.tabLimit {
                self = .moreTabs(count: tabCount)
            } else {
                return nil
            }
        }
    }
}
