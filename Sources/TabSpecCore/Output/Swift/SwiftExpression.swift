/// A Swift expression the emitter builds; ``SwiftRenderer`` prints it, so spec text only ever reaches the
/// output as an escaped literal.
///
/// Only the cases that nest an expression directly are `indirect`: leaves (most of a generated file) are
/// stored inline instead of in a heap box each.
enum SwiftExpression: Sendable, Hashable {
    /// A string literal holding exactly this text (escaped by ``SwiftLiteral/string(_:)``).
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A `0xRRGGBB` literal.
    case hexInteger(UInt32)
    /// A floating-point literal in its shortest round-trip form.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// A name resolved in scope: a type (`TabBarConfiguration.Item`), a member or a parameter.
    case identifier(String)
    /// `.name`, resolved against the contextual type (an enum case or a static member).
    case implicitMember(String)
    /// `base.name`.
    indirect case member(SwiftExpression, String)
    /// `callee(label: value, …)`.
    indirect case call(SwiftExpression, [SwiftArgument])
    /// `[element, …]`.
    case array([SwiftExpression])
}

/// One argument of a call: an optional label and its value.
struct SwiftArgument: Sendable, Hashable {
    /// The argument label, or `nil` for an unlabelled argument.
    var label: String?
    /// The value.
    var value: SwiftExpression

    /// Creates a labelled argument (pass `nil` for an unlabelled one).
    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}
