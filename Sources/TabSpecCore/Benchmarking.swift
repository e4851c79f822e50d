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
}
