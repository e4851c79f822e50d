/// The device family, as `UIUserInterfaceIdiom` (phone and pad only).
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}
