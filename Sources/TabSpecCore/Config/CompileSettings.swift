/// What a `.tabspec` configuration file says about `tabspec compile`: its `compile { … }` block.
///
/// Every setting is optional; `nil` means the file does not set it (the command's default or flag applies).
public struct CompileSettings: Sendable, Hashable {
    /// The access level of the generated declarations (`compile { accessLevel: public }`).
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// `internal` (the default of generated code).
        case `internal`
        /// `public`, for specs compiled into a library.
        case `public`
        /// `package` (Swift 5.9 and later).
        case `package`
    }

    /// `accessLevel`, when the file sets it.
    public var accessLevel: AccessLevel?

    /// Settings with the given values (all unset by default).
    public init(accessLevel: AccessLevel? = nil) {
        self.accessLevel = accessLevel
    }
}
