/// A view that allows the scrolling and zooming of its contained views.
/// /documentation/UIKit/UIScrollView
///
/// Fake: keeps `contentOffset`, `contentSize`, `contentInset`, `scrollsToTop`, `isTracking`, `isDragging` and
/// `delegate`; `adjustedContentInset` is `contentInset` plus the safe area (the page: "The safe area insets are
/// then added to the values in the contentInset property", as `contentInsetAdjustmentBehavior` allows); changing
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

    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    /// /documentation/UIKit/UIScrollView/contentInset
    open var contentInset: UIEdgeInsets = .zero

    /// The insets derived from the content insets and the safe area of the scroll view.
    /// /documentation/UIKit/UIScrollView/adjustedContentInset
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right
        )
    }

    /// A Boolean value that controls whether the scroll-to-top gesture is enabled.
    /// /documentation/UIKit/UIScrollView/scrollsToTop
    ///
    /// "The default value of this property is true."
    open var scrollsToTop: Bool = true

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
