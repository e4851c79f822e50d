extension UIView {
    /// Options for animating views using block objects.
    /// /documentation/UIKit/UIView/AnimationOptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Allow the user to interact with views while they are being animated.
        /// /documentation/UIKit/UIView/AnimationOptions/allowUserInteraction
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start the animation from the current setting associated with an already in-flight animation.
        /// /documentation/UIKit/UIView/AnimationOptions/beginFromCurrentState
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Specify an ease-in ease-out curve.
        /// /documentation/UIKit/UIView/AnimationOptions/curveEaseInOut
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve causes the animation to begin slowly, and then speed up as it progresses.
        /// /documentation/UIKit/UIView/AnimationOptions/curveEaseIn
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve causes the animation to begin quickly, and then slow down as it completes.
        /// /documentation/UIKit/UIView/AnimationOptions/curveEaseOut
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear animation curve causes an animation to occur evenly over its duration.
        /// /documentation/UIKit/UIView/AnimationOptions/curveLinear
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Animate changes to one or more views using the specified duration.
    /// /documentation/UIKit/UIView/animate(withDuration:animations:)
    ///
    /// Fake: runs `animations` at once; the views end in their final state (see `fakeDefersAnimations`).
    @available(iOS 4.0, *)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        fakePerform(FakeAnimation(duration: duration, options: [], animations: animations, completion: nil))
    }

    /// Animate changes to one or more views using the specified duration and completion handler.
    /// /documentation/UIKit/UIView/animate(withDuration:animations:completion:)
    ///
    /// Fake: runs `animations`, then `completion` with `true`, at once (see `fakeDefersAnimations`).
    @available(iOS 4.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        fakePerform(FakeAnimation(duration: duration, options: [], animations: animations, completion: completion))
    }

    /// Animate changes to one or more views using the specified duration, delay, options, and completion
    /// handler.
    /// /documentation/UIKit/UIView/animate(withDuration:delay:options:animations:completion:)
    ///
    /// Fake: runs `animations`, then `completion` with `true`, at once (the delay is ignored; see
    /// `fakeDefersAnimations`).
    @available(iOS 4.0, *)
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        fakePerform(FakeAnimation(duration: duration, options: options, animations: animations, completion: completion))
    }
}

/// One animation block handed to `UIView.animate`, as the fake records it.
@_spi(Fake)
public struct FakeAnimation {
    /// The duration passed.
    public var duration: TimeInterval
    /// The options passed.
    public var options: UIView.AnimationOptions
    /// The changes.
    let animations: () -> Void
    /// The completion handler.
    let completion: ((Bool) -> Void)?
}

/// Behaviour-fake controls for tests: see the state before an animation ends.
extension UIView {
    /// When `true`, `animate` only records its blocks in `fakePendingAnimations`; `fakeRunPendingAnimations()`
    /// runs them. Default `false`: blocks run at once.
    @_spi(Fake)
    public static var fakeDefersAnimations = false

    /// The animations recorded while `fakeDefersAnimations` is `true`, oldest first.
    @_spi(Fake)
    public private(set) static var fakePendingAnimations: [FakeAnimation] = []

    /// Every animation started since the last `fakeResetAnimationLog()` (run or pending), oldest first.
    @_spi(Fake)
    public private(set) static var fakeAnimationLog: [FakeAnimation] = []

    /// Runs the recorded animations and their completions (with `true`), oldest first.
    @_spi(Fake)
    public static func fakeRunPendingAnimations() {
        let pending = fakePendingAnimations
        fakePendingAnimations = []
        for animation in pending {
            animation.animations()
            animation.completion?(true)
        }
    }

    /// Empties `fakeAnimationLog`.
    @_spi(Fake)
    public static func fakeResetAnimationLog() {
        fakeAnimationLog = []
    }

    /// Runs or records `animation`.
    private static func fakePerform(_ animation: FakeAnimation) {
        fakeAnimationLog.append(animation)
        if fakeDefersAnimations {
            fakePendingAnimations.append(animation)
        } else {
            animation.animations()
            animation.completion?(true)
        }
    }
}
