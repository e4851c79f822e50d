import Foundation
import Testing

/// `tabspec lsp` fed bytes no editor should send, over real pipes (the lifecycle suite covers short lengths,
/// non-numeric lengths, invalid JSON and bad ids): a 64 MB document, control characters and lone surrogates,
/// positions past the end in every request that takes one, wrong parameter types for every method, lengths
/// that lie and headers that never end. Every answer is a framed protocol message; nothing crashes or hangs.
@Suite("LSP bad input over pipes")
struct LSPBadInputTests {
    /// A spec with one finding (`unknown-key` on line 1, characters 4–14).
    static let spec = "tabbar A {\n    tintColour: orange\n    tab a { symbol: \"house\", title: \"Café 🏠\" }\n}\n"
    /// Its URI.
    static let uri = "file:///tmp/tabspec-bad-input/A.tabspec"
    /// ``spec``'s `unknown-key` diagnostic.
    static let unknownKey = #"{"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":14}},"severity":1,"code":"unknown-key","source":"tabspec","message":"unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?"}"#

    /// A server with `text` open at ``uri`` (its diagnostics read and returned).
    static func session(_ text: String = spec) throws -> (LSPClient, String) {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.send(LSPClient.didOpen(uri, text))
        return (client, try client.next(timeout: 600))
    }

    /// Records an issue unless `body` is a JSON-RPC 2.0 message object (a frame ``LSPClient`` could not split is
    /// `<not a frame: …>`, never JSON).
    static func expectProtocolMessage(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let object = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
        #expect(object?["jsonrpc"] as? String == "2.0", "not a protocol message: \(body.prefix(300))", sourceLocation: sourceLocation)
    }

