/// Stage-level entry points for `tabspec-bench`: each front-end stage on its own, so the benchmark can time
/// lexing, parsing and the check stage separately. Not API: `package` access keeps it inside this package,
/// and nothing but the benchmark uses it.
package enum Benchmarking {
    /// The lexer alone: the whole file into a token buffer (comments included); returns the token count.
    package static func lex(_ source: SourceFile) -> Int {
        Tokenizer.tokenize(source).count
    }

    /// The lexer and the parser: the whole file's flat syntax tree (what the check stage, the
    /// formatter, fingerprints and the configuration reader share), as an opaque value for ``check(_:)``.
    package static func parse(_ source: SourceFile) -> ParsedTree {
        ParsedTree(tree: SyntaxTree(parsing: source))
    }

    /// An already parsed tree, opaque to the benchmark.
    package struct ParsedTree: Sendable {
        let tree: SyntaxTree

        /// The number of nodes.
        package var nodeCount: Int { tree.nodes.count }
    }

    /// The check stage alone over an already parsed tree → `[TabBarSpec]`.
    package static func check(_ parsed: ParsedTree) -> (tabBars: [TabBarSpec], diagnosticCount: Int) {
        let checker = SpecChecker(tree: parsed.tree)
        let tabBars = checker.checkFile()
        return (tabBars, checker.diagnostics.count)
    }
}
