/// Recognizing a swipe in a drag (SwiftUI has no swipe gesture; UIKit's `UISwipeGestureRecognizer` decides
/// this itself).
extension SwipeDirection {
    /// How far (points) a drag must carry horizontally, flick included, to be a swipe.
    ///
    /// UIKit documents no threshold for its swipe recognizer; this is tabspec's own, as are the others here.
    public static let minimumDragDistance: Double = 50
    /// How many times longer than the vertical movement the horizontal one must be: steeper drags are the
    /// content scrolling, not a swipe.
    public static let minimumHorizontalDominance: Double = 2

    /// The swipe a finished drag makes, from where it would end with its velocity (SwiftUI's
    /// `DragGesture.Value.predictedEndTranslation`), or `nil` when it is not one.
    ///
    /// A swipe carries at least ``minimumDragDistance`` points horizontally and ``minimumHorizontalDominance``
    /// times as far horizontally as vertically; negative `translationX` is a swipe to the left.
    public init?(dragTranslationX translationX: Double, translationY: Double) {
        let horizontal = abs(translationX)
        guard horizontal.isFinite, translationY.isFinite, horizontal >= Self.minimumDragDistance,
              horizontal >= Self.minimumHorizontalDominance * abs(translationY) else { return nil }
        self = translationX < 0 ? .left : .right
    }
}
