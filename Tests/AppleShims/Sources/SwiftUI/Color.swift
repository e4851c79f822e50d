import UIKit

/// A representation of a color that adapts to a given context.
/// /documentation/SwiftUI/Color
@available(iOS 13.0, *)
public struct Color: Hashable, Sendable, ShapeStyle {
    /// The UIKit color this color was made from.
    let uiColor: UIColor

    /// Creates a color from a UIKit color.
    /// /documentation/SwiftUI/Color/init(uiColor:)
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) {
        self.uiColor = uiColor
    }

    /// Creates a color from a UIKit color.
    /// /documentation/SwiftUI/Color/init(_:)-3f06n
    public init(_ color: UIColor) {
        self.uiColor = color
    }

    /// A clear color suitable for use in UI elements.
    /// /documentation/SwiftUI/Color/clear
    public static let clear = Color(uiColor: .clear)

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.uiColor === rhs.uiColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(uiColor))
    }
}

extension Color: View {
    public var body: Never { _primitiveBody(Color.self) }
}
