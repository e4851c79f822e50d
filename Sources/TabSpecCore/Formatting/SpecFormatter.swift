/// The `tabspec format` engine: lays a spec out in the canonical style (docs/Formatting.md), keeping every
/// comment and the source text of every token.
///
/// Formatting prints the analysed document's syntax tree (the one the check stage read) and interleaves its
/// comments (``SyntaxTree/comments``) by position. Every result is checked before it is returned: the output is
/// parsed again and must give the same tree (keywords, names, keys and value texts) and the same comments in
/// the same order, so formatting never changes what a spec means.
package enum SpecFormatter {
    /// The column limit for one-line `tab` blocks (terminal cells, so CJK characters count two).
    package static let lineWidth = 100
    /// Spaces per indentation level.
    package static let indentWidth = 4

    /// The language errors that make a file unformattable: lexical and syntax errors, after which the syntax
    /// tree may not hold all of the file's text. Other errors (unknown keys, bad values, duplicate tabs, …)
    /// leave a complete tree, and such files are formatted.
    package static let blockingDiagnostics: [DiagnosticID] = [
        .invalidUTF8, .invalidCharacter, .unterminatedString, .invalidEscape, .invalidNumber, .invalidColorLiteral,
        .expectedToken, .unterminatedBlock,
    ]

    /// The outcome of formatting one file.
    package enum Result: Sendable, Hashable {
        /// The canonical text (empty for a file without entries or comments, else ending with one `\n`).
        case formatted(String)
        /// The file has syntax errors (these diagnostics); it must not be formatted.
        case refused([Diagnostic])
        /// The formatter would have changed the file's meaning or lost text: a bug, reported instead of written.
        case failed(String)
    }

    /// Formats an analysed document.
    package static func format(_ document: SpecDocument) -> Result {
        let blocking = document.diagnostics.filter { blockingDiagnostics.contains($0.id) }
        guard blocking.isEmpty else { return .refused(blocking) }
        // Bytes that are not UTF-8 cannot be written back as they are, even where the check stage reported them
        // as part of a bad name (`tab hom\u{E5} {`): the file is refused with the errors it has.
        if syntaxProblems(of: document.syntax).contains(where: { $0.id == .invalidUTF8 }) {
            return .refused(document.diagnostics.filter { $0.severity == .error })
        }
        var printer = FormatPrinter(tree: document.syntax)
        let text = printer.print()
        if let uncovered = printer.uncovered {
            let errors = document.diagnostics.filter { $0.severity == .error }
            return .refused(Diagnostic.sortedBySource(errors + [.unformattableText(at: uncovered)]))
        }
        let output = SourceFile(path: document.source.path, text: text)
        let reparsed = SyntaxTree(parsing: output)
        // The output may hold what the input held (a tab id glued from invalid characters, which the check stage
        // reported as one bad name), nothing more.
        let known = syntaxProblems(of: document.syntax).map { [$0.id.rawValue, $0.message] }
        if let problem = syntaxProblems(of: reparsed).first(where: { !known.contains([$0.id.rawValue, $0.message]) }) {
            let location = output.location(of: problem.range.start)
            return .failed("the formatted text does not parse (\(location): \(problem.message))")
        }
        guard FormatShape(reparsed) == FormatShape(document.syntax) else {
            return .failed("the formatted text differs from the source in more than layout")
        }
        return .formatted(text)
    }

    /// The lexer's and the parser's diagnostics that make a file unformattable (all of them: when the tree
    /// kept only the first errors, the file is parsed again keeping every one).
    private static func syntaxProblems(of tree: SyntaxTree) -> [Diagnostic] {
        let overflowed = tree.tokens.diagnostics.overflowed || tree.diagnostics.overflowed
        let tree = overflowed ? SyntaxTree(parsing: tree.source, limit: nil) : tree
        return (tree.tokens.problems + tree.problems).map(\.diagnostic).filter { blockingDiagnostics.contains($0.id) }
    }

    /// Lexes, parses, checks and formats `source`.
    package static func format(_ source: SourceFile) -> Result {
        format(SpecDocument(source: source))
    }
}

extension Diagnostic {
    /// Text the syntax tree does not hold (the parser skipped it), so formatting would lose it.
    static func unformattableText(at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .expectedToken,
                   message: "cannot format a file whose syntax tree does not hold all of its text; the parser skipped the text from here (blocks nest at most \(SyntaxParser.maximumDepth) deep)",
                   range: range)
    }
}
