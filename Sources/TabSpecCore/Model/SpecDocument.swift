/// One analysed spec file: its source, tab bars and language diagnostics.
///
/// This is the front end's single entry point: bytes → ``SourceFile`` → tokens → ``SyntaxFile`` →
/// ``TabBarSpec``s. Every stage reports into the same diagnostics list and keeps going. The analysis checks
/// one top-level block at a time and keeps only the file's comments of its syntax tree (``SpecAnalysis``):
/// ``parseSyntax()`` parses the file again.
public struct SpecDocument: Sendable {
    public let source: SourceFile
    public let tabBars: [TabBarSpec]
    /// The spec's own `compile { … }` settings (language.md v1.1): they win over the configuration file's,
    /// and a build system tracks them as the spec's bytes.
    public let compile: CompileSettings
    /// Language errors, in source order.
    public let diagnostics: [Diagnostic]
    /// Every comment in source order (the linter reads suppressions from them).
    let comments: [SyntaxComment]

    /// Lexes, parses and checks `source`.
    public init(source: SourceFile) {
        self.source = source
        let analysis = SpecAnalysis(source: source)
        tabBars = analysis.tabBars
        compile = analysis.compile
        comments = analysis.comments
        diagnostics = Diagnostic.sortedBySource(analysis.diagnostics)
    }

    /// Parses ``source`` again into its syntax tree (blocks, properties and comments). The document does
    /// not keep the tree (for a large file it is several times the file's size); only the formatter and
    /// fingerprints need it, so they call this once.
    public func parseSyntax() -> SyntaxFile {
        Parser.parse(source).syntax
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
