/// One SF Symbol name and the iOS version that introduced it.
public struct SymbolEntry: Sendable, Hashable {
    /// The symbol name, e.g. `house.fill`.
    public let name: String
    /// The first iOS version that ships the symbol under this name.
    public let introduced: IOSVersion

    /// An entry for `name`, introduced in `introduced`.
    public init(name: String, introduced: IOSVersion) {
        self.name = name
        self.introduced = introduced
    }
}
