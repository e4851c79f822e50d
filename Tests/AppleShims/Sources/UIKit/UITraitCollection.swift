/// A collection of data that represents the environment for an individual element in your app's user interface.
/// /documentation/UIKit/UITraitCollection
///
/// Fake: holds the traits the runtime reads (interface style, size classes, idiom and layout direction).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The interface style associated with the trait collection.
    /// /documentation/UIKit/UITraitCollection/userInterfaceStyle
    @available(iOS 12.0, *)
    open private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The horizontal size class of the trait collection.
    /// /documentation/UIKit/UITraitCollection/horizontalSizeClass
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class of the trait collection.
    /// /documentation/UIKit/UITraitCollection/verticalSizeClass
    open private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The user interface idiom of the trait collection.
    /// /documentation/UIKit/UITraitCollection/userInterfaceIdiom
    @available(iOS 8.0, *)
    open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// The layout direction associated with the current environment.
    /// /documentation/UIKit/UITraitCollection/layoutDirection
    @available(iOS 10.0, *)
    open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    /// Creates an empty trait collection.
    public override init() {
        super.init()
    }

    /// Creates a trait collection that contains only a specified interface style.
    /// /documentation/UIKit/UITraitCollection/init(userInterfaceStyle:)
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Creates a trait collection that contains only a specified horizontal size class.
    /// /documentation/UIKit/UITraitCollection/init(horizontalSizeClass:)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Creates a trait collection that contains only a specified vertical size class.
    /// /documentation/UIKit/UITraitCollection/init(verticalSizeClass:)
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// Creates a trait collection that contains only a specified interface idiom.
    /// /documentation/UIKit/UITraitCollection/init(userInterfaceIdiom:)
    @available(iOS 8.0, *)
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init()
        self.userInterfaceIdiom = idiom
    }

    /// Creates a trait collection that contains only the specified layout direction trait.
    /// /documentation/UIKit/UITraitCollection/init(layoutDirection:)
    @available(iOS 10.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// Creates a trait collection that consists of traits merged from a specified array of trait collections.
    /// /documentation/UIKit/UITraitCollection/init(traitsFrom:)
    ///
    /// Fake: later collections win for every trait they specify.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { userInterfaceIdiom = traits.userInterfaceIdiom }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
        }
    }

    /// The trait collection the fake resolves dynamic colors with when no traits are given.
    nonisolated(unsafe) private static var currentCollection = UITraitCollection()

    /// The current trait collection for the current thread.
    /// /documentation/UIKit/UITraitCollection/current
    ///
    /// Fake: one process-wide value instead of a per-thread one.
    @available(iOS 13.0, *)
    open class var current: UITraitCollection {
        get { currentCollection }
        set { currentCollection = newValue }
    }
}
