import Testing
@testable import TabSpecCore

@Suite("Reporters")
struct ReporterGoldenTests {
    private var report: LintReport {
        let path = "Tests/TabSpecCoreTests/Fixtures/MultiError.tabspec"
        let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(Fixtures.packageRoot + "/" + path)))
        return LintReport(files: [FileReport(source: document.source, diagnostics: document.diagnostics)])
    }

    @Test func humanOutputMatchesTheGoldenFile() {
        Golden.assertMatches(HumanReporter(colors: false).render(report), file: Fixtures.testFile("Golden/MultiError.human.txt"))
    }

    @Test func xcodeOutputMatchesTheGoldenFile() {
        Golden.assertMatches(XcodeReporter().render(report), file: Fixtures.testFile("Golden/MultiError.xcode.txt"))
    }

    @Test func jsonOutputMatchesTheGoldenFile() {
        Golden.assertMatches(JSONReporter().render(report), file: Fixtures.testFile("Golden/MultiError.json"))
    }

    /// Lines wider than 100 columns show a window around the caret with '…' at the cut ends; shorter lines,
    /// and the line above when the window is not cut on the left, as before.
    @Test func longLinesAreExcerptedAroundTheCaret() {
        let path = "Tests/TabSpecCoreTests/Fixtures/LongLines.tabspec"
        let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(Fixtures.packageRoot + "/" + path)))
        let report = LintReport(files: [FileReport(source: document.source, diagnostics: document.diagnostics)])
        let rendered = HumanReporter(colors: false).render(report)
        Golden.assertMatches(rendered, file: Fixtures.testFile("Golden/LongLines.human.txt"))
        for line in rendered.split(separator: "\n") where line.contains(" │ ") {
            #expect(TerminalWidth.of(line.drop { $0 != "│" }.dropFirst(2).unicodeScalars) <= 100, "\(line)")
        }
    }

    @Test func aSpecOnOneLineIsExcerptedInBoundedTime() {
        // A 2 MB line with a finding near its end: the excerpt shows 100 columns, not the line.
        // (One tab whose title is 2 MB long: 90,000 tabs named alike would stop at the 100-error limit first.)
        let text = "tabbar T { tab a { title: \"" + String(repeating: "A", count: 2_000_000) + "\" }, tintColour: black }\n"
        let document = SpecDocument(path: "one.tabspec", text: text)
        let diagnostic = try? #require(document.diagnostics.first { $0.id == .unknownKey })
        guard let diagnostic else { return }
        let rendered = HumanReporter(colors: false).render(diagnostic, in: document.source)
        #expect(rendered.utf8.count < 600)
        #expect(rendered.contains("  1 │ …"))
        #expect(rendered.contains(", tintColour: black }\n"))
    }

    @Test func summaryCountsBySeverity() {
        #expect(report.summary == "9 errors, 0 warnings in 1 file")
        #expect(LintReport(files: []).summary == "0 errors, 0 warnings in 0 files")
    }

    @Test func colorsAreANSIOnlyWhenAsked() {
        let document = SpecDocument(path: "c.tabspec", text: "tabbar T { tab a { titel: \"x\" } }")
        let diagnostic = document.diagnostics[0]
        let plain = HumanReporter(colors: false).render(diagnostic, in: document.source)
        let colored = HumanReporter(colors: true).render(diagnostic, in: document.source)
        #expect(!plain.contains("\u{1B}["))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func caretsAlignUnderWideCharacters() {
        // Each CJK character takes two terminal cells: the caret must be under 'x', after 2×3 cells.
        let document = SpecDocument(path: "w.tabspec", text: "tabbar T {\n    tab a { title: \"ホーム\", x: 1 }\n}")
        let rendered = HumanReporter(colors: false).render(document.diagnostics[0], in: document.source)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "  2 │     tab a { title: \"ホーム\", x: 1 }")
        #expect(lines[3] == "    │ " + String(repeating: " ", count: 29) + "^")
    }
}
