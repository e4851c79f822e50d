/// Stage-level entry points for `tabspec-bench`: each front-end stage on its own, so the benchmark can time
/// lexing, parsing and the check stage separately. Not API: `@_spi(Benchmarking)` keeps it out of the
/// public interface, and nothing but the benchmark imports it.
@_spi(Benchmarking)
public enum Benchmarking {
    /// The lexer alone: the whole file into a token buffer (comments included); returns the token count.
    public static func lex(_ source: SourceFile) -> Int {
        Tokenizer.tokenize(source).count
    }

    /// The lexer and the parser: the whole file's flat syntax tree (what the check stage, the
    /// formatter, fingerprints and the configuration reader share), as an opaque value for ``check(_:)``.
    public static func parse(_ source: SourceFile) -> ParsedTree {
        ParsedTree(tree: SyntaxTree(parsing: source))
    }

    /// An already parsed tree, opaque to the benchmark.
    public struct ParsedTree: Sendable {
        let tree: SyntaxTree

        /// The number of nodes.
        public var nodeCount: Int { tree.nodes.count }
    }

    /// The check stage alone over an already parsed tree → `[TabBarSpec]`.
    public static func check(_ parsed: ParsedTree) -> (tabBars: [TabBarSpec], diagnosticCount: Int) {
        let checker = SpecChecker(tree: parsed.tree)
        let tabBars = checker.checkFile()
        return (tabBars, checker.diagnostics.count)
    }
}
