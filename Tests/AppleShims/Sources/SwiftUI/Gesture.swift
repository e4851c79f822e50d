/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states.
/// /documentation/SwiftUI/Gesture
///
/// Deviation: declared with its `Value` only, without the `body` requirement (nothing here implements a
/// gesture).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    /// /documentation/SwiftUI/Gesture/Value
    associatedtype Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
/// /documentation/SwiftUI/DragGesture
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    /// /documentation/SwiftUI/DragGesture/Value
    public struct Value: Equatable, Sendable {
        /// The location of the drag gesture's first event.
        /// /documentation/SwiftUI/DragGesture/Value/startLocation
        public var startLocation: CGPoint
        /// The location of the drag gesture's current event.
        /// /documentation/SwiftUI/DragGesture/Value/location
        public var location: CGPoint
        /// The predicted end location.
        let predictedEnd: CGPoint

        /// The total translation from the start of the drag gesture to the current event of the drag gesture.
        /// /documentation/SwiftUI/DragGesture/Value/translation
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will be if dragging
        /// stopped now.
        /// /documentation/SwiftUI/DragGesture/Value/predictedEndTranslation
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEnd.x - startLocation.x, height: predictedEnd.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    /// /documentation/SwiftUI/DragGesture/minimumDistance
    public var minimumDistance: CGFloat

    /// The coordinate space in which to receive location values.
    /// /documentation/SwiftUI/DragGesture/coordinateSpace
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    /// /documentation/SwiftUI/DragGesture/init(minimumDistance:coordinateSpace:)-3804h
    ///
    /// The iOS 13 overload, under "Deprecated initializers" on the DragGesture page. Its own page was read in
    /// mirrors only, which disagree on the version (deprecated in 27.0 in one, in 27.2 in another) and show no
    /// message; 27.0 here, the earlier, so the deprecation check of Scripts/typecheck-apple.sh errs on the
    /// strict side.
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    /// /documentation/SwiftUI/DragGesture/init(minimumDistance:coordinateSpace:)-8ffe5
    @available(iOS 17.0, *)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

/// A gesture that triggers an action when the base gesture ends.
/// /documentation/SwiftUI/_EndedGesture
@available(iOS 13.0, *)
public struct _EndedGesture<Content> where Content: Gesture {
    /// The base gesture.
    let content: Content
    /// The action.
    let action: (Content.Value) -> Void
}

extension _EndedGesture: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    /// /documentation/SwiftUI/Gesture/onEnded(_:)
    @available(iOS 13.0, *)
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the view and its
/// subviews.
/// /documentation/SwiftUI/GestureMask
@available(iOS 13.0, *)
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// /documentation/SwiftUI/GestureMask/none
    public static let none = GestureMask([])
    /// /documentation/SwiftUI/GestureMask/gesture
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// /documentation/SwiftUI/GestureMask/subviews
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// /documentation/SwiftUI/GestureMask/all
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    /// /documentation/SwiftUI/View/simultaneousGesture(_:including:)
    @available(iOS 13.0, *)
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        _modified()
    }
}
