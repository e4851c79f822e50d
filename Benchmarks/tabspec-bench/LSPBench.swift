import Foundation
import TabSpecCore

/// The `lsp` stage: the release `tabspec lsp` over real pipes, as an editor talks to it. It measures the
/// start-up (spawn → the `initialize` response), a one-character edit of a ~2,000-line spec → its
/// `publishDiagnostics`, and completion at a key and inside a `symbol: "…"` string → the response
/// (docs/Performance.md: ≤ 50 ms and ≤ 10 ms, medians).
enum LSPBench {
    /// What the stage measures, for the legend.
    static let legend = "the release 'tabspec lsp' over pipes: spawn → 'initialize'; a 2,000-line spec's edit → its diagnostics (≤ 50 ms), completion (≤ 10 ms); medians"

    /// The lines of the generated spec (at least; whole tab bars are added).
    static let specLines = 2000
    /// The diagnostics target (median, seconds).
    static let changeTarget = 0.050
    /// The completion target (median, seconds).
    static let completionTarget = 0.010

    /// The `initialize` parameters of a client like VS Code: UTF-8 or UTF-16 positions, snippets, markdown.
    static let initializeParams = JSONValue.object([
        JSONMember("processId", .number(Double(getpid()))),
        JSONMember("rootUri", .null),
        JSONMember("capabilities", .object([
            JSONMember("general", .object([JSONMember("positionEncodings", .array([.string("utf-8"), .string("utf-16")]))])),
            JSONMember("textDocument", .object([
                JSONMember("completion", .object([JSONMember("completionItem", .object([
                    JSONMember("snippetSupport", .bool(true)),
                    JSONMember("documentationFormat", .array([.string("markdown"), .string("plaintext")])),
                ]))])),
                JSONMember("publishDiagnostics", .object([JSONMember("versionSupport", .bool(true))])),
            ])),
        ])),
    ])

    /// Runs the stage with `tabspec` (the release executable) and returns the lines to print and the verdicts.
    /// `startupRounds` spawns are timed after three warm-ups; each edit and completion `rounds` times after warm-ups.
    static func measure(tabspec: String, directory: String, seed: UInt64, startupRounds: Int, rounds: Int) -> (lines: [String], verdicts: [Verdict]) {
        var lines: [String] = []
        var verdicts: [Verdict] = []

        // (a) Start-up: spawn → the `initialize` response, then shutdown and exit (not timed).
        var startups: [Double] = []
        do {
            for round in 0..<(startupRounds + 3) {
                let start = Clock.now()
                var client = try LSPClient(tabspec: tabspec)
                do {
                    try client.request(id: 1, "initialize", initializeParams)
                    let response = try client.response(to: 1)
                    let seconds = Clock.now() - start
                    guard response["result"]?["capabilities"] != nil else {
                        throw ChildProcess.Failure(description: "the 'initialize' response has no capabilities: \(response.compactText)")
                    }
                    if round >= 3 { startups.append(seconds) }
                } catch {
                    client.terminate()
                    throw error
                }
                let status = client.finish()
                guard status == 0 else { throw ChildProcess.Failure(description: "'tabspec lsp' exited \(status) after shutdown and exit") }
            }
            lines.append("lsp (the release 'tabspec lsp' over pipes, Content-Length framing, a client offering UTF-8):")
            lines.append("  start-up, spawn → 'initialize' response (\(startupRounds) runs): median \(fixed(median(startups) * 1000, 2)) ms, "
                + "min \(fixed((startups.min() ?? 0) * 1000, 2)) ms")
            verdicts.append(Verdict(name: "lsp: start-up to 'initialize' response", detail: "median \(fixed(median(startups) * 1000, 2)) ms (informational)", passed: nil))
        } catch {
            lines.append("lsp start-up: \(error)")
            return (lines, [Verdict(name: "lsp: start-up", detail: "\(error)", passed: false)])
        }

        // (b) and (c) in one session on the generated spec.
        var generator = SpecGenerator(seed: seed)
        let text = generator.generate(lines: specLines).text
        let path = directory + "/Bench\(specLines).tabspec"
        let uri = "file://" + path
        do {
            var session = try Session(tabspec: tabspec, uri: uri, text: text)
            do {
                lines += try session.run(rounds: rounds, verdicts: &verdicts)
            } catch {
                session.client.terminate()
                throw error
            }
            let status = session.client.finish()
            guard status == 0 else { throw ChildProcess.Failure(description: "'tabspec lsp' exited \(status) after shutdown and exit") }
        } catch {
            lines.append("lsp session: \(error)")
            verdicts.append(Verdict(name: "lsp: change → diagnostics", detail: "\(error)", passed: false))
        }
        return (lines, verdicts)
    }

