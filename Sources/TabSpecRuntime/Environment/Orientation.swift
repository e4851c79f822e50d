/// A device orientation. Landscape swaps the screen's width and height and uses the landscape safe area.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// The catalog's width and height as listed.
    case portrait
    /// Width and height swapped, landscape safe area and size classes.
    case landscape
}
