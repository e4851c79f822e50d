import Foundation
import Testing

/// `textDocument/completion` over real pipes: exact items, snippets only for clients that take them.
@Suite("LSP completion over pipes")
struct LSPCompletionTests {
    /// A spec being written: the cursor is after `swi` on line 2.
    static let spec = "tabbar Main {\n    tab home { symbol: \"house\" }\n    swi\n}\n"
    /// Its URI.
    static let uri = "file:///tmp/tabspec-completion/Main.tabspec"

    /// A server initialized with `capabilities`, ``spec`` open (its diagnostics read).
    static func session(_ capabilities: String) throws -> LSPClient {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: capabilities)
        client.send(LSPClient.didOpen(uri, spec))
        _ = try client.next()
        return client
    }

    @Test func vsCodeGetsSnippetsAndMarkdown() throws {
        let client = try Self.session(EditorClient.vsCode.capabilities)
        client.send(LSPClient.request(2, "textDocument/completion", Self.uri, #","position":{"line":2,"character":7}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"swipe","kind":10,"detail":"'true' or 'false'","documentation":{"kind":"markdown","value":"**swipe** (in `tabbar`)\n\nType: 'true' or 'false'\n\nDefault: 'false'\n\nSwipe between tabs (the page-view pattern)."},"sortText":"100000","filterText":"swipe","insertTextFormat":2,"textEdit":{"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":7}},"newText":"swipe: $0"}}]}}"#)
    }

    /// A client taking markdown documentation but no snippets (no `snippetSupport`), like eglot without yasnippet
    /// but with markdown-mode.
    static let markdownWithoutSnippets = #"{"textDocument":{"completion":{"completionItem":{"documentationFormat":["markdown","plaintext"]}}}}"#

    @Test func withoutSnippetSupportAKeyIsPlainText() throws {
        let client = try Self.session(Self.markdownWithoutSnippets)
        client.send(LSPClient.request(2, "textDocument/completion", Self.uri, #","position":{"line":2,"character":7}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"swipe","kind":10,"detail":"'true' or 'false'","documentation":{"kind":"markdown","value":"**swipe** (in `tabbar`)\n\nType: 'true' or 'false'\n\nDefault: 'false'\n\nSwipe between tabs (the page-view pattern)."},"sortText":"100000","filterText":"swipe","insertTextFormat":1,"textEdit":{"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":7}},"newText":"swipe: "}}]}}"#)
    }

    @Test func neovimGetsSnippetsAndSymbolNames() throws {
        // Neovim sends 'snippetSupport: true' (0.11 on): the key is a snippet with the cursor after the colon.
        let client = try Self.session(EditorClient.neovim.capabilities)
        client.send(LSPClient.request(2, "textDocument/completion", Self.uri, #","position":{"line":2,"character":7}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[{"label":"swipe","kind":10,"detail":"'true' or 'false'","documentation":{"kind":"markdown","value":"**swipe** (in `tabbar`)\n\nType: 'true' or 'false'\n\nDefault: 'false'\n\nSwipe between tabs (the page-view pattern)."},"sortText":"100000","filterText":"swipe","insertTextFormat":2,"textEdit":{"range":{"start":{"line":2,"character":4},"end":{"line":2,"character":7}},"newText":"swipe: $0"}}]}}"#)
        // Inside `symbol: "house"` after `hous`: the names by prefix, replacing the string's text so far (a name is
        // never a snippet).
        client.send(LSPClient.request(3, "textDocument/completion", Self.uri, #","position":{"line":1,"character":28}"#))
        let symbols = try client.next()
        #expect(symbols.hasPrefix(#"{"jsonrpc":"2.0","id":3,"result":{"isIncomplete":false,"items":[{"label":"house","kind":1,"detail":"iOS 13.0","sortText":"0-100000","filterText":"house","insertTextFormat":1,"textEdit":{"range":{"start":{"line":1,"character":24},"end":{"line":1,"character":28}},"newText":"house"}}"#))
    }
}
