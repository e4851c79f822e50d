/// The warnings a layout carries (layout.md, Notes).
extension TabBarLayout {
    /// A layout warning (printed in `frames` output's `notes`).
    public enum Note: Sendable, Hashable {
        /// UIKit lays icon and title side by side here; icon and title frames are not modelled.
        case sideBySideNotModelled
        /// A `system` bar on iOS 26 or later laid out as the classic bar, for `reason`: the floating Liquid
        /// Glass bar is not modelled there (or the app keeps the old design, or is built with an SDK before 26),
        /// so the frames are those of the compatibility appearance.
        case classicBarOnIOS26(ClassicReason)
        /// The app sets `UIDesignRequiresCompatibility` but is built with the SDK `sdk` (27 or later), which
        /// ignores the key: the bar floats (v1.3).
        case compatibilityIgnoredBySDK(sdk: IOSVersion)
        /// A floating bar: its geometry is community-measured, not published by Apple.
        case floatingCommunityMeasured
        /// A floating bar modelled on `ios` (27 or later), for which no measurement was found: the frames are
        /// iOS 26's (v1.3).
        case floatingGeometryOfIOS26(ios: IOSVersion)
        /// A floating bar with the search tab in the detached circle: that layout was measured in one community
        /// source only.
        case floatingSearchTabSingleSource
        /// A floating bar with the prominent tab in the detached circle (iOS 27): the circle is the search tab's
        /// measured frame; the prominent tab itself was not measured (v1.3).
        case floatingProminentTabNotMeasured
        /// A floating bar with a prominent tab and a search tab: the search tab is laid out with the other tabs,
        /// as apps built with the iOS 27 SDK report; not measured (v1.3).
        case floatingSearchTabWithOthersReported
        /// A floating bar with a tab marked prominent where the prominent treatment does not apply (before
        /// iOS 27, or an SDK before 27): the tab is laid out like the others (v1.3).
        case prominentTabNeedsIOS27
        /// A floating bar of more than five tabs: four tabs and More in the platter, the rest behind More,
        /// measured in one community source (v1.3).
        case floatingMoreSingleSource
        /// A floating bar of more than five tabs beside the prominent tab's circle: three tabs and More in the
        /// platter, the rest behind More; not measured (v1.3).
        case floatingMoreBesideProminentNotMeasured
        /// A floating bar whose titles would make its hugging platter `needed` wide, more than the `available`
        /// width it stops at (`W − 42`, or `W − 112` beside the circle); the buttons share that width equally,
        /// as measured (v1.3; in v1.2 this said the case was not modelled).
        case floatingPlatterTooWide(needed: Double, available: Double)
        /// A floating bar with a spanning platter (four or five tabs, or three beside the circle) and a title
        /// wider than its button: iOS 26 widens that title's slot (measured), which the model does not; its
        /// slots stay equal (v1.3).
        case floatingLongTitleSlotsNotModelled
        /// A floating bar minimizes on scroll instead of hiding: to the measured 48 pt circle
        /// (``TabBarLayout/Bar/minimized``), one source; there is no hidden frame.
        case floatingMinimizes
        /// A floating bar with a bottom accessory: its frames (``TabBarLayout/Bar/accessory``) were measured in
        /// one community source (v1.3).
        case floatingAccessorySingleSource
        /// A classic or custom bar whose app shows a bottom accessory: the app places it, so no frame is
        /// modelled (v1.3).
        case accessoryPlacedByApp
        /// An iPad's `system` bar in a regular width from iPadOS 18 sits at the top of the screen (v1.3): Apple
        /// publishes no geometry and one measurement is not enough, so no frames are given.
        case topBarNotModelled
        /// `regularWidth: hidden` in a regular width (v1.3): the app shows no tab bar there.
        case hiddenInRegularWidth
        /// `regularWidth: bottomBar` on an iPad from iPadOS 18 (v1.3): the app gives the tab bar a compact
        /// horizontal size class to keep the bottom bar, laid out as the classic bar in a compact width.
        case bottomBarInCompactWidth
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
            case let .classicBarOnIOS26(.sdk(sdk)):
                return "the app is built with the iOS \(sdk) SDK, before the floating tab bar, so iOS 26 and later "
                    + "show the classic tab bar these frames describe"
            case let .classicBarOnIOS26(reason):
                return "from iOS 26 a system tab bar floats as a Liquid Glass bar; Apple does not publish its geometry "
                    + "and the community-measured model covers only a phone in portrait, so " + Self.phrase(reason)
                    + " these frames are those of the compatibility appearance (as with UIDesignRequiresCompatibility)"
            case let .compatibilityIgnoredBySDK(sdk):
                return "the app is built with the iOS \(sdk) SDK and the system ignores UIDesignRequiresCompatibility "
                    + "when you build for iOS 27 or later, so the tab bar floats"
            case .floatingCommunityMeasured:
                return "community-measured iOS 26 geometry, not published by Apple"
            case let .floatingGeometryOfIOS26(ios):
                return "no measurement of the floating tab bar on iOS \(ios) was found; these are iOS 26's frames"
            case .floatingSearchTabSingleSource:
                return "the search tab's layout (its circle and the platter beside it) was measured in one community "
                    + "source only"
            case .floatingProminentTabNotMeasured:
                return "the prominent tab sits apart in the search tab's measured circle; iOS 27's prominent tab was "
                    + "not measured"
            case .floatingSearchTabWithOthersReported:
                return "with a prominent tab the search tab is laid out with the other tabs, as apps built with the "
                    + "iOS 27 SDK report; not measured"
            case .prominentTabNeedsIOS27:
                return "the prominent tab is laid out like the others: the prominent treatment needs iOS 27 and an "
                    + "app built with the iOS 27 SDK"
            case .floatingMoreSingleSource:
                return "with more than 5 tabs the platter holds 4 tabs and More, the others behind More (a search tab "
                    + "too, without its circle); measured in one community source"
            case .floatingMoreBesideProminentNotMeasured:
                return "with more than 5 tabs the platter beside the prominent tab holds 3 tabs and More, the others "
                    + "behind More; not measured"
            case let .floatingPlatterTooWide(needed, available):
                return "the floating tabs' titles need a \(TabBarLayout.format(needed)) pt platter; it stops at "
                    + "\(TabBarLayout.format(available)) pt and the buttons share that width equally, as measured in "
                    + "one community source"
            case .floatingLongTitleSlotsNotModelled:
                return "a title is wider than its button: iOS 26 widens a long title's slot and narrows the others "
                    + "(measured), which is not modelled; these slots are equal"
            case .floatingMinimizes:
                return "the floating bar minimizes on scroll to a 48 pt circle (one community source) instead of "
                    + "hiding, so there is no hidden frame"
            case .floatingAccessorySingleSource:
                return "the bottom accessory's frames (above the platter, and beside the minimized bar) were measured "
                    + "in one community source"
            case .accessoryPlacedByApp:
                return "the system places a bottom accessory only over the floating tab bar; over this bar the app "
                    + "places its own, so it has no frame here"
            case .topBarNotModelled:
                return "from iPadOS 18 a system tab bar sits at the top of the screen on iPad in a regular width "
                    + "(or becomes a sidebar); Apple publishes no geometry for it and one measurement is not enough "
                    + "to model it, so no item frames are given"
            case .hiddenInRegularWidth:
                return "regularWidth: hidden: the app shows no tab bar in a regular width (its own navigation "
                    + "instead), so there are no frames"
            case .bottomBarInCompactWidth:
                return "regularWidth: bottomBar: the app gives the tab bar a compact horizontal size class to keep "
                    + "the bottom bar on iPad; these are the classic bar's frames in a compact width"
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

        /// Where the classic bar is used instead of the floating one: `in landscape`, `on iPad`.
        static func phrase(_ reason: ClassicReason) -> String {
            switch reason {
            case .compatibility: return "with UIDesignRequiresCompatibility"
            case let .sdk(sdk): return "with the iOS \(sdk) SDK"
            case .pad: return "on iPad"
            case .landscape:
                return "in landscape (where the published measurements give the bar's height but not its tabs' widths "
                    + "or the minimized bar)"
            case .regularWidth: return "on a regular-width phone screen"
            case let .moreTabs(count): return "with \(count) tabs"
            }
        }
    }
}
