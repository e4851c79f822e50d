/// The front end of the compiler, for one file: its stages in order, each run once
/// (``SpecDocument/init(source:keeping:)`` runs them).
///
/// ```
/// bytes ─▶ SourceFile ─▶ Tokenizer ─▶ TokenBuffer ─▶ SyntaxParser ─▶ SyntaxTree ─▶ SpecChecker ─▶ [TabBarSpec]
/// ```
/// The lexer and the parser record each diagnostic with the token it is about; the check stage reports its
/// own and names the tokens it explained better (a bad tab id, a name with dots where a string belongs),
/// whose earlier diagnostics are then dropped. The file's diagnostics come out in source order
/// (``Diagnostic/fileReport(_:)``).
enum FrontEnd {
    /// The lexer's and the parser's diagnostics but those about `explained` tokens, then the check stage's,
    /// as the file reports them.
    ///
    /// Every stage keeps its first errors only (``BoundedDiagnostics``); when explained tokens
    /// took some of those places while more errors were found, the file is lexed and parsed again without
    /// recording the explained tokens' diagnostics, so each stage again holds its first errors that count.
    static func diagnostics(of tree: SyntaxTree, explained: [TokenIndex], checked: BoundedDiagnostics) -> [Diagnostic] {
        let explained = Set(explained)
        var tree = tree
        if !tree.tokens.diagnostics.keepsFirstErrors(besides: explained) || !tree.diagnostics.keepsFirstErrors(besides: explained) {
            tree = SyntaxTree(parsing: tree.source, excluding: explained)
        }
        return Diagnostic.fileReport(lexer: tree.tokens.diagnostics, parser: tree.diagnostics, explained: explained, checked: checked)
    }
}
