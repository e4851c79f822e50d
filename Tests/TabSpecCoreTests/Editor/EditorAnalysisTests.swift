@testable import TabSpecCore
import Testing

/// The editor features over one analysed spec: exact diagnostics, formatting, symbols, folding, semantic tokens
/// and code actions.
@Suite("EditorAnalysis")
struct EditorAnalysisTests {
    /// A spec with a comment block, nested blocks, a misspelt key (one Fix-It), non-ASCII text and a palette.
    static let spec = """
    // Outline of the bar
    // two lines
    tabbar Tab {
        kind: custom
        tintColour: orange
        indicator {
            shape: circle
        }
        tab home { symbol: "house", title: "Café" }
        tab search { symbol: "magnifyingglass" }
    }

    palette {
        brand: #FF8800
    }

    """

    /// The spec analysed with default settings.
    func analysis(_ text: String = spec, settings: LintSettings = LintSettings()) -> EditorAnalysis {
        EditorAnalysis(spec: TextDocument(text: text, version: 3), path: "Specs/Tab.tabspec", settings: settings)
    }

    @Test func diagnosticsAreWhatLintReports() {
        let analysis = analysis()
        let linted = Compiler().lint([(SourceFile(path: "Specs/Tab.tabspec", text: Self.spec), LintSettings())]).report.files[0].diagnostics
        #expect(analysis.diagnostics == linted)
        #expect(analysis.editorDiagnostics(in: .utf16) == [
            EditorDiagnostic(range: EditorRange(4, 4, 4, 14), severity: .error, id: "unknown-key",
                             message: "unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?", notes: []),
        ])
    }

    @Test func lintWarningsFollowTheSettings() {
        let text = "tabbar Bar {\n    itemPositioning: centered\n    tab a { symbol: \"house\", title: \"A\" }\n}\n"
        let shown = analysis(text).editorDiagnostics(in: .utf16)
        #expect(shown.map(\.id) == ["implicit-item-width"])
        #expect(shown.first?.severity == .warning)
        #expect(shown.first?.range == EditorRange(1, 21, 1, 29))
        var settings = LintSettings()
        settings.disabledRules = [DiagnosticID("implicit-item-width")]
        #expect(analysis(text, settings: settings).diagnostics.isEmpty)
    }

    @Test func aConfigurationFileGetsTheConfigurationReadersDiagnostics() {
        let text = "lint {\n    devices: iphone-16x\n}\n"
        let analysis = EditorAnalysis(configuration: TextDocument(text: text), path: "/p/.tabspec")
        #expect(analysis.kind == .configuration)
        #expect(analysis.diagnostics == ConfigurationFile(path: "/p/.tabspec", text: text).diagnostics)
        #expect(analysis.diagnostics.map(\.id.rawValue) == ["invalid-value"])
        #expect(EditorAnalysis.isConfiguration(path: "/p/.tabspec"))
        #expect(!EditorAnalysis.isConfiguration(path: "/p/Bar.tabspec"))
    }

    @Test func aConfigurationFileKeepsTheCheckedFileItsSpecsAreConfiguredWith() {
        let text = "lint {\n    devices: iphone-se-3 iphone-16\n    deploymentTarget: 17.0\n}\ncompile {\n    accessLevel: public\n}\n"
        let analysis = EditorAnalysis(configuration: TextDocument(text: text), path: "/p/.tabspec")
        let file = ConfigurationFile(path: "/p/.tabspec", text: text)
        #expect(analysis.configuration?.lint == file.lint)
        #expect(analysis.configuration?.lint.devices == ["iphone-se-3", "iphone-16"])
        #expect(analysis.configuration?.diagnostics == analysis.diagnostics)
        #expect(EditorAnalysis(spec: TextDocument(text: "tabbar Bar {}\n"), path: "/p/Bar.tabspec", settings: LintSettings()).configuration == nil)
    }

    @Test func formattingIsOneWholeDocumentEditOrNone() throws {
        let edits = analysis().formattingEdits(in: .utf16)
        guard case let .formatted(formatted) = Compiler().format(SourceFile(path: "Tab.tabspec", text: Self.spec)) else {
            Issue.record("the spec is formatted")
            return
        }
        #expect(edits == [EditorTextEdit(range: EditorRange(0, 0, 15, 0), newText: formatted)])
        #expect(formatted.contains("    tab home   { symbol"))
        #expect(analysis(formatted).formattingEdits(in: .utf16) == [])
        // An unterminated block is refused by the formatter: no edit.
        #expect(analysis("tabbar Tab {\n    kind: custom\n").formattingEdits(in: .utf16) == [])
    }

    @Test func symbolsNestTabsAndBlocksInTheirTabBar() {
        let symbols = analysis().symbols(in: .utf16)
        #expect(symbols == [
            EditorSymbol(name: "Tab", detail: "tabbar", kind: .tabBar, range: EditorRange(2, 0, 10, 1), selectionRange: EditorRange(2, 7, 2, 10), children: [
                EditorSymbol(name: "indicator", detail: nil, kind: .block, range: EditorRange(5, 4, 7, 5), selectionRange: EditorRange(5, 4, 5, 13), children: []),
                EditorSymbol(name: "home", detail: "tab", kind: .tab, range: EditorRange(8, 4, 8, 47), selectionRange: EditorRange(8, 8, 8, 12), children: []),
                EditorSymbol(name: "search", detail: "tab", kind: .tab, range: EditorRange(9, 4, 9, 44), selectionRange: EditorRange(9, 8, 9, 14), children: []),
            ]),
            EditorSymbol(name: "palette", detail: nil, kind: .palette, range: EditorRange(12, 0, 14, 1), selectionRange: EditorRange(12, 0, 12, 7), children: [
                EditorSymbol(name: "brand", detail: "#FF8800", kind: .color, range: EditorRange(13, 4, 13, 18), selectionRange: EditorRange(13, 4, 13, 9), children: []),
            ]),
        ])
        // In UTF-8 the 'é' of 'Café' is two units.
        #expect(analysis().symbols(in: .utf8).first?.children[1].range == EditorRange(8, 4, 8, 48))
    }

    @Test func foldingCoversMultiLineBlocksAndComments() {
        #expect(analysis().foldingRanges() == [
            EditorFoldingRange(startLine: 0, endLine: 1, isComment: true),
            EditorFoldingRange(startLine: 2, endLine: 10, isComment: false),
            EditorFoldingRange(startLine: 5, endLine: 7, isComment: false),
            EditorFoldingRange(startLine: 12, endLine: 14, isComment: false),
        ])
        #expect(analysis("/* a\n b */\ntab x { }\n").foldingRanges() == [EditorFoldingRange(startLine: 0, endLine: 1, isComment: true)])
    }

    @Test func semanticTokensClassifyEveryTokenByItsPlace() {
        func token(_ line: Int, _ character: Int, _ length: Int, _ type: SemanticTokenType) -> SemanticToken {
            SemanticToken(line: line, character: character, length: length, type: type)
        }
        #expect(analysis().semanticTokens(in: .utf16) == [
            token(0, 0, 21, .comment), token(1, 0, 12, .comment),
            token(2, 0, 6, .keyword), token(2, 7, 3, .type),
            token(3, 4, 4, .property), token(3, 10, 6, .enumMember),
            token(4, 4, 10, .property), token(4, 16, 6, .enumMember),
            token(5, 4, 9, .keyword),
            token(6, 8, 5, .property), token(6, 15, 6, .enumMember),
            token(8, 4, 3, .keyword), token(8, 8, 4, .variable), token(8, 15, 6, .property), token(8, 23, 7, .string),
            token(8, 32, 5, .property), token(8, 39, 6, .string),
            token(9, 4, 3, .keyword), token(9, 8, 6, .variable), token(9, 17, 6, .property), token(9, 25, 17, .string),
            token(12, 0, 7, .keyword),
            token(13, 4, 5, .property), token(13, 11, 7, .number),
        ])
        #expect(analysis().semanticTokens(in: .utf8).first { $0.line == 8 && $0.character == 39 }?.length == 7)
        // `initial:` names a tab: its value is a tab id like the `tab` block's name, hyphens and all.
        #expect(analysis("tabbar T {\n    initial: my-tab\n    tab my-tab {}\n}\n").semanticTokens(in: .utf16) == [
            token(0, 0, 6, .keyword), token(0, 7, 1, .type),
            token(1, 4, 7, .property), token(1, 13, 6, .variable),
            token(2, 4, 3, .keyword), token(2, 8, 6, .variable),
        ])
        // A block comment over two lines is one token a line.
        #expect(analysis("/* a\n bc */ tab x {}").semanticTokens(in: .utf16).prefix(2) == [token(0, 0, 4, .comment), token(1, 0, 6, .comment)])
    }

    @Test func semanticTokensEncodeRelatively() {
        let tokens = [SemanticToken(line: 2, character: 4, length: 3, type: .keyword), SemanticToken(line: 2, character: 8, length: 4, type: .variable),
                      SemanticToken(line: 5, character: 1, length: 2, type: .comment)]
        #expect(EditorAnalysis.encoded(tokens) == [2, 4, 3, 0, 0, 0, 4, 4, 2, 0, 3, 1, 2, 7, 0])
        #expect(SemanticTokenType.allCases.map(\.rawValue) == ["keyword", "type", "variable", "property", "enumMember", "string", "number", "comment"])
    }

    @Test func codeActionsOfferEachFixItAndTheFixAll() {
        let analysis = analysis()
        let diagnostic = EditorDiagnostic(range: EditorRange(4, 4, 4, 14), severity: .error, id: "unknown-key",
                                          message: "unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?", notes: [])
        let edit = EditorTextEdit(range: EditorRange(4, 4, 4, 14), newText: "tintColor")
        let quickFix = EditorCodeAction(title: "replace 'tintColour' with 'tintColor'", kind: "quickfix", diagnostics: [diagnostic],
                                        isPreferred: true, edits: [edit])
        let fixAll = EditorCodeAction(title: "apply 1 fix-it", kind: "source.fixAll.tabspec", diagnostics: [diagnostic],
                                      isPreferred: false, edits: [edit])
        #expect(analysis.codeActions(for: EditorRange(4, 6, 4, 6), in: .utf16) == [quickFix, fixAll])
        #expect(analysis.codeActions(for: EditorRange(4, 6, 4, 6), only: ["quickfix"], in: .utf16) == [quickFix])
        #expect(analysis.codeActions(for: EditorRange(0, 0, 0, 0), only: ["source"], in: .utf16) == [fixAll])
        #expect(analysis.codeActions(for: EditorRange(0, 0, 1, 0), in: .utf16) == [fixAll])
        #expect(analysis.codeActions(for: EditorRange(0, 0, 1, 0), only: ["refactor"], in: .utf16) == [])
    }

    @Test func theFixAllTakesEveryDiagnosticsFirstFixIt() {
        let text = "tabbar Bar {\n    itemPositioning: centered\n    tintColour: red\n    tab a { symbol: \"house\", title: \"A\" }\n}\n"
        let actions = analysis(text).codeActions(for: EditorRange(0, 0, 0, 0), only: ["source.fixAll"], in: .utf16)
        #expect(actions.map(\.title) == ["apply 1 fix-it"])
        #expect(actions.first?.edits == [EditorTextEdit(range: EditorRange(2, 4, 2, 14), newText: "tintColor")])
    }
}
