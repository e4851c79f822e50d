/// The way the user's finger moves across the content, as `UISwipeGestureRecognizer.Direction`'s `left` and
/// `right`: physical directions, the same in left-to-right and right-to-left layouts.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    /// The finger moves towards the left edge: the page on the right comes in.
    case left
    /// The finger moves towards the right edge: the page on the left comes in.
    case right
}
