/// An object that stores color data and sometimes opacity.
/// /documentation/UIKit/UIColor
///
/// Fake: a color is either fixed sRGB components or a dynamic provider resolved by trait collection, so tests
/// can read components back (`getRed(_:green:blue:alpha:)`, `cgColor`) and resolve dynamic colors by
/// `userInterfaceStyle` (`resolvedColor(with:)`). Deviation: `@unchecked Sendable` (Apple's UIColor is Sendable;
/// corelibs' NSObject is not).
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// What the color is made of.
    private enum Storage {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
    }

    /// This color's components or provider.
    private let storage: Storage

    /// Creates a color object using the specified opacity and RGB component values.
    /// /documentation/UIKit/UIColor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.storage = .components(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a color object using the specified opacity and grayscale values.
    /// /documentation/UIKit/UIColor/init(white:alpha:)
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color object that uses the specified block to generate its color data dynamically.
    /// /documentation/UIKit/UIColor/init(dynamicProvider:)
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.storage = .dynamic(dynamicProvider)
        super.init()
    }

    /// Returns the version of the current color that results from the specified traits.
    /// /documentation/UIKit/UIColor/resolvedColor(with:)
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Creates a color object that has the same color space and component values as the receiver, but has the
    /// specified alpha component.
    /// /documentation/UIKit/UIColor/withAlphaComponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .components(red, green, blue, _):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dynamic:
            return UIColor(dynamicProvider: { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
    }

    /// Returns the components that form the color in the RGB color space.
    /// /documentation/UIKit/UIColor/getRed(_:green:blue:alpha:)
    ///
    /// Fake: a dynamic color is resolved with `UITraitCollection.current`, as UIKit does.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: UITraitCollection.current)
        guard case let .components(r, g, b, a) = resolved.storage else { return false }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// The Quartz color that corresponds to the color object.
    /// /documentation/UIKit/UIColor/cgColor
    open var cgColor: CGColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    /// Colors are immutable: a copy is the color itself (NSCopying, needed by `@NSCopying` properties).
    public func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
