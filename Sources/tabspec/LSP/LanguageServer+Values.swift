import TabSpecCore
import TabSpecRuntime

/// The requests about the values under the cursor: hover, swatches for every color expression and the
/// spellings of a picked color.
extension LanguageServer {
    /// `textDocument/documentColor`: every color expression's light-appearance RGBA with its range.
    func documentColors(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let document = try document(params) else { return .null }
        return .array(document.analysis.colors(in: client.positionEncoding).map { entry in
            .object([JSONMember("range", LSPJSON.range(entry.range)), JSONMember("color", LSPJSON.color(entry.color.light))])
        })
    }

    /// `textDocument/colorPresentation`: `#RRGGBB` and `#RRGGBBAA`, each with an edit replacing `range` (clamped to
    /// the document, which must be open).
    func colorPresentations(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let requested = try LSPJSON.range(from: params?["range"], "range")
        let color = try LSPJSON.color(from: params?["color"], "color")
        guard let document = try document(params) else { return .null }
        let range = document.text.clamped(requested, in: client.positionEncoding)
        return .array(EditorAnalysis.colorPresentations(of: color, replacing: range).map { presentation in
            .object([JSONMember("label", .string(presentation.label)), JSONMember("textEdit", LSPJSON.textEdit(presentation.edit))])
        })
    }

    /// `textDocument/hover`: the library's hover text at `position` as `MarkupContent` (markdown when the
    /// client's `hover.contentFormat` takes it), or `null`.
    func hover(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let position = try LSPJSON.position(from: params?["position"], "position")
        guard let document = try document(params),
              let hover = document.analysis.hover(at: position, in: client.positionEncoding, markdown: client.markdownHover) else { return .null }
        return .object([
            JSONMember("contents", .object([
                JSONMember("kind", .string(client.markdownHover ? "markdown" : "plaintext")),
                JSONMember("value", .string(hover.text)),
            ])),
            JSONMember("range", LSPJSON.range(hover.range)),
        ])
    }
}
