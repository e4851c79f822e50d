/// Expressions: on one line when they fit in ``SwiftRenderer/lineLimit``, otherwise calls and arrays put
/// one argument or element per line, one level further in.
extension SwiftRenderer {
    /// The expression on one line.
    func inline(_ expression: SwiftExpression) -> String {
        switch expression {
        case let .string(text): return SwiftLiteral.string(text)
        case let .integer(value): return String(value)
        case let .hexInteger(value): return SwiftLiteral.hex(value)
        case let .number(value): return SwiftLiteral.number(value)
        case let .boolean(value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case let .identifier(name): return name
        case let .implicitMember(name): return "." + SwiftLiteral.identifier(name)
        case let .member(base, name): return inline(base) + "." + SwiftLiteral.identifier(name)
        case let .call(callee, arguments):
            return inline(callee) + "(" + arguments.map(inline).joined(separator: ", ") + ")"
        case let .array(elements):
            return "[" + elements.map(inline).joined(separator: ", ") + "]"
        }
    }

    /// One argument on one line.
    func inline(_ argument: SwiftArgument) -> String {
        (argument.label.map { SwiftLiteral.identifier($0) + ": " } ?? "") + inline(argument.value)
    }

    /// Writes `expression` at the writer's position; `trailing` characters (`,` or `)`) will follow it on
    /// the same line.
    func render(_ expression: SwiftExpression, trailing: Int = 0) {
        let text = inline(expression)
        if writer.nextColumn + text.count + trailing <= SwiftRenderer.lineLimit {
            writer.write(text)
            return
        }
        switch expression {
        case let .call(callee, arguments) where !arguments.isEmpty:
            writer.write(inline(callee) + "(")
            writer.newline()
            writer.indented {
                for (offset, argument) in arguments.enumerated() {
                    if let label = argument.label { writer.write(SwiftLiteral.identifier(label) + ": ") }
                    let isLast = offset == arguments.count - 1
                    render(argument.value, trailing: isLast ? 0 : 1)
                    if !isLast { writer.write(",") }
                    writer.newline()
                }
            }
            writer.write(")")
        case let .array(elements) where !elements.isEmpty:
            writer.write("[")
            writer.newline()
            writer.indented {
                for element in elements {
                    render(element, trailing: 1)
                    writer.write(",")
                    writer.newline()
                }
            }
            writer.write("]")
        default:
            writer.write(text)
        }
    }
}
