/// An abstract superclass for items that you can add to a bar that appears at the bottom of the screen.
/// /documentation/UIKit/UIBarItem
///
/// Fake: keeps every property and the title text attributes per state.
@MainActor
open class UIBarItem: NSObject {
    /// Initializes the bar item to its default state.
    /// /documentation/UIKit/UIBarItem/init()
    public override init() {
        super.init()
    }

    /// Creates a bar item from data in an unarchiver.
    /// /documentation/UIKit/UIBarItem/init(coder:)
    ///
    /// Fake: there is no archiving; always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title displayed on the item.
    /// /documentation/UIKit/UIBarItem/title
    open var title: String?
    /// The image used to represent the item.
    /// /documentation/UIKit/UIBarItem/image
    open var image: UIImage?
    /// The image to use to represent the item in landscape orientation when using the iPhone appearance idiom.
    /// /documentation/UIKit/UIBarItem/landscapeImagePhone
    @available(iOS 5.0, *)
    open var landscapeImagePhone: UIImage?
    /// The image to display for users who are blind or have low vision.
    /// /documentation/UIKit/UIBarItem/largeContentSizeImage
    @available(iOS 11.0, *)
    open var largeContentSizeImage: UIImage?
    /// The image inset or outset for each edge.
    /// /documentation/UIKit/UIBarItem/imageInsets
    open var imageInsets: UIEdgeInsets = .zero
    /// The image inset or outset for each edge of the image in landscape orientation when using the iPhone
    /// appearance idiom.
    /// /documentation/UIKit/UIBarItem/landscapeImagePhoneInsets
    @available(iOS 5.0, *)
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// The insets to apply to the bar item's large image when displaying the image in an assistive UI.
    /// /documentation/UIKit/UIBarItem/largeContentSizeImageInsets
    @available(iOS 11.0, *)
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// A Boolean value indicating whether the item is enabled.
    /// /documentation/UIKit/UIBarItem/isEnabled
    open var isEnabled: Bool = true
    /// The bar item's tag, an app-supplied integer that you can use to identify bar item objects in your app.
    /// /documentation/UIKit/UIBarItem/tag
    open var tag: Int = 0

    /// The title text attributes set per state.
    private var titleAttributes = TextAttributesByState()

    /// Sets the title's text attributes for a given control state.
    /// /documentation/UIKit/UIBarItem/setTitleTextAttributes(_:for:)
    @available(iOS 5.0, *)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }

    /// Returns the title's text attributes for a given control state.
    /// /documentation/UIKit/UIBarItem/titleTextAttributes(for:)
    @available(iOS 5.0, *)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }
}
