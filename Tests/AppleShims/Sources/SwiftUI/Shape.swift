/// A 2D shape that you can use when drawing a view.
/// /documentation/SwiftUI/Shape
///
/// Deviation: declared without its `Animatable` refinement; its body is primitive.
@available(iOS 13.0, *)
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    /// /documentation/SwiftUI/Shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { _primitiveBody(Self.self) }

    /// Fills this shape with a color or gradient.
    /// /documentation/SwiftUI/Shape/fill(_:style:)
    ///
    /// The iOS 13 overload (iOS 17 adds one returning `_ShapeView` with a `.foreground` default).
    @available(iOS 13.0, *)
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _modified()
    }
}

/// The outline of a 2D shape.
/// /documentation/SwiftUI/Path
public struct Path: Sendable {
    /// The rectangles the fake path is made of.
    var rects: [CGRect]

    /// Creates an empty path.
    /// /documentation/SwiftUI/Path/init()
    public init() {
        self.rects = []
    }

    /// Creates a path containing a rectangle.
    /// /documentation/SwiftUI/Path/init(_:)
    public init(_ rect: CGRect) {
        self.rects = [rect]
    }
}

/// A style for rasterizing vector shapes.
/// /documentation/SwiftUI/FillStyle
public struct FillStyle: Equatable, Sendable {
    /// /documentation/SwiftUI/FillStyle/isEOFilled
    public var isEOFilled: Bool
    /// /documentation/SwiftUI/FillStyle/isAntialiased
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    /// /documentation/SwiftUI/FillStyle/init(eoFill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// A color or pattern to use when rendering a shape.
/// /documentation/SwiftUI/ShapeStyle
///
/// Deviation: declared without requirements.
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

/// Defines the shape of a rounded rectangle's corners.
/// /documentation/SwiftUI/RoundedCornerStyle
public enum RoundedCornerStyle: Sendable {
    /// /documentation/SwiftUI/RoundedCornerStyle/circular
    case circular
    /// /documentation/SwiftUI/RoundedCornerStyle/continuous
    case continuous
}

/// A circle centered on the frame of the view containing it.
/// /documentation/SwiftUI/Circle
public struct Circle: Shape {
    /// Creates a circle.
    /// /documentation/SwiftUI/Circle/init()
    nonisolated public init() {}

    /// /documentation/SwiftUI/Circle/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A capsule shape aligned inside the frame of the view containing it.
/// /documentation/SwiftUI/Capsule
public struct Capsule: Shape {
    /// /documentation/SwiftUI/Capsule/style
    public var style: RoundedCornerStyle

    /// /documentation/SwiftUI/Capsule/init(style:)
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// /documentation/SwiftUI/Capsule/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// /documentation/SwiftUI/Rectangle
public struct Rectangle: Shape {
    /// /documentation/SwiftUI/Rectangle/init()
    nonisolated public init() {}

    /// /documentation/SwiftUI/Rectangle/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}
