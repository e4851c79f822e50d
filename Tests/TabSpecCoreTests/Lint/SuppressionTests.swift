import Testing
@testable import TabSpecCore

/// `// tabspec:disable-next-line …` and `// tabspec:disable …`, and `unused-suppression`.
@Suite("Lint suppressions")
struct SuppressionTests {
    /// A tab bar whose `tintColor: black` is `low-contrast` in dark appearance (line 3 when `header` is one line).
    static func spec(header: String = "", tint: String = "    tintColor: black") -> String {
        header + "tabbar Main {\n" + tint + "\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
    }

    static func lint(_ text: String, _ settings: LintSettings = LintSettings()) -> (SpecDocument, [Diagnostic]) {
        let document = SpecDocument(path: "s.tabspec", text: text)
        return (document, Linter(settings: settings).lint(document))
    }

    /// `(line:column, id, message)` of every diagnostic.
    static func summary(_ text: String, _ settings: LintSettings = LintSettings()) -> [String] {
        let (document, diagnostics) = lint(text, settings)
        return diagnostics.map { "\(document.source.location(of: $0.range.start)) \($0.id): \($0.message)" }
    }

    static let lowContrast = "selected tint 'black' on the bar has contrast 1.12:1 in dark appearance; needs at least 3:1"

    @Test func withoutSuppressionTheFindingIsReported() {
        #expect(SuppressionTests.summary(SuppressionTests.spec()) == ["2:16 low-contrast: \(SuppressionTests.lowContrast)"])
    }

    @Test func disableNextLineSkipsBlankAndCommentLines() {
        let text = "tabbar Main {\n    // tabspec:disable-next-line low-contrast\n\n    // the article's black\n    /* really */\n    tintColor: black\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        #expect(SuppressionTests.summary(text).isEmpty)
    }

