/// One analysed spec file: its source, tab bars and language diagnostics, and as much of its syntax tree as
/// its reader needs.
///
/// Its initializer is the front end (``FrontEnd``): bytes → ``SourceFile`` → ``TokenBuffer`` →
/// ``SyntaxTree`` → ``TabBarSpec``s, each stage run once. Every stage reports and keeps going. By default the
/// document keeps the tree (the formatter and the baseline's fingerprints read it); `compile`, `frames` and
/// `render` keep none of it and `lint` only the comments (``SyntaxRetention``), so the tree and the token
/// buffer are freed before the rules or the emitter run.
package struct SpecDocument: Sendable {
    /// What a document keeps of its syntax tree once the model is built.
    package enum SyntaxRetention: Sendable {
        /// The whole tree, with its tokens and comments (the formatter, fingerprints).
        case tree
        /// Only the comments (the linter's suppressions).
        case comments
        /// Nothing.
        case none
    }

    package let source: SourceFile
    package let tabBars: [TabBarSpec]
    /// The spec's own `compile { … }` settings (language.md v1.1): they win over the configuration file's,
    /// and a build system tracks them as the spec's bytes.
    package let compile: CompileSettings
    /// Language errors, in source order.
    package let diagnostics: [Diagnostic]
    /// The file's syntax tree, when the document keeps it (``SyntaxRetention/tree``).
    let keptSyntax: SyntaxTree?
    /// The comments, when the document keeps them without the tree (``SyntaxRetention/comments``).
    private let keptComments: [SyntaxComment]

    /// Lexes, parses and checks `source`, keeping `retention` of the syntax tree.
    package init(source: SourceFile, keeping retention: SyntaxRetention) {
        let tree = SyntaxTree(parsing: source)
        let checker = SpecChecker(tree: tree)
        self.source = source
        tabBars = checker.checkFile()
        compile = checker.compile
        diagnostics = FrontEnd.diagnostics(of: tree, explained: checker.explained, checked: checker.diagnostics)
        keptSyntax = retention == .tree ? tree : nil
        keptComments = retention == .comments ? tree.comments : []
    }

    /// Lexes, parses and checks `source`, keeping its syntax tree.
    package init(source: SourceFile) {
        self.init(source: source, keeping: .tree)
    }

    /// The file's syntax tree, with its tokens and comments: the one kept, else `source` parsed again.
    var syntax: SyntaxTree { keptSyntax ?? SyntaxTree(parsing: source) }

    /// Every comment in source order (the linter reads suppressions from them); none when the document
    /// keeps nothing of its tree.
    var comments: [SyntaxComment] { keptSyntax?.comments ?? keptComments }

    /// Analyses text (convenient in tests and tools).
    package init(path: String, text: String) {
        self.init(source: SourceFile(path: path, text: text))
    }

    /// Whether any language error was found.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
