#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Which UIKit API a ``TabSpecTabBarController`` uses for its items and for hiding its bar, by iOS version.
///
/// The controller takes ``current`` — the newest the running system supports — unless it is given another one,
/// and never uses more than the system supports (``supported()``). Keeping the choice a value lets an app pin
/// the older behaviour and lets the Linux behaviour checks drive every path: there `#available(iOS 26, *)` is
/// true, so without it the fallbacks would never run.
public struct TabBarControllerStrategy: Sendable, Hashable {
    /// How the tabs become UIKit items.
    public enum Items: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// Each view controller's `tabBarItem` in `viewControllers` (iOS 2 and later).
        case tabBarItems
        /// `UITab`s in `tabs` (iOS 18 and later).
        case tabs

        /// Ordered by the iOS release that introduced the API.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How a system bar hides while the user scrolls down (`hideOnScroll`).
    public enum Hiding: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The Vietnamese article's animation: the bar slides down by a transform (``HideOnScrollDelegate``).
        case slideTabBar
        /// `setTabBarHidden(_:animated:)` driven by ``HideOnScrollController`` (iOS 18 and later); also how
        /// UIKit's bar is hidden under a custom bar (earlier strategies set its `isHidden`).
        case setTabBarHidden
        /// `tabBarMinimizeBehavior = .onScrollDown`: UIKit minimizes the floating bar itself (iOS 26 and later).
        case minimizeOnScrollDown

        /// Ordered by the iOS release that introduced the API.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How the spec's prominent tab (`prominent: true`, v1.3) reaches UIKit.
    public enum Prominence: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// No prominent treatment (before iOS 27): the prominent tab is a tab like the others.
        case unsupported
        /// `prominentTabIdentifier` set to the prominent tab's `UITab` identifier (iOS 27 and later, with `UITab`s).
        case prominentTabIdentifier

        /// Ordered by the iOS release that introduced the API.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How the app's bottom accessory (``TabSpecTabBarController/accessoryView``, `bottomAccessory: true`, v1.3)
    /// reaches UIKit.
    public enum Accessory: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// No bottom accessory API (before iOS 26): the accessory is not shown.
        case unsupported
        /// `setBottomAccessory(_:animated:)` with a `UITabAccessory` (iOS 26 and later).
        case bottomAccessory

        /// Ordered by the iOS release that introduced the API.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The item API.
    public var items: Items
    /// The hiding API.
    public var hiding: Hiding
    /// The prominent tab's API.
    public var prominence: Prominence
    /// The bottom accessory's API.
    public var accessory: Accessory

    /// Creates a strategy.
    public init(items: Items, hiding: Hiding, prominence: Prominence = .unsupported, accessory: Accessory = .unsupported) {
        self.items = items
        self.hiding = hiding
        self.prominence = prominence
        self.accessory = accessory
    }

    /// The newest APIs of `iOSVersion`: `UITab`s from iOS 18; hiding by `tabBarMinimizeBehavior` from 26, by
    /// `setTabBarHidden(_:animated:)` on 18–25, by sliding the bar before; the bottom accessory from 26; the
    /// prominent tab from 27.
    public init(iOSVersion: IOSVersion) {
        let major = iOSVersion.major
        self.init(
            items: major >= 18 ? .tabs : .tabBarItems,
            hiding: major >= 26 ? .minimizeOnScrollDown : major >= 18 ? .setTabBarHidden : .slideTabBar,
            prominence: major >= 27 ? .prominentTabIdentifier : .unsupported,
            accessory: major >= 26 ? .bottomAccessory : .unsupported
        )
    }

    /// The newest APIs the running system supports (`#available`; on a platform that is not iOS every check is
    /// true, so this is the iOS 27 strategy there).
    public static var current: TabBarControllerStrategy {
        if #available(iOS 27.0, *) { return TabBarControllerStrategy(iOSVersion: IOSVersion(major: 27)) }
        if #available(iOS 26.0, *) { return TabBarControllerStrategy(iOSVersion: IOSVersion(major: 26)) }
        if #available(iOS 18.0, *) { return TabBarControllerStrategy(iOSVersion: IOSVersion(major: 18)) }
        return TabBarControllerStrategy(iOSVersion: IOSVersion(major: 16))
    }

    /// This strategy limited to what the running system supports: each API newer than ``current``'s falls
    /// back to the running system's.
    public func supported() -> TabBarControllerStrategy {
        let current = TabBarControllerStrategy.current
        return TabBarControllerStrategy(
            items: min(items, current.items), hiding: min(hiding, current.hiding), prominence: min(prominence, current.prominence),
            accessory: min(accessory, current.accessory)
        )
    }
}
#endif
