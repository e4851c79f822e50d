import Testing
@testable import TabSpecCore

/// The bounded front end (``BoundedDiagnostics``) reports exactly what the unbounded one did.
@Suite struct BoundedDiagnosticsTests {
    /// The report as the front end made it before diagnostics were bounded: every diagnostic kept, explained
    /// ones dropped, Fix-Its filtered over the stage order, sorted, capped (the reference).
    static func unboundedReport(_ source: SourceFile) -> [Diagnostic] {
        let tree = SyntaxTree(parsing: source, limit: nil)
        let checker = SpecChecker(tree: tree, limit: nil)
        _ = checker.checkFile()
        let explained = Set(checker.explained)
        var all = (tree.tokens.problems + tree.problems).filter { !explained.contains($0.token) }.map(\.diagnostic)
            + checker.diagnostics.diagnostics
        var keptEdits: [SourceRange] = []
        for index in all.indices where !all[index].fixIts.isEmpty {
            all[index].fixIts = all[index].fixIts.filter { fixIt in
                guard !fixIt.edits.contains(where: { edit in keptEdits.contains { Diagnostic.conflict(edit.range, $0) } }) else { return false }
                keptEdits += fixIt.edits.map(\.range)
                return true
            }
        }
        let sorted = Diagnostic.sortedBySource(all)
        let errorCount = sorted.count { $0.severity == .error }
        guard errorCount > Diagnostic.errorLimit else { return sorted }
        var kept: [Diagnostic] = []
        var errors = 0
        for diagnostic in sorted where diagnostic.severity != .error || errors < Diagnostic.errorLimit {
            if diagnostic.severity == .error { errors += 1 }
            kept.append(diagnostic)
            if errors == Diagnostic.errorLimit, diagnostic.severity == .error {
                kept[kept.count - 1].notes.append(Diagnostic.moreErrorsNote(errorCount - Diagnostic.errorLimit))
            }
        }
        return kept
    }

