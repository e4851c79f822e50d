/// Which way the pages slide on screen.
extension PageDirection {
    /// The direction the pages move in a transition in `layoutDirection`: the outgoing page leaves that way
    /// and the incoming one comes from the opposite edge, so it is also the swipe that leads there.
    ///
    /// `.forward` moves the pages to the left in a left-to-right bar (the next tab is on the right) and to
    /// the right in a right-to-left bar; `.reverse` the other way.
    public func movement(in layoutDirection: LayoutDirection) -> SwipeDirection {
        (self == .forward) == (layoutDirection == .leftToRight) ? .left : .right
    }
}
