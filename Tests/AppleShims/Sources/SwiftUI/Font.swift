/// An environment-dependent font.
/// /documentation/SwiftUI/Font
@available(iOS 13.0, *)
public struct Font: Hashable, Sendable {
    /// The point size.
    let size: CGFloat
    /// The weight, if given.
    let weight: Weight?

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied
    /// to the text.
    /// /documentation/SwiftUI/Font/system(size:weight:design:)
    @available(iOS 16.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(size: size, weight: weight)
    }

    /// A weight to use for fonts.
    /// /documentation/SwiftUI/Font/Weight

    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class.
        let value: Int
        /// /documentation/SwiftUI/Font/Weight/ultraLight
        public static let ultraLight = Weight(value: 100)
        /// /documentation/SwiftUI/Font/Weight/thin
        public static let thin = Weight(value: 200)
        /// /documentation/SwiftUI/Font/Weight/light
        public static let light = Weight(value: 300)
        /// /documentation/SwiftUI/Font/Weight/regular
        public static let regular = Weight(value: 400)
        /// /documentation/SwiftUI/Font/Weight/medium
        public static let medium = Weight(value: 500)
        /// /documentation/SwiftUI/Font/Weight/semibold
        public static let semibold = Weight(value: 600)
        /// /documentation/SwiftUI/Font/Weight/bold
        public static let bold = Weight(value: 700)
        /// /documentation/SwiftUI/Font/Weight/heavy
        public static let heavy = Weight(value: 800)
        /// /documentation/SwiftUI/Font/Weight/black
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    /// /documentation/SwiftUI/Font/Design
    public enum Design: Hashable, Sendable {
        /// /documentation/SwiftUI/Font/Design/default
        case `default`
        /// /documentation/SwiftUI/Font/Design/serif
        case serif
        /// /documentation/SwiftUI/Font/Design/rounded
        case rounded
        /// /documentation/SwiftUI/Font/Design/monospaced
        case monospaced
    }
}
