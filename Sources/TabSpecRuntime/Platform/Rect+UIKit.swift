#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Geometry bridges.
extension Rect {
    /// This rectangle as a `CGRect`.
    var cgRect: CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// This rectangle in the coordinates of a view whose frame starts at `origin`.
    func relative(to origin: Rect) -> CGRect {
        CGRect(x: x - origin.x, y: y - origin.y, width: width, height: height)
    }
}
#endif
