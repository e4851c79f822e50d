import Testing
@testable import TabSpecCore

@Suite("Parser")
struct SyntaxParserTests {
    private func parse(_ text: String) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
        let tree = SyntaxTree(parsing: SourceFile(path: "p", text: text))
        return (tree, (tree.tokens.problems + tree.problems).map(\.diagnostic))
    }

    @Test func buildsBlocksAndPropertiesWithRanges() throws {
        let (tree, diagnostics) = parse("tabbar Tab {\n    height: 56\n    padding: 16 16 10, tab a { title: \"A\" }\n}\n")
        let tokens = tree.tokens
        #expect(diagnostics.isEmpty)
        let tabBar = try #require(Array(tree.entries(of: SyntaxTree.root)).first)
        #expect(tree.kind(tabBar) == .block)
        #expect(tokens.text(tree.token(tabBar)) == "tabbar")
        #expect(tree.nameText(tabBar) == "Tab")
        let entries = Array(tree.entries(of: tabBar))
        #expect(entries.map(tree.kind) == [.property, .property, .block])
        let padding = entries[1]
        #expect(tree.values(padding).map(tokens.number) == [16, 16, 10])
        #expect(tree.source.text(in: tree.range(padding)) == "padding: 16 16 10")
        #expect(tree.source.text(in: tree.range(entries[2])) == "tab a { title: \"A\" }")
        #expect(tree.source.text(in: tree.range(tabBar)).hasSuffix("}\n}"))
        // Preorder: the tab bar, its three entries and the tab's property, then nothing.
        #expect(tree.nodes.count == 6)
        #expect(tree.subtreeEnd(tabBar) == SyntaxTree.NodeIndex(6))
    }

    @Test func collectsEveryComment() {
        let (tree, diagnostics) = parse("// head\ntabbar T { /* inline */ tab a { title: \"a\" } // tail\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(tree.comments.map { tree.source.text(in: $0.range) } == ["// head", "/* inline */", "// tail"])
        #expect(tree.comments.map(\.isLine) == [true, false, true])
    }

    @Test func anUnterminatedBlockStaysInTheTree() throws {
        let (tree, diagnostics) = parse("tabbar A {\n    tab x { symbol: \"a\"\n")
        #expect(diagnostics.map(\.id) == [.unterminatedBlock])
        let tabBar = try #require(Array(tree.entries(of: SyntaxTree.root)).first)
        #expect(tree.closeBrace(tabBar) == nil)
        #expect(Array(tree.entries(of: tabBar)).map(tree.kind) == [.block])
    }

    @Test func aNameGluedFromSeveralTokensIsOneName() throws {
        let (tree, _) = parse("tab `b` { }")
        let tab = try #require(Array(tree.entries(of: SyntaxTree.root)).first)
        #expect(tree.nameTokens(tab).count == 3)
        #expect(tree.nameText(tab) == "`b`")
        #expect(!tree.hasPlainName(tab))
    }

    @Test func theParserKnowsTheGrammarNotTheKeys() {
        // A property at the top level and a key no block has are the check stage's to report.
        let (_, diagnostics) = parse("height: 49\ntabbar T { colour: red }\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func missingColonAndAnUnknownKeyTenLinesLaterAreBothReported() {
        var lines = ["tabbar Tab {", "    height 56"]
        for index in 0..<9 { lines.append("    tab t\(index) { title: \"T\(index)\" }") }
        lines.append("    tintColour: red")
        lines.append("}")
        let document = SpecDocument(path: "two.tabspec", text: lines.joined(separator: "\n"))
        #expect(document.diagnostics.map(\.id) == [.expectedToken, .unknownKey])
        #expect(document.diagnostics.map { document.source.location(of: $0.range.start) }
                == [TabSpecCore.SourceLocation(line: 2, column: 11), TabSpecCore.SourceLocation(line: 12, column: 5)])
        // The property with the missing colon is still read.
        #expect(document.tabBars.first?.configuration.height == 56)
        #expect(document.tabBars.first?.tabs.count == 9)
    }

    @Test func aFiveThousandDeepNestIsOneDiagnostic() {
        let text = String(repeating: "a {", count: 5000) + String(repeating: "}", count: 5000)
        let document = SpecDocument(path: "deep.tabspec", text: text)
        #expect(document.diagnostics.map(\.id) == [.unknownBlock])
    }

    @Test func anUnclosedDeepNestIsBounded() {
        let text = String(repeating: "a {\n", count: 5000)
        let document = SpecDocument(path: "deep.tabspec", text: text)
        #expect(document.diagnostics.map(\.id) == [.unknownBlock, .unterminatedBlock])
    }

    @Test func missingBraceIsPlacedByIndentation() {
        let text = """
        tabbar A {
            tab x { symbol: "a"
            tab y { symbol: "b" }
        }
        tabbar B {
            tab q { symbol: "q" }
        }
        """
        let document = SpecDocument(path: "brace.tabspec", text: text)
        #expect(document.diagnostics.map(\.id) == [.unterminatedBlock])
        #expect(document.diagnostics.map { document.source.location(of: $0.range.start) } == [TabSpecCore.SourceLocation(line: 2, column: 11)])
        #expect(document.tabBars.map(\.name) == ["A", "B"])
        #expect(document.tabBars.first?.tabs.map(\.id) == ["x", "y"])
    }

    @Test func aMissingBraceBeforeANewTopLevelBlock() {
        let text = "tabbar A {\n    tab x { symbol: \"a\" }\n\ntabbar B {\n    tab y { symbol: \"b\" }\n}\n"
        let document = SpecDocument(path: "brace.tabspec", text: text)
        #expect(document.diagnostics.map(\.id) == [.unterminatedBlock])
        #expect(document.diagnostics.first.map { document.source.location(of: $0.range.start) } == TabSpecCore.SourceLocation(line: 1, column: 10))
        #expect(document.tabBars.map(\.name) == ["A", "B"])
    }

    @Test func unusualButBalancedIndentationParsesCleanly() {
        let text = "    tabbar A {\n    kind: custom\ntab x { title: \"x\" }\n        }\n"
        let document = SpecDocument(path: "indent.tabspec", text: text)
        #expect(document.diagnostics.isEmpty)
        #expect(document.tabBars.first?.tabs.map(\.id) == ["x"])
    }

    @Test func commasSeparateEntriesLikeNewlines() {
        let document = SpecDocument(path: "c", text: "tabbar T { kind: custom, height: 40, tab a { title: \"a\", symbol: \"house\" }, }")
        #expect(document.diagnostics.isEmpty)
        #expect(document.tabBars.first?.configuration.height == 40)
        #expect(document.tabBars.first?.configuration.items.first?.symbolName == "house")
    }
}
