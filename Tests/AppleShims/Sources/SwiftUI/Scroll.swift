/// A type that defines the geometry of a scroll view.
/// /documentation/SwiftUI/ScrollGeometry
@available(iOS 18.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    /// /documentation/SwiftUI/ScrollGeometry/contentOffset
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    /// /documentation/SwiftUI/ScrollGeometry/contentSize
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    /// /documentation/SwiftUI/ScrollGeometry/contentInsets
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    /// /documentation/SwiftUI/ScrollGeometry/containerSize
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    /// /documentation/SwiftUI/ScrollGeometry/init(contentOffset:contentSize:contentInsets:containerSize:)
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
/// /documentation/SwiftUI/ScrollPhase
@available(iOS 18.0, *)
public enum ScrollPhase: Equatable, Sendable {
    /// The idle phase where no kind of scrolling is occurring.
    /// /documentation/SwiftUI/ScrollPhase/idle
    case idle
    /// The tracking phase where the scroll view is tracking a potential scroll by the user but the user hasn't
    /// started a scroll.
    /// /documentation/SwiftUI/ScrollPhase/tracking
    case tracking
    /// The interacting phase where the user is interacting with the scroll view.
    /// /documentation/SwiftUI/ScrollPhase/interacting
    case interacting
    /// The decelerating phase where the user has stopped interacting with the scroll view and the scroll view
    /// is decelerating towards its final target.
    /// /documentation/SwiftUI/ScrollPhase/decelerating
    case decelerating
    /// The animating phase where the scroll view is animating towards a final target.
    /// /documentation/SwiftUI/ScrollPhase/animating
    case animating

    /// Whether the scroll view is actively scrolling (`phase != .idle`).
    /// /documentation/SwiftUI/ScrollPhase/isScrolling
    public var isScrolling: Bool { self != .idle }
}

/// A resolved coordinate space created by the coordinate space protocol.
/// /documentation/SwiftUI/CoordinateSpace
@available(iOS 13.0, *)
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    /// /documentation/SwiftUI/CoordinateSpace/global
    case global
    /// The local coordinate space of the current view.
    /// /documentation/SwiftUI/CoordinateSpace/local
    case local
    /// A named reference to a view's local coordinate space.
    /// /documentation/SwiftUI/CoordinateSpace/named(_:)
    case named(AnyHashable)
}

/// A frame of reference within the layout system.
/// /documentation/SwiftUI/CoordinateSpaceProtocol
@available(iOS 17.0, *)
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    /// /documentation/SwiftUI/CoordinateSpaceProtocol/coordinateSpace
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
/// /documentation/SwiftUI/NamedCoordinateSpace
@available(iOS 17.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The name.
    let name: AnyHashable

    /// /documentation/SwiftUI/NamedCoordinateSpace/coordinateSpace
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    /// /documentation/SwiftUI/CoordinateSpaceProtocol/named(_:)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The local coordinate space of the current view.
/// /documentation/SwiftUI/LocalCoordinateSpace
@available(iOS 17.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// /documentation/SwiftUI/LocalCoordinateSpace/init()
    public init() {}

    /// /documentation/SwiftUI/LocalCoordinateSpace/coordinateSpace
    public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    /// /documentation/SwiftUI/CoordinateSpaceProtocol/local
    ///
    /// Named by `CoordinateSpaceProtocol`'s overview ("the system-provided `.global`, `.local`, and
    /// `.named(_:)`") and the default of `DragGesture`'s iOS 17 initializer; its own page was not read.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    /// /documentation/SwiftUI/View/onScrollGeometryChange(for:of:action:)
    @available(iOS 18.0, *)
    nonisolated public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View where T: Equatable {
        _modified()
    }

    /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy changes.
    /// /documentation/SwiftUI/View/onScrollPhaseChange(_:)
    @available(iOS 18.0, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        _modified()
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    /// /documentation/SwiftUI/View/onGeometryChange(for:of:action:)
    @available(iOS 16.0, *)
    @preconcurrency
    nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
        _modified()
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and
    /// sizes relative to the named space.
    /// /documentation/SwiftUI/View/coordinateSpace(name:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use coordinateSpace(_:) instead.")
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        _modified()
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and
    /// sizes relative to the named space.
    /// /documentation/SwiftUI/View/coordinateSpace(_:)
    ///
    /// Read in mirrors of the page (iOS 17.0).
    @available(iOS 17.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        _modified()
    }
}
