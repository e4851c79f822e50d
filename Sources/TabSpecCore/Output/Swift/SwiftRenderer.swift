/// Prints a ``SwiftFile`` through one ``SwiftWriter``: declarations, members and switch bodies here,
/// expressions in `SwiftRenderer+Expressions.swift`.
struct SwiftRenderer {
    /// Calls and arrays longer than this (indentation included) are broken one argument per line.
    static let lineLimit = 120

    /// The writer every part of the file goes through.
    let writer: SwiftWriter

    /// A renderer writing into `writer` (a fresh one by default).
    init(writer: SwiftWriter = SwiftWriter()) {
        self.writer = writer
    }

    /// The whole file's text, ending with one newline.
    static func render(_ file: SwiftFile) -> String {
        // About 4 KB of Swift per tab bar: one allocation instead of a dozen doublings.
        let renderer = SwiftRenderer(writer: SwiftWriter(capacity: 1024 + 4096 * file.declarations.count))
        renderer.render(file)
        return renderer.writer.text
    }

    /// Header comment, imports, then each enum after a blank line.
    func render(_ file: SwiftFile) {
        renderHeader(file)
        for declaration in file.declarations {
            writer.line()
            render(declaration)
        }
    }

    /// The header comment and the imports.
    func renderHeader(_ file: SwiftFile) {
        for line in file.header {
            writer.line(line.isEmpty ? "//" : "// " + SwiftLiteral.commentText(line))
        }
        for module in file.imports {
            writer.line("import " + module)
        }
    }

    /// `///` lines.
    func document(_ lines: [String]) {
        for line in lines {
            if line.isEmpty {
                writer.write(ascii: "///")
            } else {
                writer.write(ascii: "/// ")
                writer.write(SwiftLiteral.commentText(line))
            }
            writer.newline()
        }
    }

    /// One enum: cases, a blank line, then the members separated by blank lines.
    func render(_ declaration: SwiftEnumDeclaration) {
        document(declaration.documentation)
        var head = declaration.access.keyword + " enum " + SwiftLiteral.identifier(declaration.name)
        if !declaration.inheritance.isEmpty {
            head += ": " + declaration.inheritance.joined(separator: ", ")
        }
        writer.line(head + " {")
        // `case .name: return `, spelled once per case for all of the enum's switches.
        let casePatterns = declaration.cases.map { "case ." + SwiftLiteral.identifier($0.name) + ": return " }
        writer.indented {
            for enumCase in declaration.cases {
                writer.write(ascii: "case ")
                writer.write(SwiftLiteral.identifier(enumCase.name))
                if let rawValue = enumCase.rawValue {
                    writer.write(ascii: " = ")
                    writer.write(SwiftLiteral.string(rawValue))
                }
                writer.newline()
            }
            for (offset, member) in declaration.members.enumerated() {
                if offset > 0 || !declaration.cases.isEmpty { writer.line() }
                render(member, access: declaration.access, casePatterns: casePatterns)
            }
        }
        writer.line("}")
    }

    /// One member with its documentation; a switch over `self` returns from `casePatterns`, one per case of
    /// the enum.
    func render(_ member: SwiftMember, access: SwiftAccessLevel, casePatterns: [String]) {
        document(member.documentation)
        let prefix = access.keyword + " "
        switch member.kind {
        case let .computedProperty(name, type, body):
            // Written in pieces: the line ends here, so only its bytes matter.
            writer.write(prefix)
            writer.write(ascii: "var ")
            writer.write(SwiftLiteral.identifier(name))
            writer.write(ascii: ": ")
            writer.write(type)
            if case let .expression(expression) = body {
                writer.write(ascii: " { ")
                writeInline(expression)
                writer.write(ascii: " }")
                writer.newline()
            } else {
                writer.write(ascii: " {")
                writer.newline()
                writer.indented { render(body, casePatterns: casePatterns) }
                writer.line("}")
            }
        case let .staticLet(name, type, value):
            let head = [prefix, "static let ", SwiftLiteral.identifier(name), ": ", type, " = "]
            if head.allSatisfy(SwiftLiteral.isASCII) {
                // ASCII pieces: the column after them is their byte count, as for the joined text.
                for piece in head { writer.write(piece) }
            } else {
                writer.write(head.joined())
            }
            render(value)
            writer.newline()
        case let .staticFunction(name, parameters, result, body):
            let list = parameters.map { $0.label + " " + $0.name + ": " + $0.type }.joined(separator: ", ")
            writer.line(prefix + "static func " + SwiftLiteral.identifier(name) + "(" + list + ") -> " + result + " {")
            writer.indented { render(body, casePatterns: casePatterns) }
            writer.line("}")
        }
    }

    /// A body's statements at the current indentation; `casePatterns` are the enum's `case .name: return `.
    func render(_ body: SwiftBody, casePatterns: [String]) {
        switch body {
        case let .expression(expression):
            render(expression)
            writer.newline()
        case let .switchOverSelf(values):
            writer.line("switch self {")
            for (pattern, value) in zip(casePatterns, values) {
                writer.write(pattern)
                render(value)
                writer.newline()
            }
            writer.line("}")
        }
    }
}
