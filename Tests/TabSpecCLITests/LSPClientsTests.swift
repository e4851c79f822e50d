import Foundation
import Testing

/// `tabspec lsp` with the capability sets real clients send (``EditorClient``): the negotiated encoding and
/// code actions, then a short session whose answers differ by client — positions after non-ASCII text,
/// completion snippets and documentation format, hover format, nested or flat symbols, a rename's edit form —
/// begun and ended with the client's own `initialized`, `shutdown` and `exit` messages.
@Suite("LSP with real clients' capabilities")
struct LSPClientsTests {
    /// A spec with a non-ASCII title before a misspelled key on the same line, and a key being typed (`swi`).
    static let spec = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Café 🏠\", badg: 1 }\n    swi\n}\n"
    /// Its URI.
    static let uri = "file:///tmp/tabspec-clients/Main.tabspec"

    /// The `initialize` response for a client negotiating `encoding`, with or without code actions.
    static func initializeResponse(_ expected: EditorClient.Expected) -> String {
        #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(LSPFeatureTests.capabilities(expected.encoding, codeActions: expected.codeActions, prepareRename: expected.prepareRename)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#
    }

    /// The column of the end of `prefix` on its line in `encoding`'s units.
    static func column(_ prefix: String, _ encoding: String) -> Int {
        encoding == "utf-8" ? prefix.utf8.count : prefix.utf16.count
    }

    @Test(arguments: EditorClient.all)
    func aSessionFollowsTheClientsCapabilities(_ editor: EditorClient) throws {
        let expected = editor.expected
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: editor.capabilities, initialized: editor.lifecycle.initialized) == Self.initializeResponse(expected))

        // 'badg' follows 'Café 🏠': 50 UTF-16 units, 53 bytes into the line.
        let badg = expected.encoding == "utf-8" ? 53 : 50
        #expect(Self.column("    tab home { symbol: \"house\", title: \"Café 🏠\", ", expected.encoding) == badg)
        client.send(LSPClient.didOpen(Self.uri, Self.spec))
        let diagnostics = try client.next()
        #expect(diagnostics.hasPrefix(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":\#(badg)},"end":{"line":1,"character":\#(badg + 4)}},"severity":1,"code":"unknown-key","#), "\(editor.name): \(diagnostics)")

        // Completion of 'swi': a snippet only for a client taking snippets, markdown documentation only for one taking it.
        client.send(LSPClient.request(2, "textDocument/completion", Self.uri, #","position":{"line":2,"character":7}"#))
        let documentation = expected.markdownCompletion
            ? #"{"kind":"markdown","value":"**swipe** (in `tabbar`)\n\nType: 'true' or 'false'\n\nDefault: 'false'\n\nSwipe between tabs (the page-view pattern)."}"#
            : #""swipe (in tabbar)\nType: 'true' or 'false'\nDefault: 'false'\nSwipe between tabs (the page-view pattern).""#
        let insert = expected.snippets ? #""insertTextFormat":2,"textEdit":{"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":7}},"newText":"swipe: $0"}"#
            : #""insertTextFormat":1,"textEdit":{"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":7}},"newText":"swipe: "}"#
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"swipe","kind":10,"detail":"'true' or 'false'","documentation":\#(documentation),"sortText":"100000","filterText":"swipe",\#(insert)}]}}"#, "\(editor.name)")

        // Hover on the key 'symbol': markdown only for a client whose hover takes it.
        client.send(LSPClient.request(3, "textDocument/hover", Self.uri, #","position":{"line":1,"character":17}"#))
        let hover = expected.markdownHover
            ? #"{"kind":"markdown","value":"**symbol** (in `tab`)\n\nType: a string\n\nDefault: required\n\nThe tab's SF Symbol name."}"#
            : #"{"kind":"plaintext","value":"symbol (in tab)\nType: a string\nDefault: required\nThe tab's SF Symbol name."}"#
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":{"contents":\#(hover),"range":{"start":{"line":1,"character":15},"end":{"line":1,"character":21}}}}"#, "\(editor.name)")

        // Symbols: the tab ends after '}' (59 UTF-16 units, 62 bytes).
        let end = expected.encoding == "utf-8" ? 62 : 59
        client.send(LSPClient.request(4, "textDocument/documentSymbol", Self.uri))
        let symbols = try client.next()
        if expected.hierarchicalSymbols {
            #expect(symbols == #"{"jsonrpc":"2.0","id":4,"result":[{"name":"Main","detail":"tabbar","kind":10,"range":{"start":{"line":0,"character":0},"end":{"line":3,"character":1}},"selectionRange":{"start":{"line":0,"character":7},"end":{"line":0,"character":11}},"children":[{"name":"home","detail":"tab","kind":22,"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":\#(end)}},"selectionRange":{"start":{"line":1,"character":8},"end":{"line":1,"character":12}},"children":[]}]}]}"#, "\(editor.name)")
        } else {
            #expect(symbols == #"{"jsonrpc":"2.0","id":4,"result":[{"name":"Main","kind":10,"location":{"uri":"\#(Self.uri)","range":{"start":{"line":0,"character":0},"end":{"line":3,"character":1}}}},{"name":"home","kind":22,"location":{"uri":"\#(Self.uri)","range":{"start":{"line":1,"character":4},"end":{"line":1,"character":\#(end)}}},"containerName":"Main"}]}"#, "\(editor.name)")
        }

        // Renaming the tab 'home' (before the non-ASCII title: the same columns in every encoding): `documentChanges`
        // with the document's version only for a client taking them.
        client.send(LSPClient.request(5, "textDocument/rename", Self.uri, #","position":{"line":1,"character":9},"newName":"start""#))
        let edits = #"[{"range":{"start":{"line":1,"character":8},"end":{"line":1,"character":12}},"newText":"start"}]"#
        let workspaceEdit = expected.documentChanges
            ? #"{"documentChanges":[{"textDocument":{"uri":"\#(Self.uri)","version":1},"edits":\#(edits)}]}"#
            : #"{"changes":{"\#(Self.uri)":\#(edits)}}"#
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":5,"result":\#(workspaceEdit)}"#, "\(editor.name)")

        // The client's own `shutdown` and `exit` (Zed and eglot write `"params":null`): a clean end, nothing logged.
        client.send(LSPLifecycleTests.shutdown(6, editor.lifecycle.shutdown), LSPLifecycleTests.exit(editor.lifecycle.exit))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":6,"result":null}"#, "\(editor.name)")
        #expect(client.exitStatus() == 0, "\(editor.name)")
        #expect(!client.hasUnreadOutput)
        #expect(client.standardError == "", "\(editor.name)")
    }
}
