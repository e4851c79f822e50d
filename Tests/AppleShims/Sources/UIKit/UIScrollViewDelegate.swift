/// A set of methods that enable you to respond to scroll-related events in a scroll view.
/// /documentation/UIKit/UIScrollViewDelegate
///
/// Deviation (no Objective-C on Linux): the `optional` requirements are requirements with default
/// implementations in the extension below; the defaults do what UIKit does when a delegate omits the method.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Tells the delegate when the user scrolls the content view within the scroll view.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewDidScroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate when the scroll view is about to start scrolling the content.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewWillBeginDragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate when dragging ended in the scroll view.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view ended decelerating the scrolling movement.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewDidEndDecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Asks the delegate if the scroll view should scroll to the top of the content.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells the delegate that the scroll view scrolled to the top of the content.
    /// /documentation/UIKit/UIScrollViewDelegate/scrollViewDidScrollToTop(_:)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

/// The default implementations standing in for `@objc optional`.
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
