/// Why a `system` bar on iOS 26 or later keeps the classic geometry (layout.md v1.2, When; v1.3, the SDK).
extension TabBarLayout {
    /// The reason a `system` bar modelled on iOS 26 or later is laid out as the classic bar.
    public enum ClassicReason: Sendable, Hashable {
        /// The app is built with an SDK before 26 (the associated version): it keeps the classic bar on every
        /// iOS (v1.3).
        case sdk(IOSVersion)
        /// The app keeps the pre-iOS 26 design (`UIDesignRequiresCompatibility`, built with an SDK before 27):
        /// iOS 26 shows the classic bar.
        case compatibility
        /// An iPad: the floating bar there was not measured.
        case pad
        /// A phone with a compact height (landscape): the published measurements do not determine every frame.
        case landscape
        /// A phone with a regular width and height (only an explicit screen is one): not measured.
        case regularWidth
        /// More than five tabs (`count`). Not produced since v1.3, which lays a floating bar of more than five
        /// tabs out with its More item (measured); kept so code that names it still compiles.
        case moreTabs(count: Int)

        /// The reason `environment` gives a `system` bar on iOS 26 or later, or `nil` when the floating
        /// geometry applies: an app built with SDK 26 or later that does not keep the old design
        /// (``TabBarEnvironment/appliesCompatibility``), on a phone in portrait (compact width, regular height).
        init?(environment: TabBarEnvironment) {
            if environment.sdk < TabBarEnvironment.floatingFirstSDK {
                self = .sdk(environment.sdk)
            } else if environment.appliesCompatibility {
                self = .compatibility
            } else if environment.idiom == .pad {
                self = .pad
            } else if environment.verticalSizeClass == .compact {
                self = .landscape
            } else if environment.horizontalSizeClass == .regular {
                self = .regularWidth
            } else {
                return nil
            }
        }
    }
}
