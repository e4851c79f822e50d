/// A renamed SF Symbol: the old name still resolves on the OS versions that know it, but new code should use
/// the current name.
package struct SymbolAlias: Sendable, Hashable {
    /// The name as it was before the rename, e.g. `speaker.3`.
    package let oldName: String
    /// The name the data maps it to, e.g. `speaker.wave.3`.
    package let currentName: String

    /// A rename from `oldName` to `currentName`.
    package init(oldName: String, currentName: String) {
        self.oldName = oldName
        self.currentName = currentName
    }
}
