import Testing
@testable import TabSpecCore

/// Byte-level mutations of the bundled specs, fed through the whole front end in-process. Every input must
/// produce a result — diagnostics, or tab bars when the mutation happens to be valid — never a crash or hang.
@Suite("Mutations")
struct MutationTests {
    /// Bytes that matter to the lexer and parser, plus invalid and multibyte UTF-8.
    static let interestingBytes: [[UInt8]] = [
        Array("{".utf8), Array("}".utf8), Array(":".utf8), Array(",".utf8), Array("@".utf8), Array("|".utf8),
        Array("\"".utf8), Array("#".utf8), Array("\n".utf8), Array("\r".utf8), Array("\\".utf8), Array("/*".utf8),
        Array("//".utf8), Array("-".utf8), Array("%".utf8), Array(".".utf8), Array("0".utf8), Array("tab".utf8),
        Array("tabbar X {".utf8), [0xFF], [0xC3], [0xE3, 0x81], Array("ホ".utf8), [0x00], Array("\\u{".utf8),
    ]

    /// Applies one random mutation to `bytes`.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let count = bytes.count
        let position = count == 0 ? 0 : Int(generator.next() % UInt64(count))
        let length = Int(generator.next() % 8) + 1
        switch generator.next() % 6 {
        case 0: // delete a range
            bytes.removeSubrange(position..<min(count, position + length))
        case 1: // insert an interesting token
            let insert = interestingBytes[Int(generator.next() % UInt64(interestingBytes.count))]
            bytes.insert(contentsOf: insert, at: position)
        case 2: // replace one byte with a random byte
            if count > 0 { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
        case 3: // duplicate a slice
            let slice = Array(bytes[position..<min(count, position + length * 4)])
            bytes.insert(contentsOf: slice, at: min(bytes.count, position + slice.count))
        case 4: // truncate
            bytes.removeSubrange(position..<count)
        default: // swap two slices
            let other = count == 0 ? 0 : Int(generator.next() % UInt64(count))
            let (low, high) = (min(position, other), max(position, other))
            let first = Array(bytes[low..<min(count, low + length)])
            let second = Array(bytes[high..<min(count, high + length)])
            guard low + first.count <= high else { return }
            bytes.replaceSubrange(high..<high + second.count, with: first)
            bytes.replaceSubrange(low..<low + first.count, with: second)
        }
    }

    /// The in-process equivalent of `tabspec lint` on one input: analysis plus every reporter.
    static func lintInProcess(_ bytes: [UInt8], path: String) -> (document: SpecDocument, rendered: [String]) {
        let document = SpecDocument(source: SourceFile(path: path, bytes: bytes))
        let report = LintReport(files: [FileReport(source: document.source, diagnostics: Linter().lint(document))])
        return (document, [HumanReporter(colors: false).render(report), XcodeReporter().render(report), JSONReporter().render(report)])
    }

    @Test(arguments: ["CustomTabView", "SwipeableTabBar", "HidingTabBar", "HighlightTabBar"])
    func mutatedSpecsAlwaysYieldAResult(_ name: String) {
        let seed = Fixtures.bytes(Fixtures.spec(name + ".tabspec"))
        #expect(!seed.isEmpty)
        var generator = SplitMix64(seed: UInt64(seed.count) &* 2_654_435_761)
        var withDiagnostics = 0
        let inputs = 300
        for index in 0..<inputs {
            var bytes = seed
            for _ in 0..<(1 + Int(generator.next() % 4)) { MutationTests.mutate(&bytes, using: &generator) }
            let (document, rendered) = MutationTests.lintInProcess(bytes, path: "\(name)-\(index).tabspec")
            // Every diagnostic points inside the file and renders.
            for diagnostic in document.diagnostics {
                #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count && diagnostic.range.start <= diagnostic.range.end)
                #expect(!diagnostic.message.isEmpty)
            }
            #expect(rendered.allSatisfy { document.diagnostics.isEmpty || !$0.isEmpty })
            // A result for every input: diagnostics, or (when the mutation kept the spec valid) its tab bars.
            #expect(!document.diagnostics.isEmpty || !document.tabBars.isEmpty || document.syntax.isEmpty)
            if !document.diagnostics.isEmpty { withDiagnostics += 1 }
        }
        // Most mutations break something; if almost none did, the mutator itself is broken.
        #expect(withDiagnostics > inputs / 2)
    }

    @Test func randomBytesAlwaysYieldAResult() {
        var generator = SplitMix64(seed: 42)
        for index in 0..<300 {
            let length = Int(generator.next() % 400)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Half printable ASCII (so tokens form), half anything.
                let raw = UInt8(truncatingIfNeeded: generator.next())
                bytes.append(generator.next() % 2 == 0 ? 0x20 + raw % 95 : raw)
            }
            let (document, _) = MutationTests.lintInProcess(bytes, path: "random-\(index).tabspec")
            #expect(document.diagnostics.allSatisfy { $0.range.end <= bytes.count })
            #expect(!document.diagnostics.isEmpty || !document.tabBars.isEmpty || document.syntax.isEmpty)
        }
    }
}
