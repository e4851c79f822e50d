/// A rectangle in points, origin at the top-left corner (UIKit's coordinate system).
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (may be ≤ 0 when a layout has no room; see ``TabBarLayout/Note``).
    public var width: Double
    /// The height (may be ≤ 0 when a layout has no room; see ``TabBarLayout/Note``).
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest x value (left edge).
    public var minX: Double { x }
    /// The largest x value (right edge).
    public var maxX: Double { x + width }
    /// The smallest y value (top edge).
    public var minY: Double { y }
    /// The largest y value (bottom edge).
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
}
