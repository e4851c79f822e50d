/// A device orientation. Landscape swaps the screen's width and height and uses the landscape safe area.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}
