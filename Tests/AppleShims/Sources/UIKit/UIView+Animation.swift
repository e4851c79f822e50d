extension UIView {
    /// Options for animating views using block objects.
    /// /documentation/UIKit/UIView/AnimationOptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// Animate changes to one or more views using the specified duration.
    /// /documentation/UIKit/UIView/animate(withDuration:animations:)
    ///
    /// Fake: runs `animations` at once; the views end in their final state.
    @available(iOS 4.0, *)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Animate changes to one or more views using the specified duration and completion handler.
    /// /documentation/UIKit/UIView/animate(withDuration:animations:completion:)
    ///
    /// Fake: runs `animations`, then `completion` with `true`, at once.
    @available(iOS 4.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Animate changes to one or more views using the specified duration, delay, options, and completion
    /// handler.
    /// /documentation/UIKit/UIView/animate(withDuration:delay:options:animations:completion:)
    ///
    /// Fake: runs `animations`, then `completion` with `true`, at once (the delay is ignored).
    @available(iOS 4.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}
