/// Defines the structure that specifies an amount to offset a position.
/// /documentation/UIKit/UIOffset
public struct UIOffset: Equatable, Sendable {
    /// The offset amount in the horizontal direction.
    /// /documentation/UIKit/UIOffset/horizontal
    public var horizontal: CGFloat
    /// The offset amount in the vertical direction.
    /// /documentation/UIKit/UIOffset/vertical
    public var vertical: CGFloat

    /// Creates an offset with zero horizontal and vertical amounts.
    /// /documentation/UIKit/UIOffset/init()
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset with the specified horizontal and vertical amounts.
    /// /documentation/UIKit/UIOffset/init(horizontal:vertical:)
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An offset structure with zero horizontal and vertical offsets.
    /// /documentation/UIKit/UIOffset/zero
    public static let zero = UIOffset()
}

/// The inset distances for views.
/// /documentation/UIKit/UIEdgeInsets
public struct UIEdgeInsets: Equatable, Sendable {
    /// The top edge inset value.
    /// /documentation/UIKit/UIEdgeInsets/top
    public var top: CGFloat
    /// The left edge inset value.
    /// /documentation/UIKit/UIEdgeInsets/left
    public var left: CGFloat
    /// The bottom edge inset value.
    /// /documentation/UIKit/UIEdgeInsets/bottom
    public var bottom: CGFloat
    /// The right edge inset value.
    /// /documentation/UIKit/UIEdgeInsets/right
    public var right: CGFloat

    /// Creates an edge inset with zero insets.
    /// /documentation/UIKit/UIEdgeInsets/init()
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates an edge inset for a button or view.
    /// /documentation/UIKit/UIEdgeInsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
    /// /documentation/UIKit/UIEdgeInsets/zero
    public static let zero = UIEdgeInsets()
}
