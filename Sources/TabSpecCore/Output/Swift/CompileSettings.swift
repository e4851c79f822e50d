/// What a `.tabspec` configuration file says about `tabspec compile`: its `compile { … }` block.
///
/// Every setting is optional; `nil` means the file does not set it (the command's default or flag applies).
package struct CompileSettings: Sendable, Hashable {
    /// `accessLevel`, when the file sets it.
    package var accessLevel: SwiftAccessLevel?

    /// Settings with the given values (all unset by default).
    package init(accessLevel: SwiftAccessLevel? = nil) {
        self.accessLevel = accessLevel
    }
}
