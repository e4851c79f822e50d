import Foundation
import Testing

/// `tabspec lsp` over a session: configuration files applied as they are edited, and a long seeded session
/// of random edits and requests that never crashes and never answers a range outside the document, and a
/// long session on a same-sized document whose resident memory stays flat.
@Suite("LSP sessions over pipes")
struct LSPSessionTests {
    /// A spec whose only finding is `implicit-item-width` (a warning), unless the configuration disables it.
    static let centered = "tabbar Bar {\n    itemPositioning: centered\n    tab a { symbol: \"house\", title: \"A\" }\n}\n"
    /// That finding, as published.
    static let implicitWidth = #"{"range":{"start":{"line":1,"character":21},"end":{"line":1,"character":29}},"severity":2,"code":"implicit-item-width","source":"tabspec","message":"centered items without 'itemWidth' use UIKit's legacy defaults (76 pt wide, 34 pt apart), which are unverified on current iOS; set 'itemWidth'"}"#

    @Test func anOpenConfigurationFileAppliesToTheOpenSpecsAtOnce() throws {
        let directory = try TabspecProcess.temporaryDirectory() + "/my project"
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: true)
        try "lint {\n    disable: implicit-item-width\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        let specURI = "file://" + directory.replacingOccurrences(of: " ", with: "%20") + "/Specs/Bar.tabspec"
        let configURI = "file://" + directory.replacingOccurrences(of: " ", with: "%20") + "/.tabspec"
        let client = try LSPClient()
        _ = try client.initialize(capabilities: "{}")
        // The configuration on disk disables the rule.
        client.send(LSPClient.didOpen(specURI, Self.centered))
        #expect(try client.next() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(specURI)","version":1,"diagnostics":[]}}"#)
        // The open configuration, without the rule disabled, wins over the disk's: the spec is published again.
        client.send(LSPClient.didOpen(configURI, "lint {\n}\n", version: 7))
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(configURI)","version":7,"diagnostics":[]}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(specURI)","version":1,"diagnostics":[\#(Self.implicitWidth)]}}"#,
        ])
        // A mistake in the configuration is its own diagnostic; the spec keeps the settings it can read.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(configURI)","version":8},"contentChanges":[{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"text":"    disable: implicit-item-widht\n"}]}}"#)
        let configured = try client.next(2)
        #expect(configured[0].contains(#""version":8,"diagnostics":[{"range":{"start":{"line":1,"character":13},"end":{"line":1,"character":32}},"severity":1,"code":"#))
        #expect(configured[1] == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(specURI)","version":1,"diagnostics":[\#(Self.implicitWidth)]}}"#)
        // Closing the configuration goes back to the disk's.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(configURI)"}}}"#)
        #expect(try client.next(2) == [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(configURI)","diagnostics":[]}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(specURI)","version":1,"diagnostics":[]}}"#,
        ])
        client.send(LSPLifecycleTests.shutdown(2), LSPLifecycleTests.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    /// A deterministic generator (SplitMix64), so a failing session can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// The client's copy of the document: lines split at `\n`, `\r\n` and `\r`, as LSP counts them.
    struct Model {
        var text: String

        /// Each line's text without its line end.
        var lines: [Substring] {
            var result: [Substring] = []
            var start = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == "\n" || character == "\r" || character == "\r\n" {
                    result.append(text[start..<index])
                    start = text.index(after: index)
                }
                index = text.index(after: index)
            }
            result.append(text[start..<text.endIndex])
            return result
        }

        /// Whether `line`/`character` (UTF-16) is a position in the document, not inside a surrogate pair.
        func isValid(line: Int, character: Int) -> Bool {
            let lines = lines
            guard line >= 0, line < lines.count, character >= 0 else { return false }
            let units = Array(lines[line].utf16)
            guard character <= units.count else { return false }
            return character == units.count || !UTF16.isTrailSurrogate(units[character])
        }

        /// The string index of a valid position.
        func index(line: Int, character: Int) -> String.Index {
            let lines = lines
            let utf16 = lines[line].utf16
            return utf16.index(utf16.startIndex, offsetBy: character)
        }
    }

    /// Every problem with the ranges and positions of one message from the server, against `model`.
    static func invalidRanges(in message: Any, _ model: Model) -> [String] {
        var problems: [String] = []
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if let start = object["start"] as? [String: Any], let end = object["end"] as? [String: Any] {
                    for position in [start, end] {
                        let line = position["line"] as? Int ?? -1
                        let character = position["character"] as? Int ?? -1
                        if !model.isValid(line: line, character: character) { problems.append("\(line):\(character)") }
                    }
                }
                if let startLine = object["startLine"] as? Int, let endLine = object["endLine"] as? Int,
                   !(0 <= startLine && startLine <= endLine && endLine < model.lines.count) {
                    problems.append("fold \(startLine)-\(endLine)")
                }
                if let data = object["data"] as? [Int] {
                    var line = 0
                    var character = 0
                    for token in stride(from: 0, to: data.count - 4, by: 5) {
                        line += data[token]
                        character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
                        if !model.isValid(line: line, character: character) || !model.isValid(line: line, character: character + data[token + 2]) {
                            problems.append("token \(line):\(character)+\(data[token + 2])")
                        }
                    }
                }
                object.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(message)
        return problems
    }

    @Test func aLongSeededSessionNeverCrashesNorAnswersARangeOutsideTheDocument() throws {
        var random = SeededGenerator(state: 18)
        let pieces = ["tabbar ", "Tab", " {", "}", "\n", "\r\n", "\r", "tab ", "home", "kind: custom", "tintColour: ", "#FF8800", "\"Café\"",
                      "\"家\"", "🏠", "palette {", "brand: #123", "/* c", "*/", "// x", ",", ":", "é", "\u{0}", "\\u{1F600}", "\"", "  ", "indicator {"]
        let uri = "file:///tmp/session.tabspec"
        var model = Model(text: LSPFeatureTests.spec)
        let client = try LSPClient()
        _ = try client.initialize(capabilities: EditorClient.vsCode.capabilities)
        client.send(LSPClient.didOpen(uri, model.text))
        var problems: [String] = []
        func check(_ body: String, _ step: Int) throws {
            let message = try JSONSerialization.jsonObject(with: Data(body.utf8))
            let found = Self.invalidRanges(in: message, model)
            if !found.isEmpty { problems.append("step \(step): \(found.prefix(3)) in \(body.prefix(200))") }
        }
        try check(try client.next(), 0)
        var id = 10
        for step in 1...2500 {
            let lines = model.lines
            func randomPosition() -> (line: Int, character: Int) {
                let line = Int.random(in: 0..<lines.count, using: &random)
                var character = Int.random(in: 0...lines[line].utf16.count, using: &random)
                while !model.isValid(line: line, character: character) { character -= 1 }
                return (line, character)
            }
            var first = randomPosition()
            var second = Int.random(in: 0..<4, using: &random) == 0 ? randomPosition() : first
            if (second.line, second.character) < (first.line, first.character) { swap(&first, &second) }
            let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            if Int.random(in: 0..<200, using: &random) == 0 {
                model.text = text
                client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(step)},"contentChanges":[{"text":\#(LSPClient.quoted(text))}]}}"#)
            } else {
                let lower = model.index(line: first.line, character: first.character)
                let upper = model.index(line: second.line, character: second.character)
                model.text.replaceSubrange(lower..<upper, with: text)
                client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(step)},"contentChanges":[{"range":{"start":{"line":\#(first.line),"character":\#(first.character)},"end":{"line":\#(second.line),"character":\#(second.character)}},"text":\#(LSPClient.quoted(text))}]}}"#)
            }
            try check(try client.next(), step)
            if step % 5 == 0 {
                let method = ["textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/formatting",
                              "textDocument/codeAction"][step / 5 % 5]
                id += 1
                let extra = method == "textDocument/codeAction"
                    ? #","range":{"start":{"line":0,"character":0},"end":{"line":\#(lines.count + 3),"character":0}},"context":{"diagnostics":[]}"# : ""
                client.send(LSPClient.request(id, method, uri, extra))
                let answer = try client.next()
                #expect(answer.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":"#), "\(answer.prefix(300))")
                try check(answer, step)
            }
            if problems.count > 5 { break }
        }
        #expect(problems == [])
        client.send(LSPLifecycleTests.shutdown(1), LSPLifecycleTests.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }

    /// The resident memory of process `pid` in kB (`VmRSS` of Linux's `/proc/<pid>/status`), or `nil` elsewhere.
    static func residentKilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.dropFirst("VmRSS:".count).filter(\.isNumber))
    }

    /// Whether resident memory can be read (Linux's `/proc`); elsewhere the memory check is skipped.
    static let canMeasureMemory = residentKilobytes(of: getpid()) != nil

    @Test(.enabled(if: canMeasureMemory, "resident memory is read from Linux's /proc/<pid>/status"))
    func aLongSessionOnTheSameSizedDocumentDoesNotGrowInMemory() throws {
        let uri = "file:///tmp/memory.tabspec"
        let client = try LSPClient()
        _ = try client.initialize(capabilities: EditorClient.vsCode.capabilities)
        client.send(LSPClient.didOpen(uri, LSPFeatureTests.spec))
        _ = try client.next()
        let requests = [
            ("textDocument/documentSymbol", ""), ("textDocument/foldingRange", ""), ("textDocument/semanticTokens/full", ""),
            ("textDocument/formatting", #","options":{"tabSize":4,"insertSpaces":true}"#), ("textDocument/documentColor", ""),
            ("textDocument/codeAction", #","range":{"start":{"line":4,"character":4},"end":{"line":4,"character":4}},"context":{"diagnostics":[]}"#),
            ("textDocument/hover", #","position":{"line":8,"character":25}"#), ("textDocument/completion", #","position":{"line":3,"character":10}"#),
        ]
        var id = 10
        /// `count` steps, each an edit (inserting, then deleting, an 'x': the document keeps its size), a request,
        /// and every tenth a second document opened and closed under a new URI.
        func run(_ count: Int, from first: Int) throws {
            for step in first..<(first + count) {
                let change = step % 2 == 0
                    ? #"{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":4}},"text":"x"}"#
                    : #"{"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":5}},"text":""}"#
                id += 1
                let (method, extra) = requests[step % requests.count]
                client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(step + 2)},"contentChanges":[\#(change)]}}"#,
                            LSPClient.request(id, method, uri, extra))
                _ = try client.next()
                let answer = try client.next()
                #expect(answer.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":"#), "\(answer.prefix(200))")
                if step % 10 == 0 {
                    let other = "file:///tmp/memory-\(step).tabspec"
                    client.send(LSPClient.didOpen(other, LSPFeatureTests.spec),
                                #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(other)"}}}"#)
                    _ = try client.next(2)
                }
            }
        }
        try run(400, from: 0)
        let warm = try #require(Self.residentKilobytes(of: client.pid))
        try run(4000, from: 400)
        let after = try #require(Self.residentKilobytes(of: client.pid))
        // At most 1.5 times the warm size and 4 MB more (the allocator's slack), after ten times the warm-up's work.
        #expect(after <= warm * 3 / 2 + 4096, "resident memory grew from \(warm) kB to \(after) kB")
        client.send(LSPLifecycleTests.shutdown(1), LSPLifecycleTests.exit)
        #expect(try client.next() == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
        #expect(client.exitStatus() == 0)
    }
}
