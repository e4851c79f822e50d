/// Stage-level entry points for `tabspec-bench`: each front-end stage on its own, so the benchmark can time
/// lexing, parsing and the schema pass separately. Not API: `@_spi(Benchmarking)` keeps it out of the
/// public interface, and nothing but the benchmark imports it.
@_spi(Benchmarking)
public enum Benchmarking {
    /// Lexes the whole file (comments and newlines included) and returns the number of tokens, so the work
    /// cannot be optimised away.
    public static func lex(_ source: SourceFile) -> Int {
        var lexer = Lexer(source: source)
        var count = 0
        while lexer.next().kind != .endOfFile { count += 1 }
        return count + lexer.diagnostics.count
    }

    /// Lexes and parses the whole file (the parser pulls tokens from the lexer as it goes).
    public static func parse(_ source: SourceFile) -> (syntax: SyntaxFile, diagnosticCount: Int) {
        let (syntax, diagnostics) = Parser.parse(source)
        return (syntax, diagnostics.count)
    }

    /// The schema pass alone over an already parsed file.
    public static func check(_ syntax: SyntaxFile, source: SourceFile) -> (tabBars: [TabBarSpec], diagnosticCount: Int) {
        let (tabBars, _, diagnostics) = SchemaChecker.check(syntax, source: source)
        return (tabBars, diagnostics.count)
    }

    /// The new front end's lexer alone: the whole file into a token buffer; returns the token count.
    public static func tokenize(_ source: SourceFile) -> Int {
        Tokenizer.tokenize(source).count
    }

    /// The new front end's lexer and parser: the whole file's flat syntax tree (what the check stage, the
    /// formatter, fingerprints and the configuration reader share), as an opaque value for ``checkTree(_:)``.
    public static func parseTree(_ source: SourceFile) -> ParsedTree {
        ParsedTree(tree: SyntaxParser.parse(Tokenizer.tokenize(source)))
    }

    /// An already parsed tree, opaque to the benchmark.
    public struct ParsedTree: Sendable {
        let tree: SyntaxTree

        /// The number of nodes.
        public var nodeCount: Int { tree.nodes.count }
    }

    /// The new check stage alone over an already parsed tree → `[TabBarSpec]`.
    public static func checkTree(_ parsed: ParsedTree) -> (tabBars: [TabBarSpec], diagnosticCount: Int) {
        let checker = SpecChecker(tree: parsed.tree)
        let tabBars = checker.checkFile()
        return (tabBars, checker.diagnostics.count)
    }

    /// The whole new front end from bytes: source, lexer, parser, check → `[TabBarSpec]`.
    public static func frontEnd(path: String, bytes: [UInt8]) -> (tabBars: [TabBarSpec], diagnosticCount: Int) {
        let spec = FrontEnd.analyze(SourceFile(path: path, bytes: bytes))
        return (spec.tabBars, spec.diagnostics.count)
    }
}
