/// A scrollable view.
/// /documentation/SwiftUI/ScrollView
@available(iOS 13.0, *)
public struct ScrollView<Content> where Content: View {
    /// The scroll view's content.
    /// /documentation/SwiftUI/ScrollView/content
    public var content: Content
    /// The scrollable axes of the scroll view.
    /// /documentation/SwiftUI/ScrollView/axes
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    /// /documentation/SwiftUI/ScrollView/showsIndicators
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while
    /// scrolling.
    /// /documentation/SwiftUI/ScrollView/init(_:showsIndicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}

extension ScrollView: View {
    public var body: Never { _primitiveBody(ScrollView.self) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
/// /documentation/SwiftUI/Axis
public enum Axis: Int8, CaseIterable, Sendable {
    /// /documentation/SwiftUI/Axis/horizontal
    case horizontal
    /// /documentation/SwiftUI/Axis/vertical
    case vertical

    /// An efficient set of axes.
    /// /documentation/SwiftUI/Axis/Set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// /documentation/SwiftUI/Axis/Set/horizontal
        public static let horizontal = Set(rawValue: 1 << 0)
        /// /documentation/SwiftUI/Axis/Set/vertical
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// A view that arranges its subviews in a vertical line.
/// /documentation/SwiftUI/VStack
@available(iOS 13.0, *)
public struct VStack<Content> where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    /// /documentation/SwiftUI/VStack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension VStack: View {
    public var body: Never { _primitiveBody(VStack.self) }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    /// /documentation/SwiftUI/ForEach/init(_:content:)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    /// /documentation/SwiftUI/View/padding(_:_:)
    @available(iOS 13.0, *)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _modified()
    }
}