    /// Garbage of one kind from a seed.
    static func garbage(_ kind: Int, seed: UInt64, count: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let valid = Array("tabbar Main {\n    tab home { title: \"Home\" icon: \"house\" }\n}\npalette { accent: #FF8800 }\n".utf8)
        let pieces: [[UInt8]] = [Array("\"unterminated\n".utf8), Array("{ { {".utf8), Array("} }".utf8), Array("a.b.c: \n".utf8),
                                 Array("#ZZ 12x tab 1 {".utf8), Array("tintColour: red\n".utf8), Array("key value\n".utf8), valid]
        var bytes: [UInt8] = []
        while bytes.count < count {
            switch kind {
            case 0: bytes.append(Int.random(in: 0..<50, using: &random) == 0 ? 10 : UInt8.random(in: 32...126, using: &random))
            case 1: bytes.append(UInt8.random(in: 0...255, using: &random))
            case 2: bytes += Array(repeating: UInt8(ascii: "{"), count: Int.random(in: 0..<80, using: &random)) + Array("x: 1\n".utf8)
            case 3: bytes += Array("\"abc\\q".utf8) + (Int.random(in: 0..<3, using: &random) == 0 ? [10] : [])
            default: bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
        }
        return bytes
    }

    @Test(arguments: 0..<5)
    func boundedReportEqualsUnbounded(kind: Int) {
        for seed in UInt64(1)...6 {
            let source = SourceFile(path: "g.tabspec", bytes: Self.garbage(kind, seed: seed * 7919 + UInt64(kind), count: 3_000 + Int(seed) * 2_500))
            let expected = Self.unboundedReport(source)
            let actual = SpecDocument(source: source).diagnostics
            #expect(actual == expected, "kind \(kind) seed \(seed)")
        }
    }

    @Test func moreErrorsCountIsExact() {
        let text = String(repeating: "^", count: 250)
        let diagnostics = SpecDocument(path: "t.tabspec", text: text).diagnostics
        #expect(diagnostics.count == 100)
        #expect(diagnostics.last?.notes.last?.message == "150 more errors in this file not shown")
    }

    @Test func keepsFirstErrorsByPositionWhateverTheEmissionOrder() {
        var record = BoundedDiagnostics(limit: 3)
        for start in [50, 40, 30, 20, 10, 60, 5, 45] {
            record.append(Diagnostic(id: .invalidCharacter, message: "x", range: SourceRange(start: start, end: start + 1)), about: TokenIndex(start))
        }
        #expect(Array(record.entries.map(\.diagnostic.range.start).sorted().prefix(3)) == [5, 10, 20])
        #expect(!record.entries.contains { [40, 45, 50, 60].contains($0.diagnostic.range.start) })
        #expect(record.errorCount(besides: []) == 8)
        #expect(record.errorCount(besides: [TokenIndex(5), TokenIndex(60)]) == 6)
        #expect(!record.keepsFirstErrors(besides: [TokenIndex(5), TokenIndex(10)]))
        #expect(record.keepsFirstErrors(besides: [TokenIndex(45)]))
    }

    /// A spec of one kind from a seed whose errors are mostly the check stage's: unknown keys (with and
    /// without a did-you-mean Fix-It), values of the wrong type, duplicate tabs and tab bars, unknown colors,
    /// a `compile` block's unknown keys, mixed with lexer and parser errors.
    static func checkerErrors(seed: UInt64, count: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let inside = ["  fo0: 1\n", "  tintColour: red\n", "  height: \"tall\"\n", "  tab home { title: \"Home\" icon: \"house\" }\n",
                      "  tintColor: mauve\n", "  tab 1x { title: 3 }\n", "  title: \"unterminated\n", "  a.b: c\n",
                      "  tab t { badge: true icn: \"star\" }\n", "  indicator { height: -4 colour: blue }\n", "  ^ ~ \n"]
        let outside = ["}\ntabbar Main {\n", "}\ncompile { accessLevl: open accessLevel: 3 }\ntabbar B {\n",
                       "}\npalette { accent: #FF8800 accent: #GG }\ntabbar C {\n"]
        var bytes = Array("tabbar Main {\n".utf8)
        while bytes.count < count {
            let piece = Int.random(in: 0..<12, using: &random) == 0
                ? outside[Int.random(in: 0..<outside.count, using: &random)]
                : inside[Int.random(in: 0..<inside.count, using: &random)]
            bytes += Array(piece.utf8)
        }
        return bytes + Array("}\n".utf8)
    }

    @Test(arguments: UInt64(1)...6)
    func boundedReportEqualsUnboundedForCheckerErrors(seed: UInt64) {
        let source = SourceFile(path: "c.tabspec", bytes: Self.checkerErrors(seed: seed * 104_729, count: 4_000 + Int(seed) * 3_000))
        let expected = Self.unboundedReport(source)
        let actual = SpecDocument(source: source).diagnostics
        #expect(actual == expected, "seed \(seed)")
        #expect(expected.last?.notes.last?.message.hasSuffix("more errors in this file not shown") == true, "seed \(seed) overflows")
    }

    @Test func moreErrorsCountIsExactForCheckerErrors() {
        let text = String(repeating: "^ ", count: 30) + "\ntabbar A {\n" + String(repeating: "  fo0: 1\n", count: 250)
            + "  tab home { }\n  tab home { }\n  tintColor: mauve\n}\n"
        let diagnostics = SpecDocument(path: "t.tabspec", text: text).diagnostics
        // 30 invalid characters, 250 unknown keys, 2 tabs without a symbol or title, 1 duplicate tab, 1 unknown color.
        #expect(diagnostics.count { $0.severity == .error } == 100)
        #expect(diagnostics.last?.notes.last?.message == "184 more errors in this file not shown")
        #expect(diagnostics == Self.unboundedReport(SourceFile(path: "t.tabspec", text: text)))
    }

    @Test func checkerKeepsAtMostTwiceTheLimit() {
        let text = "tabbar A {\n" + String(repeating: "  fo0: 1\n  tintColour: red\n", count: 2_500) + "}\n"
        let checker = SpecChecker(tree: SyntaxTree(parsing: SourceFile(path: "t.tabspec", text: text)))
        _ = checker.checkFile()
        // 5 000 unknown keys and the tab bar's 'empty-tabbar'.
        #expect(checker.diagnostics.count == 5_001)
        #expect(checker.diagnostics.errorCount(besides: []) == 5_001)
        #expect(checker.diagnostics.entries.count < 2 * Diagnostic.errorLimit)
        #expect(checker.diagnostics.fixItLog.count == 2_500)
    }
}
