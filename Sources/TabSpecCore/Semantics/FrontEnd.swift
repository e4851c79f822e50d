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
    static func diagnostics(of tree: SyntaxTree, explained: [TokenIndex], checked: [Diagnostic]) -> [Diagnostic] {
        let explained = Set(explained)
        let kept = (tree.tokens.problems + tree.problems).filter { !explained.contains($0.token) }.map(\.diagnostic)
        return Diagnostic.fileReport(kept + checked)
    }
}
