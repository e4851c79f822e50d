/// The way a view changes over time to create a smooth visual transition from one state to another.
/// /documentation/SwiftUI/Animation
@available(iOS 13.0, *)
public struct Animation: Equatable, Sendable {
    /// The curve, by name.
    let curve: String
    /// Seconds.
    let duration: TimeInterval

    /// An animation that moves at a constant speed during a specified duration.
    /// /documentation/SwiftUI/Animation/linear(duration:)
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(curve: "linear", duration: duration)
    }

    /// An animation with a specified duration that starts slowly and then increases speed towards the end of
    /// the movement.
    /// /documentation/SwiftUI/Animation/easeIn(duration:)
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(curve: "easeIn", duration: duration)
    }

    /// An animation with a specified duration that starts quickly and then slows towards the end of the
    /// movement.
    /// /documentation/SwiftUI/Animation/easeOut(duration:)
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(curve: "easeOut", duration: duration)
    }

    /// An animation with a specified duration that combines the behaviors of in and out easing animations.
    /// /documentation/SwiftUI/Animation/easeInOut(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: "easeInOut", duration: duration)
    }

    /// A default animation instance.
    /// /documentation/SwiftUI/Animation/default
    public static let `default` = Animation(curve: "default", duration: 0.35)
}

/// Returns the result of recomputing the view's body with the provided animation.
/// /documentation/SwiftUI/withAnimation(_:_:)
@available(iOS 13.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
