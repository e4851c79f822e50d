import TabSpecCore

/// What the client said it supports in `initialize`, as far as the server's answers depend on it, and the
/// server's capabilities that follow from it.
struct ClientCapabilities: Equatable {
    /// The position encoding negotiated (`general.positionEncodings`).
    var positionEncoding: PositionEncoding = .utf16
    /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`: nested `DocumentSymbol`s, else a flat
    /// list of `SymbolInformation`.
    var hierarchicalSymbols = false
    /// `textDocument.codeAction.codeActionLiteralSupport`: `CodeAction` literals (without it no code action is
    /// offered: the server has no commands).
    var codeActionLiterals = false
    /// `textDocument.completion.completionItem.snippetSupport`: completions may be snippets.
    var snippets = false
    /// `textDocument.completion.completionItem.documentationFormat` offers `markdown`.
    var markdownCompletionDocumentation = false
    /// `textDocument.hover.contentFormat` offers `markdown`.
    var markdownHover = false
    /// `textDocument.rename.prepareSupport`: the client sends `prepareRename` first.
    var prepareRename = false
    /// `workspace.workspaceEdit.documentChanges`: a rename's edit is `documentChanges` with the document's
    /// version, else `changes`.
    var documentChanges = false
    /// `textDocument.completion.completionItem.deprecatedSupport`: the `deprecated` flag (else the tag).
    var deprecatedFlag = false

    /// The capabilities of an `initialize` request's `capabilities` (missing or mistyped members: not supported).
    init(_ capabilities: JSONValue?) {
        let offered = capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        positionEncoding = PositionEncoding.negotiated(offered: offered)
        let textDocument = capabilities?["textDocument"]
        hierarchicalSymbols = textDocument?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
        codeActionLiterals = textDocument?["codeAction"]?["codeActionLiteralSupport"]?.members != nil
        let item = textDocument?["completion"]?["completionItem"]
        snippets = item?["snippetSupport"]?.bool ?? false
        markdownCompletionDocumentation = item?["documentationFormat"]?.array?.contains { $0.string == "markdown" } ?? false
        deprecatedFlag = item?["deprecatedSupport"]?.bool ?? false
        prepareRename = textDocument?["rename"]?["prepareSupport"]?.bool ?? false
        documentChanges = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        markdownHover = textDocument?["hover"]?["contentFormat"]?.array?.contains { $0.string == "markdown" } ?? false
    }

    /// The server's `capabilities`, all registered statically: incremental sync, formatting, symbols, folding,
    /// semantic tokens, hover, definition, references, rename (with `prepareRename` when the client takes it),
    /// colors, and code actions when the client takes literals.
    var serverCapabilities: JSONValue {
        var members = [
            JSONMember("positionEncoding", .string(positionEncoding.rawValue)),
            JSONMember("textDocumentSync", .object([
                JSONMember("openClose", .bool(true)),
                JSONMember("change", .number(2)),
            ])),
            JSONMember("completionProvider", .object([
                JSONMember("triggerCharacters", .array([.string(":"), .string("\""), .string(".")])),
            ])),
            JSONMember("hoverProvider", .bool(true)),
            JSONMember("definitionProvider", .bool(true)),
            JSONMember("referencesProvider", .bool(true)),
            JSONMember("renameProvider", prepareRename ? .object([JSONMember("prepareProvider", .bool(true))]) : .bool(true)),
            JSONMember("documentFormattingProvider", .bool(true)),
            JSONMember("documentSymbolProvider", .bool(true)),
            JSONMember("foldingRangeProvider", .bool(true)),
            JSONMember("colorProvider", .bool(true)),
            JSONMember("semanticTokensProvider", .object([
                JSONMember("legend", .object([
                    JSONMember("tokenTypes", .array(SemanticTokenType.allCases.map { .string($0.rawValue) })),
                    JSONMember("tokenModifiers", .array([])),
                ])),
                JSONMember("full", .bool(true)),
            ])),
        ]
        if codeActionLiterals {
            members.append(JSONMember("codeActionProvider", .object([
                JSONMember("codeActionKinds", .array([.string(EditorCodeAction.quickFixKind), .string(EditorCodeAction.fixAllKind)])),
            ])))
        }
        return .object(members)
    }
}
