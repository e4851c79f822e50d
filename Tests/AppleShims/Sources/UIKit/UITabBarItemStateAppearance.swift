/// A data object containing the specific customizations for tab bar items in a particular state.
/// /documentation/UIKit/UITabBarItemStateAppearance
///
/// Every member Apple documents for iOS 26 and earlier. Fake: keeps every property. Apple documents no
/// initializer ("Don't create UITabBarItemStateAppearance objects yourself"); the fake's is internal.
@available(iOS 13.0, *)
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Created only by UITabBarItemAppearance.
    override init() {
        super.init()
    }

    /// String attributes to apply to the text of the tab bar item's title.
    /// /documentation/UIKit/UITabBarItemStateAppearance/titleTextAttributes
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The additional amount by which to offset the title horizontally and vertically.
    /// /documentation/UIKit/UITabBarItemStateAppearance/titlePositionAdjustment
    open var titlePositionAdjustment: UIOffset = .zero

    /// The color of item icons.
    /// /documentation/UIKit/UITabBarItemStateAppearance/iconColor
    @NSCopying open var iconColor: UIColor?

    /// String attributes to apply to the text of the item's badge.
    /// /documentation/UIKit/UITabBarItemStateAppearance/badgeTextAttributes
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The background color of the badge.
    /// /documentation/UIKit/UITabBarItemStateAppearance/badgeBackgroundColor
    @NSCopying open var badgeBackgroundColor: UIColor?

    /// The additional amount by which to offset the badge's title horizontally and vertically.
    /// /documentation/UIKit/UITabBarItemStateAppearance/badgeTitlePositionAdjustment
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// The additional amount by which to offset the badge horizontally and vertically.
    /// /documentation/UIKit/UITabBarItemStateAppearance/badgePositionAdjustment
    open var badgePositionAdjustment: UIOffset = .zero

    /// Copies every property of `other` (for UITabBarItemAppearance's copy).
    func copyValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
        badgePositionAdjustment = other.badgePositionAdjustment
    }
}
