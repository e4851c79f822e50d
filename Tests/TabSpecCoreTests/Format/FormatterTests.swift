import Testing
@testable import TabSpecCore

/// Snippet tests of the canonical style (docs/Formatting.md); each also checks idempotence.
@Suite("Formatter")
struct FormatterTests {
    private func expectFormat(_ input: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let output = FormatTestSupport.formatted(input, sourceLocation: sourceLocation)
        #expect(output == expected, sourceLocation: sourceLocation)
        #expect(FormatTestSupport.formatted(output, sourceLocation: sourceLocation) == output, "not idempotent",
                sourceLocation: sourceLocation)
    }

    /// `tabbar T { … }` around body lines, with a tab so the bar is valid.
    private func bar(_ lines: String...) -> String {
        "tabbar T {\n" + lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined() + "}\n"
    }

    // MARK: Layout

    @Test func propertiesGetOneBlankAfterTheColonAndBetweenValues() {
        expectFormat("tabbar T{padding:16   16\t10\n\theight :49\n barTintColor:white@0.92|black@ 92%\n tab a{title:\"A\"}}",
                     bar("padding: 16 16 10", "height: 49", "barTintColor: white @ 0.92 | black @ 92%", "tab a { title: \"A\" }"))
    }

    @Test func valuesKeepTheirSourceSpelling() {
        let input = bar("unselectedItemTintColor: gray @ 0.50", "tintColor: #ff6600 @ 50%", "height: 56.0",
                        "tab a { title: \"\\u{1F600} \\t \\\"q\\\" \\\\\", symbol: \"house\" }")
        expectFormat(input, input)
    }

    @Test func commaSeparatedEntriesGoOnTheirOwnLines() {
        expectFormat("tabbar T { kind: custom, height: 49,\n  tab a { title: \"A\", }, tab b { title: \"B\" } }\n",
                     bar("kind: custom", "height: 49", "tab a { title: \"A\" }", "tab b { title: \"B\" }"))
    }

    @Test func blocksOtherThanTabsAreAlwaysExpanded() {
        expectFormat("palette { brand: #FF6600 }\ntabbar T { indicator { shape: circle }, hideOnScroll {}\n tab a { title: \"A\" } }\n",
                     "palette {\n    brand: #FF6600\n}\n"
                        + bar("indicator {", "    shape: circle", "}", "hideOnScroll {}", "tab a { title: \"A\" }"))
    }

    @Test func shortTabBlocksGoOnOneLineAndLongOnesAreExpanded() {
        expectFormat(bar("tab a {", "    symbol: \"house\"", "", "    title: \"Home\"", "}", "tab b {}"),
                     bar("tab a { symbol: \"house\", title: \"Home\" }", "tab b {}"))
        // `    tab a { title: "…" }` is 100 columns with 77 characters of title, 101 with 78.
        let fits = "tab a { title: \"" + String(repeating: "x", count: 77) + "\" }"
        #expect(fits.count + 4 == 100)
        expectFormat(bar(fits), bar(fits))
        let long = String(repeating: "x", count: 78)
        expectFormat(bar("tab a { title: \"\(long)\" }"), bar("tab a {", "    title: \"\(long)\"", "}"))
    }

    @Test func widthCountsTerminalCells() {
        // "x" and 38 CJK characters are 77 cells: the line is 100 columns wide; 39 CJK characters make it 101
        // (62 characters).
        let fits = "x" + String(repeating: "首", count: 38)
        expectFormat(bar("tab a { title: \"\(fits)\" }"), bar("tab a { title: \"\(fits)\" }"))
        let long = String(repeating: "首", count: 39)
        expectFormat(bar("tab a { title: \"\(long)\" }"), bar("tab a {", "    title: \"\(long)\"", "}"))
    }

    @Test func tabBlocksWithCommentsOrNestedBlocksAreExpanded() {
        expectFormat(bar("tab a { symbol: \"house\" /* c */ }", "tab b { /* c */ symbol: \"b\" }", "tab c { symbol: \"c\", x { y: 1 } }"),
                     bar("tab a {", "    symbol: \"house\" /* c */", "}",
                         "tab b {", "    /* c */ symbol: \"b\"", "}",
                         "tab c {", "    symbol: \"c\"", "    x {", "        y: 1", "    }", "}"))
    }

    @Test func runsOfOneLineTabsAlignTheirBraces() {
        expectFormat(bar("tab home { symbol: \"house\" }", "tab settings { symbol: \"gear\" }", "tab me { title: \"Me\" } // mine"),
                     bar("tab home     { symbol: \"house\" }", "tab settings { symbol: \"gear\" }", "tab me       { title: \"Me\" } // mine"))
    }

    @Test func alignmentRunsEndAtBlankLinesCommentLinesOtherEntriesAndLeadingComments() {
        expectFormat(bar("tab a { title: \"A\" }", "tab bbb { title: \"B\" }", "", "tab cc { title: \"C\" }",
                         "// note", "tab d { title: \"D\" }", "tab eeee { title: \"E\" }", "height: 49", "tab f { title: \"F\" }",
                         "/* lead */ tab gg { title: \"G\" }"),
                     bar("tab a   { title: \"A\" }", "tab bbb { title: \"B\" }", "", "tab cc { title: \"C\" }",
                         "// note", "tab d    { title: \"D\" }", "tab eeee { title: \"E\" }", "height: 49", "tab f { title: \"F\" }",
                         "/* lead */ tab gg { title: \"G\" }"))
    }

    @Test func aRunIsNotAlignedWhenAPaddedLineWouldNotFit() {
        let title = String(repeating: "x", count: 77)
        let input = bar("tab a { title: \"\(title)\" }", "tab bb { title: \"B\" }")
        expectFormat(input, input)
    }

    @Test func blankLinesAreKeptUpToOneAndNeverAtTheEdges() {
        expectFormat("\n\n// top\n\n\n\ntabbar T {\n\n\n    height: 49\n\n\n\n    tab a { title: \"A\" }\n\n}\n\n\n",
                     "// top\n\ntabbar T {\n    height: 49\n\n    tab a { title: \"A\" }\n}\n")
    }

    @Test func emptyBlankAndCommentOnlyFiles() {
        expectFormat("", "")
        expectFormat("\n  \n\t\n", "")
        expectFormat("// only a comment   ", "// only a comment\n")
        expectFormat("  /* a */ /* b */\r\n\r\n\r\n// c\r\n", "/* a */ /* b */\n\n// c\n")
    }

    @Test func crlfBecomesLFAndTheByteOrderMarkIsDropped() {
        expectFormat("\u{FEFF}tabbar T {\r\n    tab a { title: \"A\" } // c\r\n    /* x\r\n       y */\r\n}\r\n",
                     "tabbar T {\n    tab a { title: \"A\" } // c\n    /* x\n       y */\n}\n")
        // A stray `\r` before a line break would become part of a `\r\n`: it is dropped like a trailing blank.
        expectFormat("// a\r\r\n/* b\r\r\n c */ // d \r", "// a\n/* b\n c */ // d\n")
    }

    // MARK: Comments

    @Test func trailingCommentsStayOnTheirEntrysLine() {
        expectFormat("tabbar T { // bar\n  height:49 // h\n  kind: custom, // k\n  tab a { title: \"A\" } /* a */ // b\n} // end\n",
                     bar("height: 49 // h", "kind: custom // k", "tab a { title: \"A\" } /* a */ // b")
                        .replacingOccurrences(of: "tabbar T {\n", with: "tabbar T { // bar\n")
                        .replacingOccurrences(of: "}\n", with: "} // end\n"))
    }

    @Test func aPaddedTrailingCommentKeepsItsColumn() {
        let aligned = bar("padding: 16 16 10          // top, horizontal, bottom", "height: 56                 // tall")
        expectFormat(aligned, aligned)
        // Reformatted lines keep the column while it is right of the line's end.
        expectFormat(bar("padding:16  16   10        // a", "height:56                  // b"),
                     bar("padding: 16 16 10          // a", "height: 56                 // b"))
        // A comment written one blank after its entry gets one blank, even if the line got shorter.
        expectFormat("tabbar   T{ // c\n    height:   56 // h\n}\n", "tabbar T { // c\n    height: 56 // h\n}\n")
        // A tab indentation is read with tab stops of four columns.
        expectFormat("tabbar T {\n\theight: 49\t\t// h\n}\n", "tabbar T {\n    height: 49      // h\n}\n")
    }

    @Test func aPaddedCommentOnARebuiltLineGetsOneBlank() {
        // The `}` did not start its source line: the line is new, the column means nothing there.
        expectFormat("tabbar T {\n    indicator { shape: circle }          // c\n}\n",
                     bar("indicator {", "    shape: circle", "} // c"))
        // A tab joined from several lines: its trailing comment was on another line than `tab`.
        expectFormat("tabbar T {\n    tab a {\n        title: \"A\"\n    }           // c\n}\n", bar("tab a { title: \"A\" } // c"))
    }

    @Test func commentsInsideALineStayBetweenTheSameTokens() {
        expectFormat(bar("padding:16/* top */16   /* sides */ 10", "tintColor /* c */ : black", "tab /* n */ a { title: \"A\" }"),
                     bar("padding: 16 /* top */ 16 /* sides */ 10", "tintColor /* c */ : black",
                         "tab /* n */ a {", "    title: \"A\"", "}"))
    }

    @Test func commentsBetweenEntriesOnOneLineFollowTheComma() {
        expectFormat(bar("kind: custom /* k */, /* h */ height: 49", "tab a { title: \"A\" }, /* b */ tab b { title: \"B\" }"),
                     bar("kind: custom /* k */", "/* h */ height: 49", "tab a { title: \"A\" }", "/* b */ tab b { title: \"B\" }"))
    }

    @Test func ownLineCommentsAreReindentedAndGroupsStayTogether() {
        expectFormat("tabbar T {\n// left\n            // right\n  /* a */   /* b */ // c\n    tab a { title: \"A\" }\n    /* end */ }\n",
                     bar("// left", "// right", "/* a */ /* b */ // c", "tab a { title: \"A\" }", "/* end */"))
    }

    @Test func aMultiLineBlockCommentKeepsItsInnerLines() {
        expectFormat("tabbar T {\n        /* one\n         * two   \n         */\n    tab a { title: \"A\" }\n}\n",
                     bar("/* one", "     * two", "     */", "tab a { title: \"A\" }"))
    }

    @Test func headerAndClosingBraceCommentsStay() {
        expectFormat("tabbar T {   /* h */\n    tab a { title: \"A\" }\n}   // end\ntabbar U {}\n",
                     "tabbar T {   /* h */\n    tab a { title: \"A\" }\n}   // end\ntabbar U {}\n")
        expectFormat("tabbar T { /* only a comment */ }\n", "tabbar T { /* only a comment */\n}\n")
    }

    // MARK: What is formatted and what is refused

    @Test(arguments: [
        ("tabbar T {\n    height = 49\n    tab a { title: \"A\" }\n}\n", "invalid-character"),
        ("tabbar T {\n    height: 49\r    tab a { title: \"A\" }\n}\n", "invalid-character"),
        ("tabbar T {\n    tab a { title: \"A }\n}\n", "unterminated-string"),
        ("tabbar T {\n    tab a { title: \"\\q\" }\n}\n", "invalid-escape"),
        ("tabbar T {\n    height: 12px\n    tab a { title: \"A\" }\n}\n", "invalid-number"),
        ("tabbar T {\n    tintColor: #12\n    tab a { title: \"A\" }\n}\n", "invalid-color-literal"),
        ("tabbar T {\n    height 49\n    tab a { title: \"A\" }\n}\n", "expected-token"),
        ("tabbar T {\n    tab a { symbol: \"a\" title: \"A\" }\n}\n", "expected-token"),
        ("height: 49\ntabbar T {\n    tab a { title: \"A\" }\n}\n", "expected-token"),
        ("tabbar T {\n    tab a { title: \"A\" }\n}\n/* unterminated", "expected-token"),
        ("tabbar {\n    tab a { title: \"A\" }\n}\n", "expected-token"),
        ("tabbar T {\n    tab a { title: \"A\" }\n", "unterminated-block"),
    ])
    func syntaxErrorsAreRefused(input: String, id: String) {
        let ids = FormatTestSupport.refusedIDs(input)
        #expect(ids.contains(id), "refusal ids: \(ids)")
        #expect(ids.allSatisfy { SpecFormatter.blockingDiagnostics.map(\.rawValue).contains($0) })
    }

    @Test func invalidUTF8IsRefused() {
        let bytes = Array("tabbar T {\n    tab a { title: \"".utf8) + [0xFF] + Array("\" }\n}\n".utf8)
        guard case let .refused(diagnostics) = SpecFormatter.format(SourceFile(path: "u", bytes: bytes)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(diagnostics.map(\.id) == [.invalidUTF8])
        #expect(diagnostics.first?.range == SourceRange(start: 31, end: 32))
    }

    @Test func schemaErrorsAreFormatted() {
        expectFormat("tabbar T{kind:sytem,tintColour:oragne\n tab \"q\"{title:\"Q\"}\n tab my-tab{title:\"A\"}, tab my-tab{}}\ntabbar T{}",
                     bar("kind: sytem", "tintColour: oragne", "tab \"q\"    { title: \"Q\" }", "tab my-tab { title: \"A\" }", "tab my-tab {}")
                        + "tabbar T {}\n")
    }

    @Test func blocksNestedBeyondTheParsersDepthAreRefusedNotTruncated() {
        let depth = SyntaxParser.maximumDepth + 6
        let input = "tabbar T {\n    tab a { title: \"A\" }\n    " + String(repeating: "x { ", count: depth) + "k: 1 "
            + String(repeating: "} ", count: depth) + "\n}\n"
        guard case let .refused(diagnostics) = FormatTestSupport.format(input) else {
            Issue.record("expected a refusal")
            return
        }
        let skipped = diagnostics.filter { $0.message.hasPrefix("cannot format") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.id == .expectedToken)
        // The parser keeps 63 nested blocks; the text of the 64th block's body is where nothing holds it.
        let offset = input.utf8.count - (String(repeating: "x { ", count: depth - 63) + "k: 1 " + String(repeating: "} ", count: depth) + "\n}\n").utf8.count
        #expect(skipped.first?.range.start == offset)
    }

    @Test func aDocumentAndItsSourceFormatAlike() {
        let text = "tabbar T{tab a{title:\"A\"}}"
        let document = SpecDocument(path: "d", text: text)
        #expect(SpecFormatter.format(document) == SpecFormatter.format(document.source))
        #expect(SpecFormatter.format(document) == .formatted(bar("tab a { title: \"A\" }")))
    }

    @Test func aBadNameGluedFromSeveralTokensIsWrittenBackAsItWas() {
        let text = "tabbar T {\n    tab `b` { title: \"B\" }\n    tab 2fa   { title: \"2\" }\n}\n"
        #expect(SpecFormatter.format(SourceFile(path: "t", text: text)) == .formatted("tabbar T {\n    tab `b` { title: \"B\" }\n    tab 2fa { title: \"2\" }\n}\n"))
    }

    @Test func aNameWithBytesThatAreNotUTF8IsRefused() {
        let bytes = Array("tabbar T {\n    tab hom".utf8) + [0xE5] + Array(" { title: \"H\" }\n}\n".utf8)
        guard case let .refused(diagnostics) = SpecFormatter.format(SourceFile(path: "t", bytes: bytes)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(diagnostics.map(\.id) == [.invalidIdentifier])
    }
}
