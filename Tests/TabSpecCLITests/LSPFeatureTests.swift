import Foundation
import Testing

/// `tabspec lsp` driven over real pipes with the capabilities VS Code and Neovim send (``EditorClient``): exact
/// responses.
@Suite("LSP features over pipes")
struct LSPFeatureTests {
    /// The spec the features are asked about: 'Café' and '🏠' make UTF-8 and UTF-16 positions differ.
    static let spec = "// Outline of the bar\n// two lines\ntabbar Tab {\n    kind: custom\n    tintColour: orange\n    indicator {\n        shape: circle\n    }\n    tab home { symbol: \"house\", title: \"Café 🏠\" }\n    tab search { symbol: \"magnifyingglass\" }\n}\n\npalette {\n    brand: #FF8800\n}\n"

    /// A URI with a space and a non-ASCII name, percent-encoded as editors send it.
    static let uri = "file:///tmp/tabspec%20lsp/Caf%C3%A9.tabspec"

    /// The capabilities the server announces in `encoding`, with `codeActionProvider` for a client with code-action
    /// literals and `renameProvider.prepareProvider` for one with `rename.prepareSupport`: the one place every
    /// test's expected server capabilities come from.
    static func capabilities(_ encoding: String, codeActions: Bool = true, prepareRename: Bool = false) -> String {
        let codeActionProvider = codeActions ? #","codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.tabspec"]}"# : ""
        let renameProvider = prepareRename ? #"{"prepareProvider":true}"# : "true"
        return #"{"positionEncoding":"\#(encoding)","textDocumentSync":{"openClose":true,"change":2},"completionProvider":{"triggerCharacters":[":","\"","."]},"hoverProvider":true,"definitionProvider":true,"referencesProvider":true,"renameProvider":\#(renameProvider),"documentFormattingProvider":true,"documentSymbolProvider":true,"foldingRangeProvider":true,"colorProvider":true,"semanticTokensProvider":{"legend":{"tokenTypes":["keyword","type","variable","property","enumMember","string","number","comment"],"tokenModifiers":[]},"full":true}\#(codeActionProvider)}"#
    }

    /// The `unknown-key` diagnostic of ``spec``.
    static let unknownKey = #"{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":14}},"severity":1,"code":"unknown-key","source":"tabspec","message":"unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?"}"#

    /// The lint warnings of ``spec`` once its key is fixed: the rules run once the tab bar has no error.
    static let warnings = #"[{"range":{"start":{"line":2,"character":7},"end":{"line":2,"character":10}},"severity":2,"code":"swiftui-tab-shadowing","source":"tabspec","message":"tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module 'Tab(\"Home\", systemImage: …)' no longer compiles; rename it, e.g. 'AppTab'"},{"range":{"start":{"line":4,"character":15},"end":{"line":4,"character":21}},"severity":2,"code":"low-contrast","source":"tabspec","message":"selected tint 'orange' on the bar has contrast 2.36:1 in light appearance; needs at least 3:1"},{"range":{"start":{"line":9,"character":8},"end":{"line":9,"character":14}},"severity":2,"code":"missing-accessibility-label","source":"tabspec","message":"tab 'search' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('magnifyingglass')"}]"#

