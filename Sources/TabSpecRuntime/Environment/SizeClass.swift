/// A size class, as `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// `UIUserInterfaceSizeClass.compact`.
    case compact
    /// `UIUserInterfaceSizeClass.regular`.
    case regular
}
