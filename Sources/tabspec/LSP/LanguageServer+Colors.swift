import TabSpecCore
import TabSpecRuntime

/// The color requests: swatches for every color expression and the spellings of a picked color.
extension LanguageServer {
    /// `textDocument/documentColor`: every color expression's light-appearance RGBA with its range.
    func documentColors(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw .invalidParams("the request needs 'textDocument.uri', a string")
        }
        guard let document = documents[uri] else { return .null }
        return .array(document.analysis.colors(in: client.positionEncoding).map { entry in
            .object([JSONMember("range", LSPJSON.range(entry.range)), JSONMember("color", LSPJSON.color(entry.color.light))])
        })
    }

    /// `textDocument/colorPresentation`: `#RRGGBB` and `#RRGGBBAA`, each with an edit replacing `range`.
    func colorPresentations(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let range = try LSPJSON.range(from: params?["range"], "range")
        let color = try LSPJSON.color(from: params?["color"], "color")
        return .array(EditorAnalysis.colorPresentations(of: color, replacing: range).map { presentation in
            .object([JSONMember("label", .string(presentation.label)), JSONMember("textEdit", LSPJSON.textEdit(presentation.edit))])
        })
    }
}
