import Foundation
import Testing

/// `textDocument/definition`, `references`, `prepareRename` and `rename` over real pipes: exact responses in
/// UTF-8 and UTF-16, `documentChanges` or `changes` as the client takes them, a refusal as -32803.
@Suite("LSP names over pipes")
struct LSPRenameTests {
    /// A palette color used after a block comment holding '🏠' (4 UTF-8 bytes, 2 UTF-16 units), and a tab
    /// named by `initial:`; 'brand' in a title string is not a use.
    static let spec = "palette {\n    brand: #FF8800\n}\ntabbar Bar {\n    initial: home\n    /* 🏠 */ tintColor: brand\n    tab home { symbol: \"house\", title: \"brand\" }\n}\n"

    /// A client that prepares renames, takes `documentChanges` and offers UTF-8.
    static let preparing = #"{"general":{"positionEncodings":["utf-8"]},"textDocument":{"rename":{"prepareSupport":true}},"workspace":{"workspaceEdit":{"documentChanges":true}}}"#

    /// A `Location` in the test document.
    static func location(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> String {
        #"{"uri":"\#(LSPFeatureTests.uri)","range":\#(range(startLine, startCharacter, endLine, endCharacter))}"#
    }

    /// A `Range`.
    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> String {
        #"{"start":{"line":\#(startLine),"character":\#(startCharacter)},"end":{"line":\#(endLine),"character":\#(endCharacter)}}"#
    }

    /// A position parameter.
    static func position(_ line: Int, _ character: Int) -> String {
        #","position":{"line":\#(line),"character":\#(character)}"#
    }

    @Test func aPreparingClientInUTF8() throws {
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: Self.preparing) == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(LSPFeatureTests.capabilities("utf-8", codeActions: false, prepareRename: true)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#)
        let uri = LSPFeatureTests.uri
        client.send(LSPClient.didOpen(uri, Self.spec, version: 4))
        #expect(try client.next().hasPrefix(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#))

        client.send(LSPClient.request(2, "textDocument/definition", uri, Self.position(5, 28)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":\#(Self.location(1, 4, 1, 9))}"#)
        client.send(LSPClient.request(3, "textDocument/references", uri, Self.position(1, 5) + #","context":{"includeDeclaration":true}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(1, 4, 1, 9)),\#(Self.location(5, 26, 5, 31))]}"#)
        client.send(LSPClient.request(4, "textDocument/references", uri, Self.position(5, 31) + #","context":{"includeDeclaration":false}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":4,"result":[\#(Self.location(5, 26, 5, 31))]}"#)
        client.send(LSPClient.request(5, "textDocument/prepareRename", uri, Self.position(4, 14)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":5,"result":{"range":\#(Self.range(4, 13, 4, 17)),"placeholder":"home"}}"#)
        client.send(LSPClient.request(6, "textDocument/prepareRename", uri, Self.position(6, 41)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":6,"result":null}"#)
        client.send(LSPClient.request(7, "textDocument/rename", uri, Self.position(4, 14) + #","newName":"start""#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":7,"result":{"documentChanges":[{"textDocument":{"uri":"\#(uri)","version":4},"edits":[{"range":\#(Self.range(4, 13, 4, 17)),"newText":"start"},{"range":\#(Self.range(6, 8, 6, 12)),"newText":"start"}]}]}}"#)
        client.send(LSPClient.request(8, "textDocument/rename", uri, Self.position(1, 5) + #","newName":"systemRed""#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":8,"error":{"code":-32803,"message":"'systemRed' is a built-in color; a palette color of that name would shadow it"}}"#)
        client.send(LSPClient.request(9, "textDocument/rename", uri, Self.position(1, 5)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":9,"error":{"code":-32602,"message":"'textDocument/rename' needs 'newName', a string"}}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }

    @Test func aPlainClientInUTF16GetsChanges() throws {
        let client = try LSPClient()
        #expect(try client.initialize(capabilities: "{}") == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":\#(LSPFeatureTests.capabilities("utf-16", codeActions: false)),"serverInfo":{"name":"tabspec","version":"\#(Release.version)"}}}"#)
        let uri = LSPFeatureTests.uri
        client.send(LSPClient.didOpen(uri, Self.spec))
        _ = try client.next()
        client.send(LSPClient.request(2, "textDocument/definition", uri, Self.position(5, 25)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":\#(Self.location(1, 4, 1, 9))}"#)
        client.send(LSPClient.request(3, "textDocument/definition", uri, Self.position(5, 15)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
        client.send(LSPClient.request(4, "textDocument/rename", uri, Self.position(5, 25) + #","newName":"primary""#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":4,"result":{"changes":{"\#(uri)":[{"range":\#(Self.range(1, 4, 1, 9)),"newText":"primary"},{"range":\#(Self.range(5, 24, 5, 29)),"newText":"primary"}]}}}"#)
        client.send(LSPClient.request(5, "textDocument/references", "file:///not/open.tabspec", Self.position(0, 0)))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":5,"result":null}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }
}
