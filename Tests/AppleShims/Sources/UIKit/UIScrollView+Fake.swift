/// Behaviour-fake controls for tests: a user's drag, as UIKit reports it to the scroll view's delegate.
///
/// Not part of UIKit: visible only to files that write `@_spi(Fake) import UIKit` (the behaviour tests in
/// Tests/AppleTypecheck). `Scripts/typecheck-apple.sh` fails if any file of `Sources/` uses `@_spi(Fake)`.
extension UIScrollView {
    /// A finger touches the content and starts dragging: `isTracking` and `isDragging` become `true` and the
    /// delegate gets `scrollViewWillBeginDragging(_:)`.
    @_spi(Fake)
    public func fakeBeginDragging() {
        isTracking = true
        isDragging = true
        isDecelerating = false
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The dragging finger moves the content to `y` (the delegate gets `scrollViewDidScroll(_:)`).
    @_spi(Fake)
    public func fakeDrag(toContentOffsetY y: CGFloat) {
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// The finger lifts: `isTracking` and `isDragging` become `false` and the delegate gets
    /// `scrollViewDidEndDragging(_:willDecelerate:)`; with `decelerating`, the content keeps moving.
    @_spi(Fake)
    public func fakeEndDragging(decelerating: Bool) {
        isTracking = false
        isDragging = false
        isDecelerating = decelerating
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerating)
    }

    /// A tap on the status bar: if the delegate allows it, the content scrolls to the top and the delegate gets
    /// `scrollViewDidScrollToTop(_:)`.
    @_spi(Fake)
    public func fakeScrollToTop() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: 0)
        delegate?.scrollViewDidScrollToTop(self)
    }
}