    /// Ends the session with `shutdown` (id `id`) and `exit`: exit status 0, nothing left unread.
    static func end(_ client: LSPClient, id: Int) throws {
        client.send(LSPLifecycleTests.shutdown(id), LSPLifecycleTests.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":\#(id),"result":null}"#)
        #expect(client.exitStatus() == 0)
        #expect(!client.hasUnreadOutput)
    }

    @Test func a64MegabyteDocumentGetsItsDiagnostics() throws {
        // The spec, then a block comment filling the document up to 64 MB.
        let filler = (64 << 20) - Self.spec.utf8.count - 6
        let text = Self.spec + "/* " + String(repeating: "x", count: filler) + " */"
        #expect(text.utf8.count == 64 << 20)
        let (client, diagnostics) = try Self.session(text)
        #expect(diagnostics == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":1,"diagnostics":[\#(Self.unknownKey)]}}"#)
        client.send(LSPClient.request(2, "textDocument/foldingRange", Self.uri),
                    LSPClient.request(3, "textDocument/hover", Self.uri, #","position":{"line":4,"character":100000000}"#))
        #expect(try client.next(2, timeout: 600) == [
            #"{"jsonrpc":"2.0","id":2,"result":[{"startLine":0,"endLine":3}]}"#,
            #"{"jsonrpc":"2.0","id":3,"result":null}"#,
        ])
        try Self.end(client, id: 4)
    }

    @Test func controlCharactersLoneSurrogatesAndLongLines() throws {
        // NUL and the other C0 controls, DEL, U+FFFF and a 1 MB line: diagnostics, and answers inside the document.
        let controls = (0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let text = "tabbar A {\u{0}\n" + controls + "\u{7F}\u{FFFF}\n" + String(repeating: "é🏠\u{0}", count: 200_000) + "\n}"
        let (client, diagnostics) = try Self.session(text)
        Self.expectProtocolMessage(diagnostics)
        let model = LSPSessionTests.Model(text: text)
        var id = 1
        for method in ["textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/formatting",
                       "textDocument/documentColor"] {
            id += 1
            client.send(LSPClient.request(id, method, Self.uri))
            let answer = try client.next()
            #expect(answer.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":"#), "\(method): \(answer.prefix(300))")
            let message = try JSONSerialization.jsonObject(with: Data(answer.utf8))
            #expect(LSPSessionTests.invalidRanges(in: message, model) == [], "\(method)")
        }
        // JSON cannot carry a lone surrogate: the message is refused, and the server goes on.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///s.tabspec","version":1,"text":"a\ud800b"}}}"#,
                    LSPClient.request(20, "textDocument/foldingRange", "file:///s.tabspec"))
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not JSON: 1:129: unpaired surrogate in a \\u escape"}}"#,
            #"{"jsonrpc":"2.0","id":20,"result":null}"#,
        ])
        try Self.end(client, id: 21)
    }

    @Test func positionsPastTheEndGetRangesInsideTheDocument() throws {
        let (client, _) = try Self.session()
        let model = LSPSessionTests.Model(text: Self.spec)
        let far = #"{"line":999999,"character":999999}"#
        let requests = [
            ("textDocument/completion", #","position":\#(far)"#),
            ("textDocument/hover", #","position":\#(far)"#),
            ("textDocument/hover", #","position":{"line":1,"character":999999}"#),
            ("textDocument/completion", #","position":{"line":-1,"character":-5}"#),
            ("textDocument/codeAction", #","range":{"start":{"line":0,"character":0},"end":\#(far)},"context":{"diagnostics":[]}"#),
            ("textDocument/colorPresentation", #","range":{"start":\#(far),"end":\#(far)},"color":{"red":1,"green":0,"blue":0,"alpha":1}"#),
            ("textDocument/colorPresentation", #","range":{"start":{"line":1,"character":16},"end":{"line":1,"character":999}},"color":{"red":1,"green":0,"blue":0,"alpha":1}"#),
        ]
        var answers: [String] = []
        for (index, (method, extra)) in requests.enumerated() {
            client.send(LSPClient.request(index + 2, method, Self.uri, extra))
            let answer = try client.next()
            #expect(answer.hasPrefix(#"{"jsonrpc":"2.0","id":\#(index + 2),"result":"#), "\(method): \(answer.prefix(300))")
            let message = try JSONSerialization.jsonObject(with: Data(answer.utf8))
            #expect(LSPSessionTests.invalidRanges(in: message, model) == [], "\(method) \(extra)")
            answers.append(answer)
        }
        // Past the last line is the end of the document (line 4, character 0); past a line's end, the line's end.
        #expect(answers[5] == ##"{"jsonrpc":"2.0","id":7,"result":[{"label":"#FF0000","textEdit":{"range":{"start":{"line":4,"character":0},"end":{"line":4,"character":0}},"newText":"#FF0000"}},{"label":"#FF0000FF","textEdit":{"range":{"start":{"line":4,"character":0},"end":{"line":4,"character":0}},"newText":"#FF0000FF"}}]}"##)
        #expect(answers[6].contains(#""range":{"start":{"line":1,"character":16},"end":{"line":1,"character":22}}"#))
        // A change past the end appends.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":\#(far),"end":\#(far)},"text":"palette {\n}\n"}]}}"#)
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(Self.uri)","version":2,"diagnostics":[\#(Self.unknownKey)]}}"#)
        try Self.end(client, id: 20)
    }

    @Test func wrongParameterTypesForEveryMethod() throws {
        let (client, _) = try Self.session()
        let uriError = "the request needs 'textDocument.uri', a string"
        let positionError = "'position' is not a position (an object with integer 'line' and 'character')"
        let rangeError = "'range' is not a range (an object with 'start' and 'end')"
        // Each request's first check: its document, position or range.
        let methods = [
            ("textDocument/completion", uriError), ("textDocument/hover", positionError), ("textDocument/formatting", uriError),
            ("textDocument/documentSymbol", uriError), ("textDocument/foldingRange", uriError), ("textDocument/semanticTokens/full", uriError),
            ("textDocument/codeAction", rangeError), ("textDocument/documentColor", uriError), ("textDocument/colorPresentation", rangeError),
        ]
        var id = 100
        for (method, error) in methods {
            // Parameters as an array, then an object whose members all have the wrong types, then `null` (none).
            client.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":[]}"#,
                        #"{"jsonrpc":"2.0","id":\#(id + 1),"method":"\#(method)","params":{"textDocument":"\#(Self.uri)","position":"1:2","range":[0,1],"color":null}}"#,
                        #"{"jsonrpc":"2.0","id":\#(id + 2),"method":"\#(method)","params":null}"#)
            #expect(try client.next(3) == [
                #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32602,"message":"\#(error)"}}"#,
                #"{"jsonrpc":"2.0","id":\#(id + 1),"error":{"code":-32602,"message":"\#(error)"}}"#,
                #"{"jsonrpc":"2.0","id":\#(id + 2),"error":{"code":-32602,"message":"\#(error)"}}"#,
            ], "\(method)")
            id += 3
        }
        // A wrongly typed color, after a valid range.
        client.send(LSPClient.request(id, "textDocument/colorPresentation", Self.uri, #","range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"color":{"red":1,"green":0,"blue":0,"alpha":"1"}"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32602,"message":"'color' is not a color (an object with numbers 'red', 'green', 'blue' and 'alpha')"}}"#)
        // Notifications with wrong types are ignored (and logged); the next request is answered.
        for method in ["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose"] {
            client.send(#"{"jsonrpc":"2.0","method":"\#(method)","params":[1]}"#,
                        #"{"jsonrpc":"2.0","method":"\#(method)","params":{"textDocument":{"uri":7,"version":"3","text":false},"contentChanges":{"text":1}}}"#)
        }
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(Self.uri)"},"contentChanges":[{"text":"x","range":{"start":{"line":"0"}}}]}}"#,
                    LSPClient.request(200, "textDocument/foldingRange", Self.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":200,"result":[{"startLine":0,"endLine":3}]}"#)
        #expect(client.standardError.contains("'textDocument/didClose' ignored: 'didClose' needs 'textDocument.uri'"))
        #expect(client.standardError.contains("'textDocument/didChange' ignored: 'contentChanges[0].range.start' is not a position"))
        try Self.end(client, id: 201)
    }

    @Test func aHugeContentLengthIsRefusedWithoutWaitingForIt() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        client.write(Array("Content-Length: 1000000000000\r\n\r\n{}".utf8) + LSPClient.frame(LSPClient.request(2, "textDocument/foldingRange", Self.uri)))
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"invalid message header: 'Content-Length: 1000000000000' is not a length of at most 167772160 bytes"}}"#,
            #"{"jsonrpc":"2.0","id":2,"result":null}"#,
        ])
        try Self.end(client, id: 3)
    }

    @Test func aContentLengthBeyondTheInputThenTheEnd() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        // The body promised is 160 MB, the input ends after 11 bytes of it: the server ends (no shutdown: 1).
        client.write(Array("Content-Length: 167772160\r\n\r\n{\"jsonrpc\":".utf8))
        client.closeInput()
        #expect(client.exitStatus() == 1)
        #expect(!client.hasUnreadOutput)
    }

    @Test func aHeaderWithoutItsEmptyLineThenTheEnd() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        // Lines ended by '\n' alone never end the header block; at the end of the input it is reported.
        client.write(Array("Content-Length: 2\n\n{}".utf8))
        client.closeInput()
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"invalid message header: a header block longer than 8192 bytes or without its empty line"}}"#)
        #expect(client.exitStatus() == 1)
        #expect(!client.hasUnreadOutput)
        // Nor do 9000 bytes without an empty line wait for more: reported, then the next message is read.
        let long = try LSPClient()
        _ = try long.initialize(capabilities: "{}")
        long.write(Array(("X-Padding: " + String(repeating: "p", count: 9000) + "\r\n").utf8) + LSPClient.frame(LSPClient.request(2, "textDocument/foldingRange", Self.uri)))
        #expect(try long.next(2) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"invalid message header: a header block longer than 8192 bytes or without its empty line"}}"#,
            #"{"jsonrpc":"2.0","id":2,"result":null}"#,
        ])
        try Self.end(long, id: 3)
    }
}
