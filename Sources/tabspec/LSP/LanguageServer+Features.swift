import TabSpecCore

/// The requests about one open document, each answered by the library's feature over its analysis.
extension LanguageServer {
    /// The open document a request's `textDocument.uri` names (`nil` when it is not open: the answer is `null`).
    func document(_ params: JSONValue?) throws(ResponseError) -> OpenDocument? {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw .invalidParams("the request needs 'textDocument.uri', a string")
        }
        return documents[uri]
    }

    /// `textDocument/formatting`: the formatter's whole-document edit, or none; -32603 when the formatter
    /// failed (a bug).
    func formatting(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        guard let edits = document.analysis.formattingEdits(in: client.positionEncoding) else {
            throw .internalError("the formatter would have changed the document's meaning; nothing was formatted (a bug; please report it)")
        }
        return .array(edits.map(LSPJSON.textEdit))
    }

    /// `textDocument/completion`: a `CompletionList` at `position` (snippets and markdown as the client takes them).
    func completion(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        let position = try LSPJSON.position(from: params?["position"], "position")
        let (items, incomplete) = document.analysis.completions(at: position, in: client.positionEncoding, snippets: client.snippets,
                                                               markdown: client.markdownCompletionDocumentation)
        return .object([
            JSONMember("isIncomplete", .bool(incomplete)),
            JSONMember("items", .array(items.map { LSPJSON.completionItem($0, markdown: client.markdownCompletionDocumentation,
                                                                          deprecatedFlag: client.deprecatedFlag) })),
        ])
    }

    /// `textDocument/documentSymbol`: nested `DocumentSymbol`s, or flat `SymbolInformation`s for a client
    /// without hierarchical support.
    func documentSymbols(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        let symbols = document.analysis.symbols(in: client.positionEncoding)
        if client.hierarchicalSymbols { return .array(symbols.map(LSPJSON.documentSymbol)) }
        return .array(LSPJSON.symbolInformation(symbols, uri: document.uri))
    }

    /// `textDocument/foldingRange`.
    func foldingRanges(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        return .array(document.analysis.foldingRanges().map(LSPJSON.foldingRange))
    }

    /// `textDocument/semanticTokens/full`.
    func semanticTokens(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        let data = EditorAnalysis.encoded(document.analysis.semanticTokens(in: client.positionEncoding))
        return .object([JSONMember("data", .array(data.map { .number(Double($0)) }))])
    }

    /// `textDocument/codeAction`: the Fix-Its of the diagnostics in `range`, and the fix-all action, filtered by
    /// `context.only`; none for a client without code-action literals.
    func codeActions(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let range = try LSPJSON.range(from: params?["range"], "range")
        guard let document = try document(params) else { return .null }
        guard client.codeActionLiterals else { return .array([]) }
        var only: [String]?
        if let kinds = params?["context"]?["only"] {
            guard let names = kinds.array?.compactMap(\.string), names.count == kinds.array?.count else {
                throw .invalidParams("'context.only' must be an array of strings")
            }
            only = names
        }
        let actions = document.analysis.codeActions(for: range, only: only, in: client.positionEncoding)
        return .array(actions.map { LSPJSON.codeAction($0, uri: document.uri) })
    }
}