    /// One server with the generated spec open.
    private struct Session {
        /// The client talking to it.
        var client: LSPClient
        /// The spec's URI.
        var uri: String
        /// The spec's text as opened.
        var text: String
        /// The next request id.
        var nextID = 2
        /// The document's version.
        var version = 1
        /// The time from `didOpen` to its diagnostics, in seconds.
        var openSeconds = 0.0

        /// Starts a server, initializes it and opens `text` at `uri`.
        init(tabspec: String, uri: String, text: String) throws {
            client = try LSPClient(tabspec: tabspec)
            self.uri = uri
            self.text = text
            do {
                try client.request(id: 1, "initialize", LSPBench.initializeParams)
                _ = try client.response(to: 1)
                try client.notify("initialized", .object([]))
                let start = Clock.now()
                try client.notify("textDocument/didOpen", .object([JSONMember("textDocument", .object([
                    JSONMember("uri", .string(uri)), JSONMember("languageId", .string("tabspec")),
                    JSONMember("version", .number(1)), JSONMember("text", .string(text)),
                ]))]))
                _ = try diagnostics(version: 1)
                openSeconds = Clock.now() - start
            } catch {
                client.terminate()
                throw error
            }
        }

        /// The `publishDiagnostics` of the spec at `version` (earlier ones are dropped): its diagnostics' codes.
        mutating func diagnostics(version: Int) throws -> [String] {
            let uri = uri
            let message = try client.receive {
                $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
                    && $0["params"]?["version"]?.integer == version
            }
            return (message["params"]?["diagnostics"]?.array ?? []).map { $0["code"]?.string ?? "?" }
        }

        /// The 0-based line and UTF-8 column just after `marker` on the first line from the middle of the text
        /// on that holds it.
        func position(after marker: String) throws -> (line: Int, character: Int) {
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for index in (textLines.count / 2)..<textLines.count {
                if let range = textLines[index].range(of: marker) {
                    return (index, textLines[index].utf8.distance(from: textLines[index].startIndex, to: range.upperBound))
                }
            }
            throw ChildProcess.Failure(description: "the generated spec has no '\(marker)' in its second half")
        }

        /// The diagnostic ids `tabspec lint` reports for `text` (the default settings: no configuration file).
        func lintIDs(_ text: String) -> [String] {
            let document = SpecDocument(source: SourceFile(path: "Bench.tabspec", bytes: Array(text.utf8)))
            return Linter().lint(document).map(\.id.rawValue)
        }

        /// A `Position`.
        static func position(_ line: Int, _ character: Int) -> JSONValue {
            .object([JSONMember("line", .number(Double(line))), JSONMember("character", .number(Double(character)))])
        }

