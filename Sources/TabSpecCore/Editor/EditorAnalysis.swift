/// One open document analysed once for an editor: a spec linted with its configuration's settings, or a
/// configuration file checked; the features (diagnostics, formatting, symbols, folding, semantic tokens, code
/// actions) are pure functions of it.
///
/// A spec's diagnostics are exactly what `tabspec lint` reports for it (``Linter/lint(_:)`` over the same
/// ``SpecDocument``); a configuration file's are what the CLI reports for it (``ConfigurationFile``).
package struct EditorAnalysis: Sendable {
    /// What the document is.
    package enum Kind: Sendable, Hashable {
        /// A `.tabspec` spec.
        case spec
        /// A configuration file (named ``ConfigurationFile/fileName``).
        case configuration
    }

    /// The document's text as analysed.
    package let text: TextDocument
    /// Whether it is a spec or a configuration file.
    package let kind: Kind
    /// The diagnostics the CLI reports for it, in source order.
    package let diagnostics: [Diagnostic]
    /// The analysed spec (a configuration file is analysed as a spec too, for the formatter).
    let document: SpecDocument
    /// The lint settings the spec was analysed with (a configuration file's are the defaults): completion and
    /// hover read its deployment target and devices.
    package let settings: LintSettings
    /// The checked configuration file (`nil` for a spec): its settings configure the specs it applies to.
    package let configuration: ConfigurationFile?

    /// Analyses a spec at `path` (the path its diagnostics' messages name) with the lint `settings` of its
    /// configuration.
    package init(spec text: TextDocument, path: String, settings: LintSettings) {
        self.text = text
        kind = .spec
        self.settings = settings
        configuration = nil
        document = Compiler().analyze(SourceFile(path: path, bytes: text.bytes))
        diagnostics = Linter(settings: settings).lint(document)
    }

    /// Analyses a configuration file at `path`.
    package init(configuration text: TextDocument, path: String) {
        self.text = text
        kind = .configuration
        settings = LintSettings()
        let source = SourceFile(path: path, bytes: text.bytes)
        document = Compiler().analyze(source)
        let configuration = ConfigurationFile(source: source)
        self.configuration = configuration
        diagnostics = configuration.diagnostics
    }

    /// Whether a file path names a configuration file (its last component is ``ConfigurationFile/fileName``).
    package static func isConfiguration(path: String) -> Bool {
        path.split(separator: "/").last.map { $0 == ConfigurationFile.fileName } ?? false
    }

    /// The syntax tree the structural features read.
    var tree: SyntaxTree { document.syntax }
}
