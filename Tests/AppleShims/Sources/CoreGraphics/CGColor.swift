/// A set of components that define a color, with a color space specifying how to interpret them.
/// /documentation/CoreGraphics/CGColor
///
/// Fake: an sRGB color holding its four components (red, green, blue, alpha).
public final class CGColor: @unchecked Sendable {
    /// The stored components (red, green, blue, alpha).
    private let storedComponents: [CGFloat]

    /// Creates a color in the sRGB color space.
    /// /documentation/CoreGraphics/CGColor/init(srgbRed:green:blue:alpha:)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.storedComponents = [red, green, blue, alpha]
    }

    /// Returns the value of the alpha component associated with a Core Graphics color.
    /// /documentation/CoreGraphics/CGColor/alpha
    public var alpha: CGFloat {
        storedComponents[3]
    }

    /// Returns the values of the color components (including alpha) associated with a Core Graphics color.
    /// /documentation/CoreGraphics/CGColor/components
    public var components: [CGFloat]? {
        storedComponents
    }

    /// Returns the number of color components (including alpha) associated with a Core Graphics color.
    /// /documentation/CoreGraphics/CGColor/numberOfComponents
    public var numberOfComponents: Int {
        storedComponents.count
    }
}
