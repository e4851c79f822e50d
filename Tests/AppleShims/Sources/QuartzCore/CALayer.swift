// The QuartzCore shim: the part of Core Animation the runtime reaches through `UIView.layer`. On Apple platforms
// UIKit re-exports QuartzCore; the UIKit shim does the same.
@_exported import CoreGraphics

/// An object that manages image-based content and allows you to perform animations on that content.
/// /documentation/QuartzCore/CALayer
///
/// Fake: keeps the properties below; draws nothing.
open class CALayer: NSObject, @unchecked Sendable {
    /// Returns an initialized CALayer object.
    /// /documentation/QuartzCore/CALayer/init()
    public override init() {
        super.init()
    }

    /// The radius to use when drawing rounded corners for the layer's background. Animatable.
    /// /documentation/QuartzCore/CALayer/cornerRadius
    @available(iOS 2.0, *)
    open var cornerRadius: CGFloat = 0

    /// A Boolean indicating whether sublayers are clipped to the layer's bounds. Animatable.
    /// /documentation/QuartzCore/CALayer/masksToBounds
    @available(iOS 2.0, *)
    open var masksToBounds: Bool = false
}
