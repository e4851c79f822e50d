/// A control that displays one or more buttons in a tab bar for selecting between different subtasks, views, or
/// modes in an app.
/// /documentation/UIKit/UITabBar
///
/// Every member Apple documents for iOS 26 and earlier (the class page and its "Legacy customizations"
/// collection, /documentation/UIKit/UITabBar-legacy-customizations). Fake: keeps every property with UIKit's
/// documented default; draws no buttons and presents no customization sheet.
@MainActor
open class UITabBar: UIView {
    /// Constants that specify tab bar item positioning.
    /// /documentation/UIKit/UITabBar/ItemPositioning-swift.enum
    @available(iOS 7.0, *)
    public enum ItemPositioning: Int, Sendable {
        /// Specifies automatic tab bar item positioning according to the user interface idiom.
        /// /documentation/UIKit/UITabBar/ItemPositioning-swift.enum/automatic
        case automatic = 0
        /// Distribute items across the entire width of the tab bar.
        /// /documentation/UIKit/UITabBar/ItemPositioning-swift.enum/fill
        case fill = 1
        /// Center items in the available space.
        /// /documentation/UIKit/UITabBar/ItemPositioning-swift.enum/centered
        case centered = 2
    }

    // MARK: Customizing the tab bar behavior

    /// The tab bar's delegate object.
    /// /documentation/UIKit/UITabBar/delegate
    open weak var delegate: (any UITabBarDelegate)?

    // MARK: Configuring tab bar items

    /// The items displayed by the tab bar.
    /// /documentation/UIKit/UITabBar/items
    open var items: [UITabBarItem]?

    /// Sets the items on the tab bar, optionally animating any changes into position.
    /// /documentation/UIKit/UITabBar/setItems(_:animated:)
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The currently selected item on the tab bar.
    /// /documentation/UIKit/UITabBar/selectedItem
    open weak var selectedItem: UITabBarItem?

    // MARK: Customizing tab bar appearance

    /// The appearance settings for a standard-height tab bar.
    /// /documentation/UIKit/UITabBar/standardAppearance
    @available(iOS 13.0, *)
    @NSCopying open var standardAppearance: UITabBarAppearance = UITabBarAppearance()

    /// The appearance settings for the tab bar when the edge of scrollable content aligns with the edge of the
    /// tab bar.
    /// /documentation/UIKit/UITabBar/scrollEdgeAppearance
    @available(iOS 15.0, *)
    @NSCopying open var scrollEdgeAppearance: UITabBarAppearance?

    /// The view at the leading edge of a tab bar on tvOS.
    /// /documentation/UIKit/UITabBar/leadingAccessoryView
    ///
    /// tvOS 13.0+ only: unavailable on iOS, so unavailable here.
    @available(*, unavailable, message: "tvOS only (tvOS 13.0+)")
    open var leadingAccessoryView: UIView {
        UIView(frame: .zero)
    }

    /// The view at the trailing edge of a tab bar on tvOS.
    /// /documentation/UIKit/UITabBar/trailingAccessoryView
    ///
    /// tvOS 13.0+ only: unavailable on iOS, so unavailable here.
    @available(*, unavailable, message: "tvOS only (tvOS 13.0+)")
    open var trailingAccessoryView: UIView {
        UIView(frame: .zero)
    }

    /// A Boolean value that indicates whether the tab bar is translucent.
    /// /documentation/UIKit/UITabBar/isTranslucent
    @available(iOS 7.0, *)
    open var isTranslucent: Bool = true

    // MARK: Legacy customizations

    /// The tab bar style that specifies its appearance.
    /// /documentation/UIKit/UITabBar/barStyle
    @available(iOS 7.0, *)
    open var barStyle: UIBarStyle = .default

    /// The tint color to apply to the tab bar items.
    /// /documentation/UIKit/UITabBar/tintColor
    @available(iOS 5.0, *)
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }

    /// The positioning scheme for the tab bar items in the tab bar.
    /// /documentation/UIKit/UITabBar/itemPositioning-swift.property
    @available(iOS 7.0, *)
    open var itemPositioning: UITabBar.ItemPositioning = .automatic

    /// The amount of space (in points) to use between tab bar items.
    /// /documentation/UIKit/UITabBar/itemSpacing
    ///
    /// Fake: a negative value is stored as `0`, as UIKit documents.
    @available(iOS 7.0, *)
    open var itemSpacing: CGFloat = 0 {
        didSet { if itemSpacing < 0 { itemSpacing = 0 } }
    }

    /// The width (in points) of tab bar items.
    /// /documentation/UIKit/UITabBar/itemWidth
    ///
    /// Fake: a negative value is stored as `0`, as UIKit documents.
    @available(iOS 7.0, *)
    open var itemWidth: CGFloat = 0 {
        didSet { if itemWidth < 0 { itemWidth = 0 } }
    }

    /// The tint color to apply to unselected tabs.
    /// /documentation/UIKit/UITabBar/unselectedItemTintColor
    @available(iOS 10.0, *)
    @NSCopying open var unselectedItemTintColor: UIColor?

    /// The image to use for the selection indicator.
    /// /documentation/UIKit/UITabBar/selectionIndicatorImage
    @available(iOS 5.0, *)
    open var selectionIndicatorImage: UIImage?

    /// The tint color applied to the selected tab bar item.
    /// /documentation/UIKit/UITabBar/selectedImageTintColor
    @available(iOS, introduced: 5.0, deprecated: 8.0)
    open var selectedImageTintColor: UIColor?

    /// The tint color to apply to the tab bar background.
    /// /documentation/UIKit/UITabBar/barTintColor
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?

    /// The custom background image for the tab bar.
    /// /documentation/UIKit/UITabBar/backgroundImage
    @available(iOS 5.0, *)
    open var backgroundImage: UIImage?

    /// The shadow image to use for the tab bar.
    /// /documentation/UIKit/UITabBar/shadowImage
    @available(iOS 6.0, *)
    open var shadowImage: UIImage?

    // MARK: Supporting user customization of tab bars

    /// Presents a standard interface that lets the user customize the contents of the tab bar.
    /// /documentation/UIKit/UITabBar/beginCustomizingItems(_:)
    ///
    /// Fake: marks the bar as customizing; nothing is presented.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        isCustomizing = true
    }

    /// Dismisses the standard interface used to customize the tab bar.
    /// /documentation/UIKit/UITabBar/endCustomizing(animated:)
    ///
    /// Fake: ends customizing; the items never change, so always `false`.
    open func endCustomizing(animated: Bool) -> Bool {
        isCustomizing = false
        return false
    }

    /// A Boolean value indicating whether the user is currently customizing the tab bar.
    /// /documentation/UIKit/UITabBar/isCustomizing
    open private(set) var isCustomizing: Bool = false
}
