/// One analysed spec file: its source, syntax tree, tab bars and language diagnostics.
///
/// This is the front end's single entry point: bytes → ``SourceFile`` → tokens → ``SyntaxFile`` →
/// ``TabBarSpec``s. Every stage reports into the same diagnostics list and keeps going.
public struct SpecDocument: Sendable {
    public let source: SourceFile
    public let syntax: SyntaxFile
    public let tabBars: [TabBarSpec]
    /// Language errors, in source order.
    public let diagnostics: [Diagnostic]

    /// Lexes, parses and checks `source`.
    public init(source: SourceFile) {
        self.source = source
        let (syntax, syntaxDiagnostics) = Parser.parse(source)
        let (tabBars, schemaDiagnostics) = SchemaChecker.check(syntax, source: source)
        self.syntax = syntax
        self.tabBars = tabBars
        diagnostics = Diagnostic.sortedBySource(syntaxDiagnostics + schemaDiagnostics)
    }

    /// Analyses text (convenient in tests and tools).
    public init(path: String, text: String) {
        self.init(source: SourceFile(path: path, text: text))
    }

    /// Whether any language error was found.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

extension Diagnostic {
    /// Diagnostics in source order; equal positions keep their original order.
    public static func sortedBySource(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.element.range.end, $0.offset) < ($1.element.range.start, $1.element.range.end, $1.offset) }
            .map(\.element)
    }
}
