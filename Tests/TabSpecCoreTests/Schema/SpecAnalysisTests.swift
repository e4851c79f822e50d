import Testing
@testable import TabSpecCore

/// The block-at-a-time analysis gives exactly what parsing the whole file and checking the whole tree
/// gives: the same tab bars, comments and diagnostics in the same order, for valid and broken files alike.
@Suite("Block-at-a-time analysis")
struct SpecAnalysisTests {
    /// Expects `SpecAnalysis` to match the whole-tree path on `text`.
    static func expectSameAsWholeTree(_ bytes: [UInt8], _ comment: Comment? = nil,
                                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(path: "a.tabspec", bytes: bytes)
        let analysis = SpecAnalysis(source: source)
        let (syntax, syntaxDiagnostics) = Parser.parse(source)
        let (tabBars, compile, schemaDiagnostics) = SchemaChecker.check(syntax, source: source)
        #expect(analysis.tabBars == tabBars, comment, sourceLocation: sourceLocation)
        #expect(analysis.compile == compile, comment, sourceLocation: sourceLocation)
        #expect(analysis.comments == syntax.comments, comment, sourceLocation: sourceLocation)
        #expect(analysis.diagnostics == syntaxDiagnostics + schemaDiagnostics, comment, sourceLocation: sourceLocation)
        let document = SpecDocument(source: source)
        #expect(document.parseSyntax() == syntax, comment, sourceLocation: sourceLocation)
        #expect(document.diagnostics == Diagnostic.sortedBySource(syntaxDiagnostics + schemaDiagnostics), comment,
                sourceLocation: sourceLocation)
    }

    static let tabBar = """
        // The main bar.
        tabbar Main {
            tintColor: brand @ 80%
            tab home { symbol: "house", title: "Home" }
            tab more { symbol: "ellipsis", title: "More", unknownKey: 1 }
        }

        """
    static let palette = "palette {\n    brand: #FF6600 /* orange */\n    brand: #000000\n    systemBlue: #0000FF\n}\n"

    @Test(arguments: [
        ("palette first", palette + tabBar),
        ("palette last", tabBar + palette),
        ("palette between tab bars", tabBar + palette + tabBar.replacingOccurrences("Main", "Second")),
        ("two late palettes", tabBar + palette + "palette { accent: brand }\n"),
        ("unknown block before the palette", "colors { a: red }\n" + palette + tabBar),
        ("duplicate tab bars and a stray property", tabBar + "height: 3\n" + tabBar),
        ("a missing brace at the end", palette + tabBar + "tabbar Open {\n    tab a { title: \"A\" }\n"),
        ("a missing brace and a late palette", tabBar + "tabbar Open {\n    tab a { title: \"A\" }\n" + palette),
        ("a missing brace in the middle", "tabbar A {\n    tab a { title: \"A\"\n}\n" + palette + tabBar),
        ("a compile block before a late palette", "compile { accessLevel: public }\n" + tabBar + palette),
        ("two compile blocks and a broken one", "compile { accessLevel: package }\n" + tabBar + "compile { accessLevel: opn }\n"
            + "compile X { kind: custom\n nested {} }\n"),
        ("comments only", "// one\n/* two */\n"),
        ("empty", ""),
    ])
    func handWrittenFiles(_ name: String, _ text: String) {
        Self.expectSameAsWholeTree(Array(text.utf8), Comment(rawValue: name))
    }

    @Test func mutatedFilesWithPalettesAnywhere() {
        let seeds = [Self.palette + Self.tabBar, Self.tabBar + Self.palette,
                     Fixtures.read(Fixtures.spec("CustomTabView.tabspec")) + Self.palette]
        var generator = SplitMix64(seed: 7)
        for (seedIndex, seed) in seeds.enumerated() {
            for index in 0..<150 {
                var bytes = Array(seed.utf8)
                for _ in 0..<(1 + Int(generator.next() % 4)) { MutationTests.mutate(&bytes, using: &generator) }
                Self.expectSameAsWholeTree(bytes, "seed \(seedIndex), mutation \(index)")
            }
        }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (tests only; no Foundation).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
