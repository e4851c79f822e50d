/// The layout direction, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Tab 0 on the left.
    case leftToRight
    /// Tab 0 on the right; every bar-relative frame is mirrored.
    case rightToLeft
}
