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
        // A literal or a name cannot be broken: it is written whole whether it fits or not.
        if writeLeaf(expression) { return }
        let budget = SwiftRenderer.lineLimit - writer.nextColumn - trailing
        var width = 0
        if addWidth(of: expression, to: &width, limit: budget) {
            // The width is exact up to the budget: write the pieces straight into the writer.
            if width <= budget {
                writeInline(expression)
                return
            }
        } else {
            // A name outside ASCII: measure the whole text as one string, as it is written.
            let text = inline(expression)
            if text.count <= budget {
                writer.write(text)
                return
            }
        }
        switch expression {
        case let .call(callee, arguments) where !arguments.isEmpty:
            writeInline(callee)
            writer.write(ascii: "(")
            writer.newline()
            writer.indented {
                for (offset, argument) in arguments.enumerated() {
                    if let label = argument.label {
                        writer.write(SwiftLiteral.identifier(label))
                        writer.write(ascii: ": ")
                    }
                    let isLast = offset == arguments.count - 1
                    render(argument.value, trailing: isLast ? 0 : 1)
                    if !isLast { writer.write(ascii: ",") }
                    writer.newline()
                }
            }
            writer.write(ascii: ")")
        case let .array(elements) where !elements.isEmpty:
            writer.write(ascii: "[")
            writer.newline()
            writer.indented {
                for element in elements {
                    render(element, trailing: 1)
                    writer.write(ascii: ",")
                    writer.newline()
                }
            }
            writer.write(ascii: "]")
        default:
            writeInline(expression)
        }
    }

    /// Writes `expression` when it is a literal or an ASCII name, exactly as ``writeInline(_:)`` would (it
    /// has no parts to break); `false` for anything else.
    func writeLeaf(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .string, .integer, .hexInteger, .number, .boolean, .nilLiteral, .identifier:
            writeInline(expression)
            return true
        case let .implicitMember(name) where SwiftLiteral.isASCII(name):
            writeInline(expression)
            return true
        default:
            return false
        }
    }

    /// Writes ``inline(_:)``'s text piece by piece (the same bytes, without building the string).
    func writeInline(_ expression: SwiftExpression) {
        switch expression {
        case let .string(text) where SwiftLiteral.isPlain(text):
            // Printable ASCII: the literal is the text in quotes, and each piece's width is its byte count.
            writer.write(ascii: "\"")
            writer.write(text)
            writer.write(ascii: "\"")
        case let .string(text): writer.write(SwiftLiteral.string(text))
        case let .integer(value): writer.write(String(value))
        case let .hexInteger(value): writer.write(SwiftLiteral.hex(value))
        case let .number(value): writer.write(SwiftLiteral.number(value))
        case let .boolean(value): if value { writer.write(ascii: "true") } else { writer.write(ascii: "false") }
        case .nilLiteral: writer.write(ascii: "nil")
        case let .identifier(name): writer.write(name)
        case let .implicitMember(name):
            writer.write(ascii: ".")
            writer.write(SwiftLiteral.identifier(name))
        case let .member(base, name):
            writeInline(base)
            writer.write(ascii: ".")
            writer.write(SwiftLiteral.identifier(name))
        case let .call(callee, arguments):
            writeInline(callee)
            writer.write(ascii: "(")
            for (offset, argument) in arguments.enumerated() {
                if offset > 0 { writer.write(ascii: ", ") }
                if let label = argument.label {
                    writer.write(SwiftLiteral.identifier(label))
                    writer.write(ascii: ": ")
                }
                writeInline(argument.value)
            }
            writer.write(ascii: ")")
        case let .array(elements):
            writer.write(ascii: "[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { writer.write(ascii: ", ") }
                writeInline(element)
            }
            writer.write(ascii: "]")
        }
    }

    /// Adds the character count of ``inline(_:)``'s text to `width`, stopping early once it exceeds `limit`.
    /// Returns `false` when a name is not ASCII: a combining mark could then join the punctuation before
    /// it into one character, so only counting the whole text is exact. (String literals are counted whole,
    /// quotes included, and ASCII punctuation on either side never joins them.)
    func addWidth(of expression: SwiftExpression, to width: inout Int, limit: Int) -> Bool {
        if width > limit { return true }
        switch expression {
        case let .string(text):
            width += SwiftLiteral.stringWidth(text)
        case let .integer(value):
            width += String(value).utf8.count
        case let .hexInteger(value):
            width += SwiftLiteral.hex(value).utf8.count
        case let .number(value):
            width += SwiftLiteral.number(value).utf8.count
        case let .boolean(value):
            width += value ? 4 : 5
        case .nilLiteral:
            width += 3
        case let .identifier(name):
            guard SwiftLiteral.isASCII(name) else { return false }
            width += name.utf8.count
        case let .implicitMember(name):
            guard let nameWidth = SwiftLiteral.identifierWidth(name) else { return false }
            width += 1 + nameWidth
        case let .member(base, name):
            guard addWidth(of: base, to: &width, limit: limit), let nameWidth = SwiftLiteral.identifierWidth(name) else { return false }
            width += 1 + nameWidth
        case let .call(callee, arguments):
            guard addWidth(of: callee, to: &width, limit: limit) else { return false }
            width += 2 + 2 * max(0, arguments.count - 1)
            for argument in arguments {
                if width > limit { return true }
                if let label = argument.label {
                    guard let labelWidth = SwiftLiteral.identifierWidth(label) else { return false }
                    width += labelWidth + 2
                }
                guard addWidth(of: argument.value, to: &width, limit: limit) else { return false }
            }
        case let .array(elements):
            width += 2 + 2 * max(0, elements.count - 1)
            for element in elements {
                if width > limit { return true }
                guard addWidth(of: element, to: &width, limit: limit) else { return false }
            }
        }
        return true
    }
}
