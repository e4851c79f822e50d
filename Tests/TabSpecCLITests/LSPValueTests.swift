import Foundation
import Testing

/// `textDocument/hover`, `documentColor` and `colorPresentation` over real pipes: exact responses.
@Suite("LSP hover and colors over pipes")
struct LSPValueTests {
    @Test func documentColorsGiveEveryColorInLightAppearance() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: EditorClient.vsCode.capabilities)
        client.send(LSPClient.didOpen(LSPFeatureTests.uri, "tabbar Bar {\n    tintColor: systemBlue @ 50% | #0A84FF\n}\npalette { brand: #FF8800 }\n"))
        _ = try client.next()
        client.send(LSPClient.request(2, "textDocument/documentColor", LSPFeatureTests.uri))
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":[{"range":{"start":{"line":1,"character":15},"end":{"line":1,"character":41}},"color":{"red":0,"green":0.47843137254901963,"blue":1,"alpha":0.5}},{"range":{"start":{"line":3,"character":17},"end":{"line":3,"character":24}},"color":{"red":1,"green":0.5333333333333333,"blue":0,"alpha":1}}]}"#)
        client.closeInput()
        #expect(client.exitStatus() == 1)
    }

    @Test func colorPresentationsReplaceTheRange() throws {
        let client = try LSPClient()
        _ = try client.initialize(capabilities: EditorClient.vsCode.capabilities)
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

    @Test func hoverFollowsTheClientsContentFormat() throws {
        let spec = "tabbar Bar {\n    tintColor: systemBlue\n    tab home { symbol: \"house\" }\n}\n"
        let plain = try LSPClient()
        _ = try plain.initialize(capabilities: "{}")
        plain.send(LSPClient.didOpen(LSPFeatureTests.uri, spec))
        _ = try plain.next()
        plain.send(LSPClient.request(2, "textDocument/hover", LSPFeatureTests.uri, #","position":{"line":1,"character":18}"#))
        #expect(try plain.next() == ##"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"plaintext","value":"light #007AFFFF (rgba 0, 122, 255, 1)\ndark #0A84FFFF (rgba 10, 132, 255, 1)\ncontrast against the bar: 3.76:1 in light and 5.10:1 in dark appearance"},"range":{"start":{"line":1,"character":15},"end":{"line":1,"character":25}}}}"##)
        plain.send(LSPClient.request(3, "textDocument/hover", LSPFeatureTests.uri, #","position":{"line":3,"character":1}"#))
        #expect(try plain.next() == #"{"jsonrpc":"2.0","id":3,"result":null}"#)
        plain.closeInput()
        #expect(plain.exitStatus() == 1)

        let markdown = try LSPClient()
        _ = try markdown.initialize(capabilities: EditorClient.vsCode.capabilities)
        markdown.send(LSPClient.didOpen(LSPFeatureTests.uri, spec))
        _ = try markdown.next()
        markdown.send(LSPClient.request(2, "textDocument/hover", LSPFeatureTests.uri, #","position":{"line":2,"character":9}"#))
        #expect(try markdown.next() == ##"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"tab `home` of `Bar`\n\niPhone SE (3rd generation) (portrait): frame (2, 1, 371, 48)\n\non 24 other devices: x 2, width 371–436\n\non 8 iPads: no frames (the top tab bar of iPadOS 18 is not modelled, or regularWidth hides the bar)\n\nsymbol `house`: iOS 13.0"},"range":{"start":{"line":2,"character":8},"end":{"line":2,"character":12}}}}"##)
        markdown.closeInput()
        #expect(markdown.exitStatus() == 1)
    }
}
