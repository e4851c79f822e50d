/// A whole generated Swift file: a header comment, imports and enum declarations, in order.
struct SwiftFile: Sendable, Hashable {
    /// Comment lines at the top (without `//`); their text is sanitized by the renderer.
    var header: [String]
    /// Imported module names.
    var imports: [String]
    /// The top-level enums.
    var declarations: [SwiftEnumDeclaration]
}

/// `ACCESS enum NAME: INHERITED { cases; members }`.
struct SwiftEnumDeclaration: Sendable, Hashable {
    /// `///` documentation lines.
    var documentation: [String]
    /// The access level of the enum and every member.
    var access: SwiftAccessLevel
    /// The type name (an identifier; keywords are put in backticks by the renderer).
    var name: String
    /// The raw type and protocols, as written after the colon.
    var inheritance: [String]
    /// The cases, in declaration order.
    var cases: [SwiftEnumCase]
    /// The members after the cases, in order.
    var members: [SwiftMember]
}

/// `case name` or `case name = "raw value"`.
struct SwiftEnumCase: Sendable, Hashable {
    /// The case name (an identifier; keywords are put in backticks by the renderer).
    var name: String
    /// The raw value when it differs from the name.
    var rawValue: String?
}

/// One member of a generated enum with its documentation.
struct SwiftMember: Sendable, Hashable {
    /// What a member declares.
    enum Kind: Sendable, Hashable {
        /// `var name: Type { body }`.
        case computedProperty(name: String, type: String, body: SwiftBody)
        /// `static let name: Type = value`.
        case staticLet(name: String, type: String, value: SwiftExpression)
        /// `static func name(label name: Type, …) -> Result { body }`.
        case staticFunction(name: String, parameters: [SwiftParameter], result: String, body: SwiftBody)
    }

    /// `///` documentation lines.
    var documentation: [String]
    /// The declaration.
    var kind: Kind
}

/// The body of a computed property or function.
enum SwiftBody: Sendable, Hashable {
    /// A single expression (implicit return).
    case expression(SwiftExpression)
    /// `switch self { case .name: return value … }`: one value per case of the enclosing enum, in the order
    /// of its cases.
    case switchOverSelf([SwiftExpression])
}

/// `label name: Type` in a function signature.
struct SwiftParameter: Sendable, Hashable {
    /// The argument label.
    var label: String
    /// The parameter name.
    var name: String
    /// The parameter type.
    var type: String
}
