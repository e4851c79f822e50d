/// One SF Symbol name and the iOS version that introduced it.
package struct SymbolEntry: Sendable, Hashable {
    /// The symbol name, e.g. `house.fill`.
    package let name: String
    /// The first iOS version that ships the symbol under this name.
    package let introduced: IOSVersion

    /// An entry for `name`, introduced in `introduced`.
    package init(name: String, introduced: IOSVersion) {
        self.name = name
        self.introduced = introduced
    }
}
