/// A view that allows the scrolling and zooming of its contained views.
/// /documentation/UIKit/UIScrollView
///
/// Fake: keeps `contentOffset`, `contentSize`, `isTracking`, `isDragging` and `delegate`; changing
/// `contentOffset` calls the delegate's `scrollViewDidScroll(_:)`, as UIKit does. A user's drag is simulated with
/// the `@_spi(Fake)` methods in UIScrollView+Fake.swift.
@MainActor
open class UIScrollView: UIView {
    /// The point at which the origin of the content view is offset from the origin of the scroll view.
    /// /documentation/UIKit/UIScrollView/contentOffset
    open var contentOffset: CGPoint = .zero {
        didSet { delegate?.scrollViewDidScroll(self) }
    }

    /// The size of the content view.
    /// /documentation/UIKit/UIScrollView/contentSize
    open var contentSize: CGSize = .zero

    /// The delegate of the scroll-view object.
    /// /documentation/UIKit/UIScrollView/delegate
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether the user has touched the content to initiate scrolling.
    /// /documentation/UIKit/UIScrollView/isTracking
    open internal(set) var isTracking: Bool = false

    /// A Boolean value that indicates whether the user has begun scrolling the content.
    /// /documentation/UIKit/UIScrollView/isDragging
    open internal(set) var isDragging: Bool = false

    /// Returns whether the content is moving in the scroll view after the user lifted their finger.
    /// /documentation/UIKit/UIScrollView/isDecelerating
    open internal(set) var isDecelerating: Bool = false

    /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
    /// /documentation/UIKit/UIScrollView/setContentOffset(_:animated:)
    ///
    /// Fake: sets `contentOffset` at once, animated or not.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
