/// Insets on the four edges, direction-aware like SwiftUI's `EdgeInsets` (leading/trailing, not left/right).
public struct EdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: Double
    /// The inset on the leading side (left in left-to-right, right in right-to-left).
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The inset on the trailing side (right in left-to-right, left in right-to-left).
    public var trailing: Double

    /// Creates insets; omitted edges are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