    @Test func disableNextLineCoversOnlyThatLine() {
        let text = "// tabspec:disable-next-line low-contrast\ntabbar Main {\n    tintColor: black\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        #expect(SuppressionTests.summary(text) == [
            "1:30 unused-suppression: unused suppression of 'low-contrast': nothing to silence on line 2",
            "3:16 low-contrast: \(SuppressionTests.lowContrast)",
        ])
    }

    @Test func disableCoversItsOwnLineToTheEndOfTheFileOnly() {
        let trailing = SuppressionTests.spec(tint: "    tintColor: black // tabspec:disable low-contrast")
        #expect(SuppressionTests.summary(trailing).isEmpty)
        let after = SuppressionTests.spec() + "// tabspec:disable low-contrast\n"
        #expect(SuppressionTests.summary(after) == [
            "2:16 low-contrast: \(SuppressionTests.lowContrast)",
            "5:20 unused-suppression: unused suppression of 'low-contrast': nothing to silence from line 5 to the end of the file",
        ])
    }

    @Test func allSilencesEveryRuleButNotLanguageErrors() {
        let text = "// tabspec:disable all\ntabbar Main {\n    tintColor: black\n    tab home { symbol: \"hous\" }\n}\n"
        #expect(SuppressionTests.summary(text).isEmpty)
        let broken = "// tabspec:disable all\ntabbar Main {\n    // tabspec:disable-next-line unknown-key\n    tintColour: black\n    tab home { symbol: \"hous\" }\n}\n"
        #expect(SuppressionTests.summary(broken) == [
            "4:5 unknown-key: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?",
        ])
        let named = "tabbar Main {\n    // tabspec:disable-next-line unknown-key\n    tintColour: black\n    tab home { symbol: \"hous\" }\n}\n"
        #expect(SuppressionTests.summary(named) == [
            "2:34 unused-suppression: 'unknown-key' is a language error and cannot be suppressed",
            "3:5 unknown-key: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?",
        ])
    }

    @Test func unusedNamesAreReportedOneByOneWithAFixIt() {
        let text = SuppressionTests.spec(header: "", tint: "    // tabspec:disable-next-line touch-target, low-contrast unknown-symbol\n    tintColor: black")
        let (_, diagnostics) = SuppressionTests.lint(text)
        #expect(diagnostics.map(\.message) == [
            "unused suppression of 'touch-target': nothing to silence on line 3",
            "unused suppression of 'unknown-symbol': nothing to silence on line 3",
        ])
        let fixed = diagnostics.map { diagnostic in apply(diagnostic.fixIts.first, to: text) }
        #expect(fixed[0] == SuppressionTests.spec(tint: "    // tabspec:disable-next-line low-contrast unknown-symbol\n    tintColor: black"))
        #expect(fixed[1] == SuppressionTests.spec(tint: "    // tabspec:disable-next-line touch-target, low-contrast\n    tintColor: black"))
    }

    @Test func anUnusedSingleNameRemovesTheWholeCommentLine() {
        let text = "tabbar Main {\n    // tabspec:disable-next-line touch-target\n    tintColor: label\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        let (_, diagnostics) = SuppressionTests.lint(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fixIts.first?.message == "remove the suppression comment")
        #expect(apply(diagnostics.first?.fixIts.first, to: text)
            == "tabbar Main {\n    tintColor: label\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n")
    }

    @Test func unknownNamesAndDirectivesGetDidYouMean() {
        let text = "// tabspec:disable low-contrat\n// tabspec:disabel-next-line touch-target\n// tabspec:enable all\n// tabspec:disable\n// tabspec:disable-next-line frobnicate\n" + SuppressionTests.spec()
        #expect(SuppressionTests.summary(text) == [
            "1:20 unused-suppression: unknown rule 'low-contrat' in suppression; did you mean 'low-contrast'?",
            "2:4 unused-suppression: unknown suppression directive 'tabspec:disabel-next-line'; did you mean 'tabspec:disable-next-line'?",
            "3:4 unused-suppression: unknown suppression directive 'tabspec:enable'; did you mean 'tabspec:disable'?",
            "4:4 unused-suppression: 'tabspec:disable' names no rule; list rule ids or 'all' after it",
            "5:30 unused-suppression: unknown rule 'frobnicate' in suppression; 'tabspec rules' lists the rule ids",
            "7:16 low-contrast: \(SuppressionTests.lowContrast)",
        ])
        let (_, diagnostics) = SuppressionTests.lint(text)
        #expect(apply(diagnostics[0].fixIts.first, to: text).hasPrefix("// tabspec:disable low-contrast\n"))
    }

    @Test func unusedSuppressionCanBeSuppressedAndIsJudgedLast() {
        let used = "// tabspec:disable unused-suppression\n// tabspec:disable-next-line touch-target\n" + SuppressionTests.spec(tint: "    tintColor: label")
        #expect(SuppressionTests.summary(used).isEmpty)
        let unused = "// tabspec:disable unused-suppression\n" + SuppressionTests.spec(tint: "    tintColor: label")
        #expect(SuppressionTests.summary(unused) == [
            "1:20 unused-suppression: unused suppression of 'unused-suppression': nothing to silence from line 1 to the end of the file",
        ])
        let all = "// tabspec:disable-next-line all\n" + SuppressionTests.spec(tint: "    tintColor: label")
        #expect(SuppressionTests.summary(all) == ["1:30 unused-suppression: unused suppression of 'all': nothing to silence on line 2"])
    }

    @Test func aReasonAfterDoubleDashIsNotARuleName() {
        let text = SuppressionTests.spec(tint: "    // tabspec:disable-next-line low-contrast -- the article's color, kept on purpose\n    tintColor: black")
        #expect(SuppressionTests.summary(text).isEmpty)
    }

    @Test func blockCommentsAndOtherCommentsAreNotDirectives() {
        let text = SuppressionTests.spec(tint: "    /* tabspec:disable-next-line low-contrast */\n    // see tabspec:disable in the docs\n    tintColor: black")
        #expect(SuppressionTests.summary(text) == ["4:16 low-contrast: \(SuppressionTests.lowContrast)"])
    }

    @Test func aDirectiveWithNothingAfterItSaysSo() {
        let text = SuppressionTests.spec(tint: "    tintColor: label") + "// tabspec:disable-next-line low-contrast\n"
        #expect(SuppressionTests.summary(text) == ["5:30 unused-suppression: unused suppression of 'low-contrast': no line follows"])
    }

    @Test func disabledRulesAreNotReportedAsUnused() {
        let text = "// tabspec:disable-next-line low-contrast\n" + SuppressionTests.spec()
        let settings = LintSettings(disabledRules: [.lowContrast])
        #expect(SuppressionTests.summary(text, settings).isEmpty)
    }

    @Test func unusedSuppressionFollowsItsConfiguredSeverity() {
        let text = "// tabspec:disable-next-line touch-target\n" + SuppressionTests.spec(tint: "    tintColor: label")
        let (_, asError) = SuppressionTests.lint(text, LintSettings(severities: [.unusedSuppression: .error]))
        #expect(asError.map(\.severity) == [.error])
        let (_, off) = SuppressionTests.lint(text, LintSettings(disabledRules: [.unusedSuppression]))
        #expect(off.isEmpty)
    }

    @Test func aFileWithLanguageErrorsDoesNotReportUnusedSuppressions() {
        let text = "// tabspec:disable-next-line touch-target\ntabbar Main {\n    tintColor: blak\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        let (_, diagnostics) = SuppressionTests.lint(text)
        #expect(diagnostics.map(\.id) == [.unknownColor])
    }

    @Test func languageErrorsStayUnderASuppression() {
        let text = "tabbar Main {\n    // tabspec:disable-next-line all\n    height: 49pt\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        let (_, diagnostics) = SuppressionTests.lint(text)
        #expect(diagnostics.map(\.id) == [.invalidNumber])
    }

    @Test func crlfLineEndingsWork() {
        let text = "tabbar Main {\r\n    // tabspec:disable-next-line low-contrast\r\n    tintColor: black\r\n    tab home { symbol: \"house\", title: \"Home\" }\r\n}\r\n"
        #expect(SuppressionTests.summary(text).isEmpty)
    }

    /// Applies one Fix-It's edits (back to front) to `text`.
    private func apply(_ fixIt: FixIt?, to text: String) -> String {
        guard let fixIt else { return text }
        var bytes = Array(text.utf8)
        for edit in fixIt.edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
