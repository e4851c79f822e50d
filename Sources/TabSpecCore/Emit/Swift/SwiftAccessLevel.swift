/// The access level of the generated enum and its members (`compile --access-level`).
public enum SwiftAccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Visible inside the module that compiles the generated file (the default).
    case `internal`
    /// Visible to every module that imports the one holding the generated file.
    case `public`
    /// Visible to the other modules of the same package.
    case `package`

    /// The keyword as written before a declaration.
    var keyword: String { rawValue }
}
