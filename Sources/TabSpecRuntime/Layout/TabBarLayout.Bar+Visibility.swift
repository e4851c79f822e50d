/// The bar frame for a hide-on-scroll state.
extension TabBarLayout.Bar {
    /// ``hidden`` when `isHidden`, else ``shown`` (screen coordinates).
    public func frame(isHidden: Bool) -> Rect {
        isHidden ? hidden : shown
    }
}
