/// The device family, as `UIUserInterfaceIdiom` (phone and pad only).
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone
    case pad
}
