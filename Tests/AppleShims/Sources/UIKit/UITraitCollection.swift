/// A collection of data that represents the environment for an individual element in your app's user interface.
/// /documentation/UIKit/UITraitCollection
///
/// Fake: holds the traits the runtime reads (interface style and size classes).
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
