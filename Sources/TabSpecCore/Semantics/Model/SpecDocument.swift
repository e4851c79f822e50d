/// One analysed spec file: its source, syntax tree, tab bars and language diagnostics.
///
/// This is the front end's single entry point (``FrontEnd``): bytes → ``SourceFile`` → ``TokenBuffer`` →
/// ``SyntaxTree`` → ``TabBarSpec``s, each stage run once. Every stage reports and keeps going. The document
/// keeps the tree: the formatter, the baseline's fingerprints and the suppression comments read it.
package struct SpecDocument: Sendable {
    package let source: SourceFile
    package let tabBars: [TabBarSpec]
    /// The spec's own `compile { … }` settings (language.md v1.1): they win over the configuration file's,
    /// and a build system tracks them as the spec's bytes.
    package let compile: CompileSettings
    /// Language errors, in source order.
    package let diagnostics: [Diagnostic]
    /// The file's syntax tree, with its tokens and comments.
    let syntax: SyntaxTree

    /// Lexes, parses and checks `source`.
    package init(source: SourceFile) {
        self.source = source
        let analysis = FrontEnd.analyze(source)
        tabBars = analysis.tabBars
        compile = analysis.compile
        diagnostics = analysis.diagnostics
        syntax = analysis.tree
    }

    /// Every comment in source order (the linter reads suppressions from them).
    var comments: [SyntaxComment] { syntax.comments }

    /// Analyses text (convenient in tests and tools).
    package init(path: String, text: String) {
        self.init(source: SourceFile(path: path, text: text))
    }

    /// Whether any language error was found.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
