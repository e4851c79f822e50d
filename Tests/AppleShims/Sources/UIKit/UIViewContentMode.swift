extension UIView {
    /// Options to specify how a view adjusts its content when its size changes.
    /// /documentation/UIKit/UIView/ContentMode
    public enum ContentMode: Int, Sendable {
        /// /documentation/UIKit/UIView/ContentMode/scaleToFill
        case scaleToFill = 0
        /// /documentation/UIKit/UIView/ContentMode/scaleAspectFit
        case scaleAspectFit = 1
        /// /documentation/UIKit/UIView/ContentMode/scaleAspectFill
        case scaleAspectFill = 2
        /// /documentation/UIKit/UIView/ContentMode/redraw
        case redraw = 3
        /// /documentation/UIKit/UIView/ContentMode/center
        case center = 4
        /// /documentation/UIKit/UIView/ContentMode/top
        case top = 5
        /// /documentation/UIKit/UIView/ContentMode/bottom
        case bottom = 6
        /// /documentation/UIKit/UIView/ContentMode/left
        case left = 7
        /// /documentation/UIKit/UIView/ContentMode/right
        case right = 8
        /// /documentation/UIKit/UIView/ContentMode/topLeft
        case topLeft = 9
        /// /documentation/UIKit/UIView/ContentMode/topRight
        case topRight = 10
        /// /documentation/UIKit/UIView/ContentMode/bottomLeft
        case bottomLeft = 11
        /// /documentation/UIKit/UIView/ContentMode/bottomRight
        case bottomRight = 12
    }
}
