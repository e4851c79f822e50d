import Foundation
import Testing

/// `tabspec lsp`'s lifecycle and its answers to broken input, over real pipes: exact error responses and exit
/// codes.
@Suite("LSP lifecycle over pipes")
struct LSPLifecycleTests {
    /// A `shutdown` request with `id` and the `"params"` member `params` (as it follows `"method"`; none by default).
    static func shutdown(_ id: Int, _ params: String = "") -> String { #"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"\#(params)}"# }
    /// The `exit` notification with the `"params"` member `params`.
    static func exit(_ params: String) -> String { #"{"jsonrpc":"2.0","method":"exit"\#(params)}"# }
    /// The `exit` notification without parameters.
    static let exit = exit("")

    /// Every way clients write "no parameters" (``EditorClient/Lifecycle`` names who writes which): the member
    /// omitted (JSON-RPC 2.0: it "MAY be omitted"), `null`, an empty object (by name) and an empty array (by
    /// position).
    static let noParameters = ["", #","params":null"#, #","params":{}"#, #","params":[]"#]

    @Test(arguments: noParameters, noParameters)
    func shutdownAndExitTakeNoParametersWrittenAnyWay(_ shutdownParams: String, _ exitParams: String) throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}", initialized: shutdownParams)
        client.send(Self.shutdown(2, shutdownParams), Self.exit(exitParams))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        #expect(client.exitStatus() == 0)
        #expect(!client.hasUnreadOutput)
        #expect(client.standardError == "")
    }

    @Test(arguments: noParameters)
    func exitWithoutShutdownEndsWithOneWhateverItsParameters(_ params: String) throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(Self.exit(params))
        #expect(client.exitStatus() == 1)
        #expect(!client.hasUnreadOutput)
    }

