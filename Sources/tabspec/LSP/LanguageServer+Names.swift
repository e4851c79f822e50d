import TabSpecCore

/// The requests about the names of a document (palette colors and tab ids): go to definition, find references,
/// prepare a rename and rename.
extension LanguageServer {
    /// `textDocument/definition`: the `Location` of the name's definition, or `null`.
    func definition(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let position = try LSPJSON.position(from: params?["position"], "position")
        guard let document = try document(params),
              let range = document.analysis.definition(at: position, in: client.positionEncoding) else { return .null }
        return LSPJSON.location(uri: document.uri, range: range)
    }

    /// `textDocument/references`: a `Location` for each occurrence, in document order, the definition only when
    /// `context.includeDeclaration` is true.
    func references(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let position = try LSPJSON.position(from: params?["position"], "position")
        guard let document = try document(params) else { return .null }
        let includeDeclaration = params?["context"]?["includeDeclaration"]?.bool ?? false
        let ranges = document.analysis.references(at: position, includeDeclaration: includeDeclaration, in: client.positionEncoding)
        return .array(ranges.map { LSPJSON.location(uri: document.uri, range: $0) })
    }

    /// `textDocument/prepareRename`: `{range, placeholder}` for a palette color or tab id, else `null`.
    func prepareRename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let position = try LSPJSON.position(from: params?["position"], "position")
        guard let document = try document(params),
              let target = document.analysis.prepareRename(at: position, in: client.positionEncoding) else { return .null }
        return .object([JSONMember("range", LSPJSON.range(target.range)), JSONMember("placeholder", .string(target.placeholder))])
    }

    /// `textDocument/rename`: a `WorkspaceEdit` (`documentChanges` with the document's version for a client
    /// that takes them, else `changes`); a refused name answers -32803 with the reason.
    func rename(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let position = try LSPJSON.position(from: params?["position"], "position")
        guard let newName = params?["newName"]?.string else { throw .invalidParams("'textDocument/rename' needs 'newName', a string") }
        guard let document = try document(params) else { return .null }
        switch document.analysis.rename(at: position, to: newName, in: client.positionEncoding) {
        case let .refused(message):
            throw .requestFailed(message)
        case let .edits(edits):
            let textEdits = JSONValue.array(edits.map(LSPJSON.textEdit))
            guard client.documentChanges else { return .object([JSONMember("changes", .object([JSONMember(document.uri, textEdits)]))]) }
            return .object([JSONMember("documentChanges", .array([.object([
                JSONMember("textDocument", .object([
                    JSONMember("uri", .string(document.uri)), JSONMember("version", .number(Double(document.text.version))),
                ])),
                JSONMember("edits", textEdits),
            ])]))])
        }
    }
}
