import TabSpecCore
import TabSpecRuntime

/// The LSP 3.17 JSON shapes of the editor features' values (members in the specification's order) and of the
/// positions in requests.
enum LSPJSON {
    /// `Position`.
    static func position(_ position: EditorPosition) -> JSONValue {
        .object([JSONMember("line", .number(Double(position.line))), JSONMember("character", .number(Double(position.character)))])
    }

    /// `Range`.
    static func range(_ range: EditorRange) -> JSONValue {
        .object([JSONMember("start", position(range.start)), JSONMember("end", position(range.end))])
    }

    /// `Location`.
    static func location(uri: String, range: EditorRange) -> JSONValue {
        .object([JSONMember("uri", .string(uri)), JSONMember("range", self.range(range))])
    }

    /// `Diagnostic`: `code` is the id, `source` is `tabspec`, the notes are `relatedInformation` in this document.
    static func diagnostic(_ diagnostic: EditorDiagnostic, uri: String) -> JSONValue {
        var members = [
            JSONMember("range", range(diagnostic.range)),
            JSONMember("severity", .number(diagnostic.severity == .error ? 1 : 2)),
            JSONMember("code", .string(diagnostic.id)),
            JSONMember("source", .string("tabspec")),
            JSONMember("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(JSONMember("relatedInformation", .array(diagnostic.notes.map { note in
                .object([JSONMember("location", location(uri: uri, range: note.range)), JSONMember("message", .string(note.message))])
            })))
        }
        return .object(members)
    }

    /// `TextEdit`.
    static func textEdit(_ edit: EditorTextEdit) -> JSONValue {
        .object([JSONMember("range", range(edit.range)), JSONMember("newText", .string(edit.newText))])
    }

    /// The `SymbolKind` of a symbol: a tab bar is an enum (it becomes one), a tab its member, the palette a
    /// namespace of constants, another block an object.
    static func symbolKind(_ kind: EditorSymbol.Kind) -> JSONValue {
        let number: Double = switch kind {
        case .tabBar: 10
        case .tab: 22
        case .palette: 3
        case .color: 14
        case .block: 19
        }
        return .number(number)
    }

    /// `DocumentSymbol`, with its children.
    static func documentSymbol(_ symbol: EditorSymbol) -> JSONValue {
        var members = [JSONMember("name", .string(symbol.name))]
        if let detail = symbol.detail { members.append(JSONMember("detail", .string(detail))) }
        members += [
            JSONMember("kind", symbolKind(symbol.kind)),
            JSONMember("range", range(symbol.range)),
            JSONMember("selectionRange", range(symbol.selectionRange)),
            JSONMember("children", .array(symbol.children.map(documentSymbol))),
        ]
        return .object(members)
    }

    /// `SymbolInformation`s of a symbol tree, flattened in preorder, each naming its parent as `containerName`.
    static func symbolInformation(_ symbols: [EditorSymbol], uri: String, container: String? = nil) -> [JSONValue] {
        symbols.flatMap { symbol in
            var members = [
                JSONMember("name", .string(symbol.name)),
                JSONMember("kind", symbolKind(symbol.kind)),
                JSONMember("location", location(uri: uri, range: symbol.range)),
            ]
            if let container { members.append(JSONMember("containerName", .string(container))) }
            return [JSONValue.object(members)] + symbolInformation(symbol.children, uri: uri, container: symbol.name)
        }
    }

    /// `FoldingRange`.
    static func foldingRange(_ range: EditorFoldingRange) -> JSONValue {
        var members = [JSONMember("startLine", .number(Double(range.startLine))), JSONMember("endLine", .number(Double(range.endLine)))]
        if range.isComment { members.append(JSONMember("kind", .string("comment"))) }
        return .object(members)
    }

    /// `CodeAction` with a `WorkspaceEdit` of the document's edits.
    static func codeAction(_ action: EditorCodeAction, uri: String) -> JSONValue {
        var members = [
            JSONMember("title", .string(action.title)),
            JSONMember("kind", .string(action.kind)),
            JSONMember("diagnostics", .array(action.diagnostics.map { diagnostic($0, uri: uri) })),
        ]
        if action.isPreferred { members.append(JSONMember("isPreferred", .bool(true))) }
        members.append(JSONMember("edit", .object([
            JSONMember("changes", .object([JSONMember(uri, .array(action.edits.map(textEdit)))])),
        ])))
        return .object(members)
    }

    /// `CompletionItem`: a `textEdit` replacing the word written so far; a renamed name is tagged deprecated
    /// (tag 1, or the `deprecated` flag for a client that takes it).
    static func completionItem(_ item: EditorCompletion, markdown: Bool, deprecatedFlag: Bool) -> JSONValue {
        let kind: Double = switch item.kind {
        case .property: 10
        case .module: 9
        case .value: 12
        case .color: 16
        case .reference: 18
        case .text: 1
        }
        var members = [JSONMember("label", .string(item.label)), JSONMember("kind", .number(kind))]
        if item.isDeprecated {
            members.append(JSONMember("tags", .array([.number(1)])))
            if deprecatedFlag { members.append(JSONMember("deprecated", .bool(true))) }
        }
        if let detail = item.detail { members.append(JSONMember("detail", .string(detail))) }
        if let documentation = item.documentation {
            members.append(JSONMember("documentation", markdown
                ? .object([JSONMember("kind", .string("markdown")), JSONMember("value", .string(documentation))])
                : .string(documentation)))
        }
        members += [
            JSONMember("sortText", .string(item.sortText)),
            JSONMember("filterText", .string(item.label)),
            JSONMember("insertTextFormat", .number(item.isSnippet ? 2 : 1)),
            JSONMember("textEdit", textEdit(EditorTextEdit(range: item.range, newText: item.insertText))),
        ]
        return .object(members)
    }

    // MARK: Reading requests

    /// A `Position` of a request.
    static func position(from value: JSONValue?, _ name: String) throws(ResponseError) -> EditorPosition {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else {
            throw .invalidParams("'\(name)' is not a position (an object with integer 'line' and 'character')")
        }
        return EditorPosition(line: line, character: character)
    }

    /// A `Range` of a request.
    static func range(from value: JSONValue?, _ name: String) throws(ResponseError) -> EditorRange {
        guard let value, value.members != nil else { throw .invalidParams("'\(name)' is not a range (an object with 'start' and 'end')") }
        return EditorRange(start: try position(from: value["start"], name + ".start"), end: try position(from: value["end"], name + ".end"))
    }

    /// A `Color` of a request: four numbers 0...1 (`red`, `green`, `blue`, `alpha`).
    static func color(from value: JSONValue?, _ name: String) throws(ResponseError) -> RGBAColor {
        guard let red = value?["red"]?.number, let green = value?["green"]?.number, let blue = value?["blue"]?.number,
              let alpha = value?["alpha"]?.number else {
            throw .invalidParams("'\(name)' is not a color (an object with numbers 'red', 'green', 'blue' and 'alpha')")
        }
        return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `Color`: the components 0...1.
    static func color(_ color: RGBAColor) -> JSONValue {
        .object([
            JSONMember("red", .number(color.red)),
            JSONMember("green", .number(color.green)),
            JSONMember("blue", .number(color.blue)),
            JSONMember("alpha", .number(color.alpha)),
        ])
    }
}
