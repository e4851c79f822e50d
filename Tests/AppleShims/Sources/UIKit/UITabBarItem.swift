/// An object that describes an item in a tab bar.
/// /documentation/UIKit/UITabBarItem
///
/// Every member Apple documents for iOS 26 and earlier. Fake: keeps every property.
@MainActor
open class UITabBarItem: UIBarItem {
    /// Constants that represent the system tab bar items.
    /// /documentation/UIKit/UITabBarItem/SystemItem
    public enum SystemItem: Int, Sendable {
        /// /documentation/UIKit/UITabBarItem/SystemItem/more
        case more = 0
        /// /documentation/UIKit/UITabBarItem/SystemItem/favorites
        case favorites = 1
        /// /documentation/UIKit/UITabBarItem/SystemItem/featured
        case featured = 2
        /// /documentation/UIKit/UITabBarItem/SystemItem/topRated
        case topRated = 3
        /// /documentation/UIKit/UITabBarItem/SystemItem/recents
        case recents = 4
        /// /documentation/UIKit/UITabBarItem/SystemItem/contacts
        case contacts = 5
        /// /documentation/UIKit/UITabBarItem/SystemItem/history
        case history = 6
        /// /documentation/UIKit/UITabBarItem/SystemItem/bookmarks
        case bookmarks = 7
        /// /documentation/UIKit/UITabBarItem/SystemItem/search
        case search = 8
        /// /documentation/UIKit/UITabBarItem/SystemItem/downloads
        case downloads = 9
        /// /documentation/UIKit/UITabBarItem/SystemItem/mostRecent
        case mostRecent = 10
        /// /documentation/UIKit/UITabBarItem/SystemItem/mostViewed
        case mostViewed = 11
    }

    /// Creates a tab bar item with a default configuration.
    /// /documentation/UIKit/UITabBarItem/init()
    public override init() {
        super.init()
    }

    /// Creates a tab bar item from a serialized instance.
    /// /documentation/UIKit/UITabBarItem/init(coder:)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a tab bar item using a system-provided configuration.
    /// /documentation/UIKit/UITabBarItem/init(tabBarSystemItem:tag:)
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }

    /// Creates a tab bar item that displays a title and an image.
    /// /documentation/UIKit/UITabBarItem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a tab bar item that toggles the image it displays when its selected state changes.
    /// /documentation/UIKit/UITabBarItem/init(title:image:selectedImage:)
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The source image the item uses to generate its selected image.
    /// /documentation/UIKit/UITabBarItem/selectedImage
    @available(iOS 7.0, *)
    open var selectedImage: UIImage?

    /// The appearance settings for a tab bar.
    /// /documentation/UIKit/UITabBarItem/standardAppearance
    @available(iOS 13.0, *)
    @NSCopying open var standardAppearance: UITabBarAppearance?

    /// The appearance settings for the tab bar when the edge of scrollable content aligns with the edge of the
    /// tab bar.
    /// /documentation/UIKit/UITabBarItem/scrollEdgeAppearance
    @available(iOS 15.0, *)
    @NSCopying open var scrollEdgeAppearance: UITabBarAppearance?

    /// The offset to apply to the title's position.
    /// /documentation/UIKit/UITabBarItem/titlePositionAdjustment
    @available(iOS 5.0, *)
    open var titlePositionAdjustment: UIOffset = .zero

    /// The text that the item's badge displays.
    /// /documentation/UIKit/UITabBarItem/badgeValue
    open var badgeValue: String?

    /// The background color of the item's badge.
    /// /documentation/UIKit/UITabBarItem/badgeColor
    @available(iOS 10.0, *)
    @NSCopying open var badgeColor: UIColor?

    /// The badge text attributes set per state.
    private var badgeAttributes = TextAttributesByState()

    /// Registers text attributes that the badge uses for the specified state.
    /// /documentation/UIKit/UITabBarItem/setBadgeTextAttributes(_:for:)
    @available(iOS 10.0, *)
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state] = textAttributes
    }

    /// Returns the badge's text attributes for the specified state.
    /// /documentation/UIKit/UITabBarItem/badgeTextAttributes(for:)
    @available(iOS 10.0, *)
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state]
    }
}
