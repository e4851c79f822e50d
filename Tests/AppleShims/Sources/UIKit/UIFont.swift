/// An object that provides access to the font's characteristics.
/// /documentation/UIKit/UIFont
///
/// Fake: keeps the point size and weight it was created with.
open class UIFont: NSObject, @unchecked Sendable {
    /// Constants that represent standard typeface styles.
    /// /documentation/UIKit/UIFont/Weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// /documentation/UIKit/UIFont/Weight/ultraLight
        public static let ultraLight = Weight(-0.8)
        /// /documentation/UIKit/UIFont/Weight/thin
        public static let thin = Weight(-0.6)
        /// /documentation/UIKit/UIFont/Weight/light
        public static let light = Weight(-0.4)
        /// /documentation/UIKit/UIFont/Weight/regular
        public static let regular = Weight(0)
        /// /documentation/UIKit/UIFont/Weight/medium
        public static let medium = Weight(0.23)
        /// /documentation/UIKit/UIFont/Weight/semibold
        public static let semibold = Weight(0.3)
        /// /documentation/UIKit/UIFont/Weight/bold
        public static let bold = Weight(0.4)
        /// /documentation/UIKit/UIFont/Weight/heavy
        public static let heavy = Weight(0.56)
        /// /documentation/UIKit/UIFont/Weight/black
        public static let black = Weight(0.62)
    }

    /// The font's point size.
    /// /documentation/UIKit/UIFont/pointSize
    public let pointSize: CGFloat
    /// The weight the font was created with.
    @_spi(Fake) public let fakeWeight: Weight

    /// Creates a font (UIKit's initializers are class methods).
    private init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.fakeWeight = weight
        super.init()
    }

    /// Returns the font object for standard interface items in the specified size.
    /// /documentation/UIKit/UIFont/systemFont(ofSize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// Returns the font object for standard interface items in the specified size and weight.
    /// /documentation/UIKit/UIFont/systemFont(ofSize:weight:)
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
}