    @Test func vsCodeSessionGetsExactAnswers() throws {
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: EditorClient.vsCode.capabilities) == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(Self.capabilities("utf-16", prepareRename: true)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#)
        client.send(LSPClient.didOpen(Self.uri, Self.spec))
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":1,"diagnostics":[\#(Self.unknownKey)]}}"#)

        client.send(LSPClient.request(2, "textDocument/documentSymbol", Self.uri))
        let symbols = try client.next()
        // 'Café 🏠' is 7 UTF-16 units: the tab ends at 50.
        #expect(symbols.hasPrefix(#"{"jsonrpc":"2.0","id":2,"result":[{"name":"Tab","detail":"tabbar","kind":10,"range":{"start":{"line":2,"character":0},"end":{"line":10,"character":1}},"selectionRange":{"start":{"line":2,"character":7},"end":{"line":2,"character":10}},"children":[{"name":"indicator","kind":19,"range":{"start":{"line":5,"character":4},"end":{"line":7,"character":5}},"selectionRange":{"start":{"line":5,"character":4},"end":{"line":5,"character":13}},"children":[]},{"name":"home","detail":"tab","kind":22,"range":{"start":{"line":8,"character":4},"end":{"line":8,"character":50}}"#))
        #expect(symbols.hasSuffix(##"{"name":"palette","kind":3,"range":{"start":{"line":12,"character":0},"end":{"line":14,"character":1}},"selectionRange":{"start":{"line":12,"character":0},"end":{"line":12,"character":7}},"children":[{"name":"brand","detail":"#FF8800","kind":14,"range":{"start":{"line":13,"character":4},"end":{"line":13,"character":18}},"selectionRange":{"start":{"line":13,"character":4},"end":{"line":13,"character":9}},"children":[]}]}]}"##))

        client.send(LSPClient.request(3, "textDocument/foldingRange", Self.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":[{"startLine":0,"endLine":1,"kind":"comment"},{"startLine":2,"endLine":10},{"startLine":5,"endLine":7},{"startLine":12,"endLine":14}]}"#)

        client.send(LSPClient.request(4, "textDocument/semanticTokens/full", Self.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":4,"result":{"data":[0,0,21,7,0,1,0,12,7,0,1,0,6,0,0,0,7,3,1,0,1,4,4,3,0,0,6,6,4,0,1,4,10,3,0,0,12,6,4,0,1,4,9,0,0,1,8,5,3,0,0,7,6,4,0,2,4,3,0,0,0,4,4,2,0,0,7,6,3,0,0,8,7,5,0,0,9,5,3,0,0,7,9,5,0,1,4,3,0,0,0,4,6,2,0,0,9,6,3,0,0,8,17,5,0,3,0,7,0,0,1,4,5,3,0,0,7,7,6,0]}}"#)

        client.send(LSPClient.request(5, "textDocument/codeAction", Self.uri,
                                      #","range":{"start":{"line":4,"character":6},"end":{"line":4,"character":6}},"context":{"diagnostics":[\#(Self.unknownKey)],"triggerKind":1}"#))
        let edit = #"{"changes":{"\#(Self.uri)":[{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":14}},"newText":"tintColor"}]}}"#
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":5,"result":[{"title":"replace 'tintColour' with 'tintColor'","kind":"quickfix","diagnostics":[\#(Self.unknownKey)],"isPreferred":true,"edit":\#(edit)},{"title":"apply 1 fix-it","kind":"source.fixAll.tabspec","diagnostics":[\#(Self.unknownKey)],"edit":\#(edit)}]}"#)

        client.send(LSPClient.request(6, "textDocument/formatting", Self.uri, #","options":{"tabSize":4,"insertSpaces":true}"#))
        let formatted = Self.spec.replacingOccurrences(of: "tab home {", with: "tab home   {")
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":6,"result":[{"range":{"start":{"line":0,"character":0},"end":{"line":15,"character":0}},"newText":\#(LSPClient.quoted(formatted))}]}"#)

        // An incremental change deleting the 'u' of 'tintColour': the diagnostics are published again with the new version.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":4,"character":12},"end":{"line":4,"character":13}},"rangeLength":1,"text":""}]}}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":2,"diagnostics":\#(Self.warnings)}}"#)

        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(Self.uri)"}}}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","diagnostics":[]}}"#)
        client.send(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":7,"result":null}"#)
        #expect(client.exitStatus() == 0)
        #expect(!client.hasUnreadOutput)
    }

    @Test func neovimSessionNegotiatesUTF8() throws {
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: EditorClient.neovim.capabilities, processId: String(getpid())) == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(Self.capabilities("utf-8", prepareRename: true)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#)
        client.send(LSPClient.didOpen(Self.uri, Self.spec))
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":1,"diagnostics":[\#(Self.unknownKey)]}}"#)
        client.send(LSPClient.request(2, "textDocument/documentSymbol", Self.uri))
        // 'Café 🏠' is 10 bytes: the tab ends at 53 in UTF-8.
        #expect(try client.next().contains(#"{"name":"home","detail":"tab","kind":22,"range":{"start":{"line":8,"character":4},"end":{"line":8,"character":53}}"#))
        // Incremental changes in UTF-8 units, in order: '!' after the '🏠' (bytes 46–49), then the key fixed: the title becomes "Café 🏠!".
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":5},"contentChanges":[{"range":{"start":{"line":8,"character":50},"end":{"line":8,"character":50}},"text":"!"},{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":14}},"text":"tintColor"}]}}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":5,"diagnostics":\#(Self.warnings)}}"#)
        client.send(LSPClient.request(3, "textDocument/semanticTokens/full", Self.uri))
        // Line 8's title string is now 13 bytes long ('"Café 🏠!"').
        #expect(try client.next().contains(",0,9,5,3,0,0,7,13,5,0,"))
        client.send(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":4,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    @Test func withoutLiteralsOrHierarchyTheServerFollowsTheClient() throws {
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: "{}") == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(Self.capabilities("utf-16", codeActions: false)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#)
        client.send(LSPClient.didOpen(Self.uri, "tabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"))
        _ = try client.next()
        client.send(LSPClient.request(2, "textDocument/documentSymbol", Self.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":[{"name":"Tab","kind":10,"location":{"uri":"\#(Self.uri)","range":{"start":{"line":0,"character":0},"end":{"line":2,"character":1}}}},{"name":"home","kind":22,"location":{"uri":"\#(Self.uri)","range":{"start":{"line":1,"character":4},"end":{"line":1,"character":32}}},"containerName":"Tab"}]}"#)
        client.send(LSPClient.request(3, "textDocument/codeAction", Self.uri, #","range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":[]}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }
}
