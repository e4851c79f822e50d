import Testing
@testable import TabSpecCore

@Suite("Parser")
struct ParserTests {
    private func parse(_ text: String) -> (SyntaxFile, [Diagnostic], SourceFile) {
        let source = SourceFile(path: "p", text: text)
        let (syntax, diagnostics) = Parser.parse(source)
        return (syntax, diagnostics, source)
    }

    @Test func buildsBlocksAndPropertiesWithRanges() throws {
        let (syntax, diagnostics, source) = parse("tabbar Tab {\n    height: 56\n    padding: 16 16 10, tab a { title: \"A\" }\n}\n")
        #expect(diagnostics.isEmpty)
        guard case let .block(tabBar)? = syntax.entries.first else {
            Issue.record("expected a block")
            return
        }
        #expect(tabBar.keyword.text == "tabbar")
        #expect(tabBar.name?.text == "Tab")
        #expect(tabBar.entries.count == 3)
        guard case let .property(padding) = tabBar.entries[1] else {
            Issue.record("expected padding")
            return
        }
        #expect(padding.values.map(\.kind) == [.number(16), .number(16), .number(10)])
        #expect(source.text(in: padding.range) == "padding: 16 16 10")
        guard case let .block(tab) = tabBar.entries[2] else {
            Issue.record("expected a tab")
            return
        }
        #expect(source.text(in: tab.range) == "tab a { title: \"A\" }")
        #expect(source.text(in: tabBar.range).hasSuffix("}\n}"))
    }

    @Test func collectsEveryComment() {
        let (syntax, diagnostics, source) = parse("// head\ntabbar T { /* inline */ tab a { title: \"a\" } // tail\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(syntax.comments.map { source.text(in: $0.range) } == ["// head", "/* inline */", "// tail"])
        #expect(syntax.comments.map(\.isLine) == [true, false, true])
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