        /// Times the edits and completions; the lines to print, appending the verdicts.
        mutating func run(rounds: Int, verdicts: inout [Verdict]) throws -> [String] {
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let document = SpecDocument(source: SourceFile(path: "Bench.tabspec", bytes: Array(text.utf8)))
            let findings = Linter().lint(document)
            let byRule = Dictionary(grouping: findings, by: { $0.id.rawValue }).map { "\($0.key) \($0.value.count)" }.sorted()
            var lines = ["  spec: \(lineCount) lines, \(text.utf8.count) bytes, \(document.tabBars.count) tab bars, "
                + "\(document.tabBars.reduce(0) { $0 + $1.tabs.count }) tabs (SpecGenerator, seeded); \(document.diagnostics.count) analysis diagnostics; "
                + "lint: \(byRule.joined(separator: ", ")); 'didOpen' → its diagnostics: \(fixed(openSeconds * 1000, 2)) ms"]

            // (b) One character typed into a title and deleted again, alternately: each change → its diagnostics.
            let (line, character) = try position(after: "title: \"")
            let at = Session.position(line, character)
            let insert = JSONValue.object([JSONMember("range", .object([JSONMember("start", at), JSONMember("end", at)])), JSONMember("text", .string("x"))])
            let delete = JSONValue.object([JSONMember("range", .object([JSONMember("start", at), JSONMember("end", Session.position(line, character + 1))])),
                                           JSONMember("text", .string(""))])
            var textLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let original = textLines[line]
            textLines[line] = String(decoding: original.utf8.prefix(character), as: UTF8.self) + "x"
                + String(decoding: original.utf8.dropFirst(character), as: UTF8.self)
            let expected = (inserted: lintIDs(textLines.joined(separator: "\n")), original: findings.map(\.id.rawValue))
            var changeTimes: [Double] = []
            var published = (inserted: [String](), original: [String]())
            let changes = 4 + rounds + rounds % 2
            for index in 0..<changes {
                version += 1
                let start = Clock.now()
                try client.notify("textDocument/didChange", .object([
                    JSONMember("textDocument", .object([JSONMember("uri", .string(uri)), JSONMember("version", .number(Double(version)))])),
                    JSONMember("contentChanges", .array([index % 2 == 0 ? insert : delete])),
                ]))
                let codes = try diagnostics(version: version)
                let seconds = Clock.now() - start
                if index >= 4 { changeTimes.append(seconds) }
                if index % 2 == 0 { published.inserted = codes } else { published.original = codes }
            }
            let same = published.inserted == expected.inserted && published.original == expected.original
            // Where a change's time goes: the same analysis and matrix lint in this process, timed alone.
            let bytes = Array(text.utf8)
            var checksum = 0
            let analysis = Timing.measure(runs: rounds, checksum: &checksum) {
                SpecDocument(source: SourceFile(path: "Bench.tabspec", bytes: bytes)).tabBars.count
            }
            let lint = Timing.measure(runs: rounds, checksum: &checksum) { Linter().lint(document).count }
            lines.append("  change (one character typed into or deleted from a title on line \(line + 1)) → its 'publishDiagnostics' "
                + "(\(changeTimes.count) changes): median \(fixed(median(changeTimes) * 1000, 2)) ms, min \(fixed((changeTimes.min() ?? 0) * 1000, 2)) ms; "
                + "\(published.inserted.count) diagnostics, " + (same ? "the same as 'tabspec lint'" : "NOT the same as 'tabspec lint' (\(expected.inserted.count))"))
            lines.append("    of which, in this process alone: the analysis median \(fixed(analysis.median * 1000, 2)) ms, "
                + "the lint over every device and orientation median \(fixed(lint.median * 1000, 2)) ms (checksum \(checksum))")
            verdicts.append(Verdict(name: "lsp: change → diagnostics (\(lineCount) lines)",
                                    detail: "median \(fixed(median(changeTimes) * 1000, 2)) ms (need ≤ \(fixed(LSPBench.changeTarget * 1000, 0)) ms"
                                        + (same ? ")" : "; the diagnostics differ from 'tabspec lint')"),
                                    passed: median(changeTimes) <= LSPBench.changeTarget && same))

            // (c) Completion at a key (two letters of a key typed) and inside a `symbol: "…"` string.
            for (label, place) in [("at a key ('ti' typed)", try keyPosition()), ("in 'symbol: \"…\"' ('ho' typed)", try symbolPosition())] {
                var times: [Double] = []
                var itemCount = 0
                var labels: [String] = []
                for round in 0..<(rounds + 3) {
                    let id = nextID
                    nextID += 1
                    let start = Clock.now()
                    try client.request(id: id, "textDocument/completion", .object([
                        JSONMember("textDocument", .object([JSONMember("uri", .string(uri))])),
                        JSONMember("position", Session.position(place.line, place.character)),
                    ]))
                    let response = try client.response(to: id)
                    let seconds = Clock.now() - start
                    if round >= 3 { times.append(seconds) }
                    let items = response["result"]?["items"]?.array ?? []
                    itemCount = items.count
                    labels = items.prefix(3).compactMap { $0["label"]?.string }
                }
                lines.append("  completion \(label) on line \(place.line + 1) (\(times.count) requests): median \(fixed(median(times) * 1000, 2)) ms, "
                    + "min \(fixed((times.min() ?? 0) * 1000, 2)) ms; \(itemCount) items (\(labels.joined(separator: ", "))\(itemCount > labels.count ? ", …" : ""))")
                verdicts.append(Verdict(name: "lsp: completion \(label)",
                                        detail: "median \(fixed(median(times) * 1000, 2)) ms (need ≤ \(fixed(LSPBench.completionTarget * 1000, 0)) ms"
                                            + (itemCount > 0 ? ")" : "; no items)"),
                                        passed: median(times) <= LSPBench.completionTarget && itemCount > 0))
            }
            return lines
        }

        /// Two characters into the first `tintColor` key from the middle of the spec on.
        func keyPosition() throws -> (line: Int, character: Int) {
            let found = try position(after: "    tintColor:")
            return (found.line, 6)
        }

        /// Two characters into the first `symbol: "house"` from the middle of the spec on.
        func symbolPosition() throws -> (line: Int, character: Int) {
            let found = try position(after: "symbol: \"house")
            return (found.line, found.character - 3)
        }
    }
}