    @Test func exitSentAsARequestIsAnsweredAndEndsTheServer() throws {
        // eglot 1.1 sent `exit` with an id (and ignored the error it expected): answered `null`, then the end.
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(Self.shutdown(2, #","params":null"#), #"{"jsonrpc":"2.0","id":3,"method":"exit","params":null}"#)
        #expect(try client.next(2) == [#"{"jsonrpc":"2.0","id":2,"result":null}"#, #"{"jsonrpc":"2.0","id":3,"result":null}"#])
        #expect(client.exitStatus() == 0)
        let early = try LSPClient()
        _ = try early.initialize(capabilities: "{}")
        early.send(#"{"jsonrpc":"2.0","id":"x","method":"exit"}"#)
        #expect(try early.next() == #"{"jsonrpc":"2.0","id":"x","result":null}"#)
        #expect(early.exitStatus() == 1)
    }

    @Test func nullParametersOfAMethodThatNeedsThemAreInvalidParams() throws {
        // `null` is no parameters: `initialize` and a document request refuse it as they refuse none (-32602).
        let client = try LSPClient()
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":null}"#, #"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#)
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"'initialize' needs an object of parameters"}}"#,
            #"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"'initialize' needs an object of parameters"}}"#,
        ])
        _ = try client.initialize(capabilities: "{}")
        client.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/foldingRange","params":null}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"the request needs 'textDocument.uri', a string"}}"#)
        // Parameters that are neither an object, an array nor null stay invalid, even for `shutdown`: the server
        // is not shut down, so `exit` ends it with 1.
        client.send(Self.shutdown(4, #","params":0"#), Self.shutdown(5, #","params":"none""#))
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"'params' must be an object or an array"}}"#,
            #"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"'params' must be an object or an array"}}"#,
        ])
        client.send(Self.exit)
        #expect(client.exitStatus() == 1)
    }

    @Test func aRequestBeforeInitializeGetsServerNotInitialized() throws {
        let client = try LSPClient()
        client.send(LSPClient.request(7, "textDocument/formatting", "file:///a.tabspec"))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":7,"error":{"code":-32002,"message":"the server is not initialized; send 'initialize' first"}}"#)
        // A notification before initialize gets nothing; 'exit' still ends the server, with 1 (no shutdown).
        client.send(LSPClient.didOpen("file:///a.tabspec", "tabbar A {}"), Self.exit)
        #expect(client.exitStatus() == 1)
        #expect(!client.hasUnreadOutput)
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(Self.exit)
        #expect(client.exitStatus() == 1)
    }

    @Test func theEndOfInputEndsTheServer() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.closeInput()
        #expect(client.exitStatus() == 1)
        let shutDown = try LSPClient()
        _ = try shutDown.initialize(capabilities: "{}")
        shutDown.send(Self.shutdown(2))
        #expect(try shutDown.next() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        shutDown.closeInput()
        #expect(shutDown.exitStatus() == 0)
    }

    @Test func requestsAfterShutdownAreInvalid() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(Self.shutdown(2), LSPClient.request(3, "textDocument/foldingRange", "file:///a.tabspec"), Self.shutdown(4))
        #expect(try client.next(3) == [
            #"{"jsonrpc":"2.0","id":2,"result":null}"#,
            #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shut down; only 'exit' is accepted"}}"#,
            #"{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"the server is shut down; only 'exit' is accepted"}}"#,
        ])
        client.send(Self.exit)
        #expect(client.exitStatus() == 0)
    }

    @Test func unknownMethodsAndNotifications() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#,
                    #"{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{"settings":{}}}"#,
                    #"{"jsonrpc":"2.0","id":"s-1","method":"textDocument/inlineValue","params":{}}"#,
                    #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#)
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":"s-1","error":{"code":-32601,"message":"unknown method 'textDocument/inlineValue'"}}"#,
            #"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"the server is already initialized"}}"#,
        ])
        client.send(Self.shutdown(3), Self.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    @Test func aCancelledRequestNotYetAnsweredGetsRequestCancelled() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(LSPClient.didOpen("file:///a.tabspec", "tabbar A {\n}\n"))
        _ = try client.next()
        // The request and its cancellation arrive together: the request is answered -32800.
        client.send(LSPClient.request(5, "textDocument/foldingRange", "file:///a.tabspec"), #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":5,"error":{"code":-32800,"message":"the request was cancelled"}}"#)
        // Cancelling an answered request does nothing: the next answer is the next request's.
        client.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#, LSPClient.request(6, "textDocument/foldingRange", "file:///a.tabspec"))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":6,"result":[{"startLine":0,"endLine":1}]}"#)
        client.send(Self.shutdown(7), Self.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":7,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    @Test func brokenFramesAndJSONGetProtocolErrorsAndTheServerGoesOn() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        // A Content-Length shorter than the body: its first 5 bytes are not JSON, the rest is no header.
        client.write(Array("Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}".utf8)
                     + LSPClient.frame(LSPClient.request(3, "textDocument/foldingRange", "file:///none.tabspec")))
        #expect(try client.next(3) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON: 1:6: unterminated string"}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"invalid message header: no 'Content-Length' header"}}"#,
            #"{"jsonrpc":"2.0","id":3,"result":null}"#,
        ])
        // A length that is not a number; then a header with Content-Type (ignored) and a body counted in bytes.
        let body = #"{"jsonrpc":"2.0","id":4,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///Café🏠.tabspec"}}}"#
        client.write(Array("Content-Length: 12x\r\n\r\n".utf8)
                     + Array("Content-Length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)".utf8))
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"invalid message header: 'Content-Length: 12x' is not a length of at most 167772160 bytes"}}"#,
            #"{"jsonrpc":"2.0","id":4,"result":null}"#,
        ])
        // Invalid JSON, a message that is not an object, a bad id, wrong parameter types.
        client.send("{\"jsonrpc\":", "[1,2]", #"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#,
                    #"{"jsonrpc":"2.0","id":8,"method":"textDocument/formatting","params":{"textDocument":{"uri":5}}}"#,
                    #"{"jsonrpc":"2.0","id":9,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///a.tabspec"},"range":{"start":{"line":"0","character":0},"end":{"line":0,"character":0}}}}"#,
                    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.tabspec","text":42}}}"#,
                    #"{"jsonrpc":"2.0","id":10,"method":"textDocument/foldingRange","params":"x"}"#)
        #expect(try client.next(6) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON: 1:12: unexpected end of input; expected a value"}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message must be a JSON object"}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a request's 'id' must be a number or a string"}}"#,
            #"{"jsonrpc":"2.0","id":8,"error":{"code":-32602,"message":"the request needs 'textDocument.uri', a string"}}"#,
            #"{"jsonrpc":"2.0","id":9,"error":{"code":-32602,"message":"'range.start' is not a position (an object with integer 'line' and 'character')"}}"#,
            #"{"jsonrpc":"2.0","id":10,"error":{"code":-32602,"message":"'params' must be an object or an array"}}"#,
        ])
        #expect(client.standardError.contains("'textDocument/didOpen' ignored"))
        client.send(Self.shutdown(11), Self.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":11,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    @Test func theServerEndsWhenTheClientProcessIsGone() throws {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/sh")
        gone.arguments = ["-c", "exit 0"]
        try gone.run()
        gone.waitUntilExit()
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}", processId: String(gone.processIdentifier))
        #expect(client.exitStatus(timeout: 10) == 1)
    }

    @Test func helpDocumentsTheServer() throws {
        let help = try TabspecProcess.run(["help", "lsp"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Run the tabspec language server (LSP 3.17) over standard input and output.\n\nUSAGE: tabspec lsp [--stdio]\n"))
        let extra = try TabspecProcess.run(["lsp", "spec.tabspec"])
        #expect(extra.status == 64)
        #expect(extra.stdout == "")
    }
}
