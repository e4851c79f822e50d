/// The base class for concrete gesture recognizers.
/// /documentation/UIKit/UIGestureRecognizer
///
/// Declared without `init(target:action:)`, `addTarget(_:action:)` and `removeTarget(_:action:)`: they take a
/// `Selector`, which needs the Objective-C runtime Linux lacks, so the runtime registers targets only under
/// `#if canImport(ObjectiveC)` (docs/Platforms.md). Fake: keeps its view and state; recognizes nothing.
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The current state of a gesture recognizer.
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum
    public enum State: Int, Sendable {
        /// The gesture recognizer hasn't yet recognized its gesture, but may be evaluating touch events.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/possible
        case possible = 0
        /// The gesture recognizer has received touch objects recognized as a continuous gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/began
        case began = 1
        /// The gesture recognizer has received touches recognized as a change to a continuous gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/changed
        case changed = 2
        /// The gesture recognizer has received touches recognized as the end of a continuous gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/ended
        case ended = 3
        /// The gesture recognizer has received touches resulting in the cancellation of a continuous gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/cancelled
        case cancelled = 4
        /// The gesture recognizer has received a touch sequence that can't be recognized as the gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/failed
        case failed = 5
        /// The gesture recognizer has received a multi-touch sequence that it recognizes as its gesture.
        /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/recognized
        public static let recognized = State.ended
    }

    /// Creates a gesture recognizer.
    /// /documentation/UIKit/UIGestureRecognizer/init()
    ///
    /// Deviation: Apple's is a convenience initializer over `init(target:action:)`, which is not declared here.
    public override init() {
        super.init()
    }

    /// The view the gesture recognizer is attached to.
    /// /documentation/UIKit/UIGestureRecognizer/view
    open internal(set) weak var view: UIView?

    /// The current state of the gesture recognizer.
    /// /documentation/UIKit/UIGestureRecognizer/state-swift.property
    open internal(set) var state: UIGestureRecognizer.State = .possible

    /// A Boolean property that indicates whether the gesture recognizer is enabled.
    /// /documentation/UIKit/UIGestureRecognizer/isEnabled
    open var isEnabled: Bool = true

    /// A Boolean value that determines whether touches are delivered to a view when a gesture is recognized.
    /// /documentation/UIKit/UIGestureRecognizer/cancelsTouchesInView
    open var cancelsTouchesInView: Bool = true
}

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
/// /documentation/UIKit/UISwipeGestureRecognizer
@available(iOS 3.2, *)
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The direction of the swipe.
    /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a swipe direction structure with the specified raw value.
        /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct/init(rawValue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The touch or touches swipe to the right.
        /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct/right
        public static let right = Direction(rawValue: 1 << 0)
        /// The touch or touches swipe to the left.
        /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct/left
        public static let left = Direction(rawValue: 1 << 1)
        /// The touch or touches swipe upward.
        /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct/up
        public static let up = Direction(rawValue: 1 << 2)
        /// The touch or touches swipe downward.
        /// /documentation/UIKit/UISwipeGestureRecognizer/Direction-swift.struct/down
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted direction of the swipe for this gesture recognizer.
    /// /documentation/UIKit/UISwipeGestureRecognizer/direction-swift.property
    open var direction: UISwipeGestureRecognizer.Direction = .right

    /// The number of touches that must be present for the swipe gesture to be recognized.
    /// /documentation/UIKit/UISwipeGestureRecognizer/numberOfTouchesRequired
    open var numberOfTouchesRequired: Int = 1
}
