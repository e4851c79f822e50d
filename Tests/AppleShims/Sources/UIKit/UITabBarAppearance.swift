/// An object for customizing the appearance of a tab bar.
/// /documentation/UIKit/UITabBarAppearance
///
/// Every member Apple documents for iOS 26 and earlier (initializers are inherited from UIBarAppearance, as
/// Apple documents). Fake: keeps every property.
@available(iOS 13.0, *)
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Inherited from UIBarAppearance: creates an appearance that targets `idiom`.
    /// /documentation/UIKit/UIBarAppearance/init(idiom:)
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Inherited from UIBarAppearance: copies the relevant data of `barAppearance` (all of it when it is a tab
    /// bar appearance).
    /// /documentation/UIKit/UIBarAppearance/init(barAppearance:)
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let source = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = source.stackedLayoutAppearance
        stackedItemPositioning = source.stackedItemPositioning
        stackedItemSpacing = source.stackedItemSpacing
        stackedItemWidth = source.stackedItemWidth
        inlineLayoutAppearance = source.inlineLayoutAppearance
        compactInlineLayoutAppearance = source.compactInlineLayoutAppearance
        selectionIndicatorTintColor = source.selectionIndicatorTintColor
        selectionIndicatorImage = source.selectionIndicatorImage
    }

    /// A new tab bar appearance with this one's values.
    override func makeCopy() -> UIBarAppearance {
        UITabBarAppearance(barAppearance: self)
    }

    /// Inherited from UIBarAppearance: creates an appearance from data in an unarchiver.
    /// /documentation/UIKit/UIBarAppearance/init(coder:)
    public required init(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The appearance attributes for items with a stacked layout.
    /// /documentation/UIKit/UITabBarAppearance/stackedLayoutAppearance
    @NSCopying open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)

    /// The scheme to use when positioning stacked items within the tab bar.
    /// /documentation/UIKit/UITabBarAppearance/stackedItemPositioning
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic

    /// The amount of space to insert between stacked tab bar items.
    /// /documentation/UIKit/UITabBarAppearance/stackedItemSpacing
    open var stackedItemSpacing: CGFloat = 0

    /// The width of stacked items in the tab bar.
    /// /documentation/UIKit/UITabBarAppearance/stackedItemWidth
    open var stackedItemWidth: CGFloat = 0

    /// The appearance attributes for items displayed with an inline style.
    /// /documentation/UIKit/UITabBarAppearance/inlineLayoutAppearance
    @NSCopying open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)

    /// The appearance attributes for items displayed with an inline style in a compact environment.
    /// /documentation/UIKit/UITabBarAppearance/compactInlineLayoutAppearance
    @NSCopying open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    /// The tint color to apply to the selection indicator image.
    /// /documentation/UIKit/UITabBarAppearance/selectionIndicatorTintColor
    @NSCopying open var selectionIndicatorTintColor: UIColor?

    /// The image to draw for the selected item.
    /// /documentation/UIKit/UITabBarAppearance/selectionIndicatorImage
    open var selectionIndicatorImage: UIImage?
}
