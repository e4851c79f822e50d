/// What a `compile { … }` block says about `tabspec compile`, in a spec or in a `.tabspec` configuration file.
///
/// Every setting is optional; `nil` means the block does not set it (the command's default or flag applies).
package struct CompileSettings: Sendable, Hashable {
    /// `accessLevel`, when the block sets it.
    package var accessLevel: SwiftAccessLevel?
    /// `localization { … }` (v1.2), when the block has one: the localization of every tab bar without a
    /// `localization` block of its own.
    package var localization: TabBarLocalization?

    /// Settings with the given values (all unset by default).
    package init(accessLevel: SwiftAccessLevel? = nil, localization: TabBarLocalization? = nil) {
        self.accessLevel = accessLevel
        self.localization = localization
    }
}
