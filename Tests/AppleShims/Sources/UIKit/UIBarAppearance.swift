/// An object for customizing the basic appearance of system bars.
/// /documentation/UIKit/UIBarAppearance
///
/// Every member Apple documents for iOS 26 and earlier. Fake: keeps every property; the `configureWith…`
/// methods set the background and shadow properties as their documentation describes (the default background
/// is a blur effect with no color, the opaque one the system background color, the transparent one nothing).
@available(iOS 13.0, *)
@MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// Creates a new bar appearance object that targets the specified idiom.
    /// /documentation/UIKit/UIBarAppearance/init(idiom:)
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates a new bar appearance object by copying relevant data from the specified appearance object.
    /// /documentation/UIKit/UIBarAppearance/init(barAppearance:)
    public init(barAppearance: UIBarAppearance) {
        self.idiom = barAppearance.idiom
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Creates a new bar appearance object containing default values.
    /// /documentation/UIKit/UIBarAppearance/init()
    public override convenience init() {
        self.init(idiom: .phone)
    }

    /// Creates an appearance object from data in an unarchiver.
    /// /documentation/UIKit/UIBarAppearance/init(coder:)
    ///
    /// Fake: there is no archiving; the result has the default values.
    public required init(coder: NSCoder) {
        self.idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates a copy of the appearance object.
    /// /documentation/UIKit/UIBarAppearance/copy()
    ///
    /// Deviation: an overload next to corelibs' `NSObject.copy() -> Any`; give the result a type.
    public func copy() -> Self {
        // Fake: every shim subclass overrides `makeCopy()`, so the cast holds for them.
        guard let copy = makeCopy() as? Self else { preconditionFailure("\(Self.self) does not override makeCopy()") }
        return copy
    }

    /// NSCopying, needed by `@NSCopying` properties.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    /// A new appearance of this class with this one's values.
    func makeCopy() -> UIBarAppearance {
        UIBarAppearance(barAppearance: self)
    }

    /// Configures the bar appearance object with default background and shadow values.
    /// /documentation/UIKit/UIBarAppearance/configureWithDefaultBackground()
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect()
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor.separator
        shadowImage = nil
    }

    /// Configures the bar appearance object with a set of opaque colors that are appropriate for the current
    /// theme.
    /// /documentation/UIKit/UIBarAppearance/configureWithOpaqueBackground()
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = UIColor.systemBackground
        backgroundImage = nil
        shadowColor = UIColor.separator
        shadowImage = nil
    }

    /// Configures the bar appearance object with a transparent background and no shadow.
    /// /documentation/UIKit/UIBarAppearance/configureWithTransparentBackground()
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The blur effect to apply to the bar's background.
    /// /documentation/UIKit/UIBarAppearance/backgroundEffect
    @NSCopying open var backgroundEffect: UIBlurEffect?

    /// The background color of the bar.
    /// /documentation/UIKit/UIBarAppearance/backgroundColor
    @NSCopying open var backgroundColor: UIColor?

    /// The image to display on top of the bar's background color.
    /// /documentation/UIKit/UIBarAppearance/backgroundImage
    open var backgroundImage: UIImage?

    /// The content mode to use when displaying the bar's background image.
    /// /documentation/UIKit/UIBarAppearance/backgroundImageContentMode
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

    /// The color to apply to the bar's custom or default shadow.
    /// /documentation/UIKit/UIBarAppearance/shadowColor
    @NSCopying open var shadowColor: UIColor?

    /// The image to use for the bar's shadow.
    /// /documentation/UIKit/UIBarAppearance/shadowImage
    open var shadowImage: UIImage?

    /// The idiom targeted by this bar appearance object.
    /// /documentation/UIKit/UIBarAppearance/idiom
    open private(set) var idiom: UIUserInterfaceIdiom
}
