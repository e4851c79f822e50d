import Foundation
import Testing

/// `textDocument/documentColor` and `textDocument/colorPresentation` over real pipes: exact responses.
@Suite("LSP colors over pipes")
struct LSPColorTests {
    @Test func documentColorsGiveEveryColorInLightAppearance() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: LSPFeatureTests.vsCode)
        client.send(LSPClient.didOpen(LSPFeatureTests.uri, "tabbar Bar {\n    tintColor: systemBlue @ 50% | #0A84FF\n}\npalette { brand: #FF8800 }\n"))
        _ = try client.next()
        client.send(LSPClient.request(2, "textDocument/documentColor", LSPFeatureTests.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":[{"range":{"start":{"line":1,"character":15},"end":{"line":1,"character":41}},"color":{"red":0,"green":0.47843137254901963,"blue":1,"alpha":0.5}},{"range":{"start":{"line":3,"character":17},"end":{"line":3,"character":24}},"color":{"red":1,"green":0.5333333333333333,"blue":0,"alpha":1}}]}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }

    @Test func colorPresentationsReplaceTheRange() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: LSPFeatureTests.vsCode)
        client.send(LSPClient.didOpen(LSPFeatureTests.uri, "palette { brand: #FF8800 }\n"))
        _ = try client.next()
        client.send(LSPClient.request(2, "textDocument/colorPresentation", LSPFeatureTests.uri,
                                      #","color":{"red":0,"green":0.5,"blue":1,"alpha":0.25},"range":{"start":{"line":0,"character":17},"end":{"line":0,"character":24}}"#))
        let range = #"{"start":{"line":0,"character":17},"end":{"line":0,"character":24}}"#
        #expect(try client.next() == ##"{"jsonrpc":"2.0","id":2,"result":[{"label":"#0080FF","textEdit":{"range":\##(range),"newText":"#0080FF"}},{"label":"#0080FF40","textEdit":{"range":\##(range),"newText":"#0080FF40"}}]}"##)
        client.send(LSPClient.request(3, "textDocument/colorPresentation", LSPFeatureTests.uri, #","color":{"red":"1"},"range":\#(range)"#))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"'color' is not a color (an object with numbers 'red', 'green', 'blue' and 'alpha')"}}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }
}
