/// An alignment in both axes.
/// /documentation/SwiftUI/Alignment
public struct Alignment: Equatable, Sendable {
    /// Which guides the alignment uses, as (horizontal, vertical) positions: -1 leading/top, 0 center, 1
    /// trailing/bottom.
    let position: (horizontal: Int8, vertical: Int8)

    public static func == (lhs: Alignment, rhs: Alignment) -> Bool {
        lhs.position == rhs.position
    }

    /// /documentation/SwiftUI/Alignment/center
    public static let center = Alignment(position: (0, 0))
    /// /documentation/SwiftUI/Alignment/leading
    public static let leading = Alignment(position: (-1, 0))
    /// /documentation/SwiftUI/Alignment/trailing
    public static let trailing = Alignment(position: (1, 0))
    /// /documentation/SwiftUI/Alignment/top
    public static let top = Alignment(position: (0, -1))
    /// /documentation/SwiftUI/Alignment/bottom
    public static let bottom = Alignment(position: (0, 1))
    /// /documentation/SwiftUI/Alignment/topLeading
    public static let topLeading = Alignment(position: (-1, -1))
    /// /documentation/SwiftUI/Alignment/topTrailing
    public static let topTrailing = Alignment(position: (1, -1))
    /// /documentation/SwiftUI/Alignment/bottomLeading
    public static let bottomLeading = Alignment(position: (-1, 1))
    /// /documentation/SwiftUI/Alignment/bottomTrailing
    public static let bottomTrailing = Alignment(position: (1, 1))
}

/// An enumeration to indicate one edge of a rectangle.
/// /documentation/SwiftUI/Edge
public enum Edge: Int8, CaseIterable, Sendable {
    /// /documentation/SwiftUI/Edge/top
    case top
    /// /documentation/SwiftUI/Edge/leading
    case leading
    /// /documentation/SwiftUI/Edge/bottom
    case bottom
    /// /documentation/SwiftUI/Edge/trailing
    case trailing

    /// An efficient set of edges.
    /// /documentation/SwiftUI/Edge/Set

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// /documentation/SwiftUI/Edge/Set/top
        public static let top = Set(rawValue: 1 << 0)
        /// /documentation/SwiftUI/Edge/Set/leading
        public static let leading = Set(rawValue: 1 << 1)
        /// /documentation/SwiftUI/Edge/Set/bottom
        public static let bottom = Set(rawValue: 1 << 2)
        /// /documentation/SwiftUI/Edge/Set/trailing
        public static let trailing = Set(rawValue: 1 << 3)
        /// /documentation/SwiftUI/Edge/Set/all
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// /documentation/SwiftUI/Edge/Set/horizontal
        public static let horizontal: Set = [.leading, .trailing]
        /// /documentation/SwiftUI/Edge/Set/vertical
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A set of symbolic safe area regions.
/// /documentation/SwiftUI/SafeAreaRegions
@available(iOS 14.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// /documentation/SwiftUI/SafeAreaRegions/container
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// /documentation/SwiftUI/SafeAreaRegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// /documentation/SwiftUI/SafeAreaRegions/all
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The inset distances for the sides of a rectangle.
/// /documentation/SwiftUI/EdgeInsets
public struct EdgeInsets: Equatable, Sendable {
    /// /documentation/SwiftUI/EdgeInsets/top
    public var top: CGFloat
    /// /documentation/SwiftUI/EdgeInsets/leading
    public var leading: CGFloat
    /// /documentation/SwiftUI/EdgeInsets/bottom
    public var bottom: CGFloat
    /// /documentation/SwiftUI/EdgeInsets/trailing
    public var trailing: CGFloat

    /// /documentation/SwiftUI/EdgeInsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// /documentation/SwiftUI/EdgeInsets/init()
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

/// A view that overlays its subviews, aligning them in both axes.
/// /documentation/SwiftUI/ZStack
@available(iOS 13.0, *)
public struct ZStack<Content> where Content: View {
    /// Creates an instance with the given alignment.
    /// /documentation/SwiftUI/ZStack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
    public var body: Never { _primitiveBody(ZStack.self) }
}

/// A container view that defines its content as a function of its own size and coordinate space.
/// /documentation/SwiftUI/GeometryReader
@available(iOS 13.0, *)
public struct GeometryReader<Content> where Content: View {
    /// /documentation/SwiftUI/GeometryReader/content
    public var content: (GeometryProxy) -> Content

    /// /documentation/SwiftUI/GeometryReader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: View {
    public var body: Never { _primitiveBody(GeometryReader.self) }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
/// /documentation/SwiftUI/GeometryProxy
@available(iOS 13.0, *)
public struct GeometryProxy {
    /// The size of the container view.
    /// /documentation/SwiftUI/GeometryProxy/size
    public var size: CGSize { storedSize }

    /// The safe area inset of the container view.
    /// /documentation/SwiftUI/GeometryProxy/safeAreaInsets
    public var safeAreaInsets: EdgeInsets { storedSafeAreaInsets }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// /documentation/SwiftUI/GeometryProxy/frame(in:)-4d7dw
    ///
    /// The iOS 13 overload (iOS 17 adds one taking `some CoordinateSpaceProtocol`).
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: storedSize)
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    /// /documentation/SwiftUI/GeometryProxy/frame(in:)
    @available(iOS 17.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: storedSize)
    }

    /// The size SwiftUI proposed.
    let storedSize: CGSize
    /// The safe area the fake reports.
    let storedSafeAreaInsets: EdgeInsets
}

/// A structure that computes views on demand from an underlying collection of identified data.
/// /documentation/SwiftUI/ForEach
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    /// /documentation/SwiftUI/ForEach/data
    public var data: Data
    /// A function to create content on demand using the underlying data.
    /// /documentation/SwiftUI/ForEach/content
    public var content: (Data.Element) -> Content
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the provided key
    /// path to the underlying data's identifier.
    /// /documentation/SwiftUI/ForEach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public var body: Never { _primitiveBody(ForEach.self) }
}

/// An edge on the vertical axis.
/// /documentation/SwiftUI/VerticalEdge
@available(iOS 15.0, *)
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// /documentation/SwiftUI/VerticalEdge/top
    case top
    /// /documentation/SwiftUI/VerticalEdge/bottom
    case bottom
}

/// An alignment position along the horizontal axis.
/// /documentation/SwiftUI/HorizontalAlignment
public struct HorizontalAlignment: Equatable, Sendable {
    /// -1 leading, 0 center, 1 trailing.
    let position: Int8

    /// /documentation/SwiftUI/HorizontalAlignment/leading
    public static let leading = HorizontalAlignment(position: -1)
    /// /documentation/SwiftUI/HorizontalAlignment/center
    public static let center = HorizontalAlignment(position: 0)
    /// /documentation/SwiftUI/HorizontalAlignment/trailing
    public static let trailing = HorizontalAlignment(position: 1)
}
