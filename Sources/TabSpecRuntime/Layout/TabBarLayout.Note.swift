/// The warnings a layout carries (layout.md, Notes).
extension TabBarLayout {
    /// A layout warning (printed in `frames` output's `notes`).
    public enum Note: Sendable, Hashable {
        /// UIKit lays icon and title side by side here; icon and title frames are not modelled.
        case sideBySideNotModelled
        /// A `system` bar on iOS 26 or later laid out as the classic bar, for `reason`: the floating Liquid
        /// Glass bar is not modelled there (or the app keeps the old design), so the frames are those of the
        /// compatibility appearance.
        case classicBarOnIOS26(ClassicReason)
        /// A floating bar: its geometry is community-measured, not published by Apple.
        case floatingCommunityMeasured
        /// A floating bar with a search tab: that layout was measured in one community source only.
        case floatingSearchTabSingleSource
        /// A floating bar's hugging platter is wider than the room it has (`needed` > `available`): the
        /// measured layout covers short titles, and how UIKit fits longer ones is not modelled.
        case floatingPlatterTooWide(needed: Double, available: Double)
        /// A floating bar minimizes on scroll instead of hiding; the minimized state is not modelled.
        case floatingMinimizedNotModelled
        /// Centered items are wider than the content span (`needed` > `available`).
        case itemsOverflow(needed: Double, available: Double)
        /// Fill items have no width left (`width` ≤ 0).
        case itemWidthNotPositive(width: Double)
        /// Padding leaves no content height (`height` ≤ 0).
        case contentHeightNotPositive(height: Double)
        /// A `system` bar where the system shows a vertical bar at the trailing edge instead (the iPhone Duo,
        /// ``TabBarEnvironment/showsVerticalTabBar``): the vertical bar is not modelled, and the frames describe a
        /// bar at the bottom the device does not show. Always the first note.
        case verticalTabBarNotModelled

        /// A one-line, lowercase explanation.
        public var message: String {
            switch self {
            case .sideBySideNotModelled:
                return "icon and title sit side by side in this environment; their frames are not modelled"
            case .classicBarOnIOS26(.compatibility):
                return "the app keeps the pre-iOS 26 design (UIDesignRequiresCompatibility), so iOS 26 shows the "
                    + "classic tab bar these frames describe"
            case let .classicBarOnIOS26(reason):
                return "from iOS 26 a system tab bar floats as a Liquid Glass bar; Apple does not publish its geometry "
                    + "and the community-measured model covers only a phone in portrait with at most 5 tabs, so "
                    + Self.phrase(reason) + " these frames are those of the compatibility appearance "
                    + "(as with UIDesignRequiresCompatibility)"
            case .floatingCommunityMeasured:
                return "community-measured iOS 26 geometry, not published by Apple"
            case .floatingSearchTabSingleSource:
                return "the search tab's layout (its circle and the platter beside it) was measured in one community "
                    + "source only"
            case let .floatingPlatterTooWide(needed, available):
                return "the floating tabs' titles need a \(TabBarLayout.format(needed)) pt platter but "
                    + "\(TabBarLayout.format(available)) pt fit; how UIKit fits longer titles is not modelled"
            case .floatingMinimizedNotModelled:
                return "the floating bar minimizes on scroll instead of hiding; the minimized bar is not modelled, "
                    + "so there is no hidden frame"
            case let .itemsOverflow(needed, available):
                return "items need \(TabBarLayout.format(needed)) pt but the bar has \(TabBarLayout.format(available)) pt"
            case let .itemWidthNotPositive(width):
                return "items have no width left (\(TabBarLayout.format(width)) pt)"
            case let .contentHeightNotPositive(height):
                return "padding leaves no content height (\(TabBarLayout.format(height)) pt)"
            case .verticalTabBarNotModelled:
                return "iOS 27.1 shows a system tab bar on this screen as a vertical bar at the trailing edge; the "
                    + "vertical bar is not modelled, so these frames describe a bottom bar the device does not show"
            }
        }

        /// Where the classic bar is used instead of the floating one: `in landscape`, `with 6 tabs`.
        static func phrase(_ reason: ClassicReason) -> String {
            switch reason {
            case .compatibility: return "with UIDesignRequiresCompatibility"
            case .pad: return "on iPad"
            case .landscape: return "in landscape"
            case .regularWidth: return "on a regular-width phone screen"
            case let .moreTabs(count): return "with \(count) tabs"
            }
        }
    }
}
