import Testing
@testable import TabSpecCore

@Suite("Baseline")
struct BaselineTests {
    /// A spec whose tabs repeat symbols, with one hand-made `duplicate-symbol` warning per repeat (what the
    /// rule reports; the registry may be empty on a branch).
    private func report(_ text: String, path: String = "Specs/Tab.tabspec") -> LintReport {
        let source = SourceFile(path: path, text: text)
        var seen: [String: String] = [:]
        let document = SpecDocument(source: source)
        var diagnostics = document.diagnostics
        for spec in document.tabBars {
            for (tab, item) in zip(spec.tabs, spec.configuration.items) {
                guard let symbol = item.symbolName else { continue }
                let range = tab.range(of: .symbol)
                if let first = seen[symbol] {
                    diagnostics.append(Diagnostic(id: DiagnosticID("duplicate-symbol"), severity: .warning,
                                                  message: "tab '\(tab.id)' uses the symbol '\(symbol)' of tab '\(first)'", range: range))
                } else {
                    seen[symbol] = tab.id
                }
            }
        }
        return LintReport(files: [FileReport(source: source, diagnostics: Diagnostic.sortedBySource(diagnostics))])
    }

    private let original = """
        tabbar Tab {
            tab home { symbol: "house" }
            tab feed { symbol: "house" }
            tab news { symbol: "newspaper" }
        }

        """

    @Test func roundTripReportsOnlyTheNewFinding() throws {
        let recorded = Baseline(recording: report(original))
        #expect(recorded.findingCount == 1)
        let reread = try Baseline(parsing: Array(recorded.rendered().utf8))
        #expect(reread == recorded)
        // Lines inserted above the known finding, and a new finding further down.
        let changed = """
            // Main tabs.

            tabbar Tab {
                tintColor: systemBlue
                tab home { symbol: "house" }
                tab feed { symbol: "house" }
                tab news { symbol: "newspaper" }
                tab more { symbol: "newspaper" }
            }

            """
        let current = report(changed)
        #expect(current.count(.warning) == 2)
        let (filtered, matched) = reread.filtering(current)
        #expect(matched == 1)
        #expect(filtered.files[0].diagnostics.map(\.message) == ["tab 'more' uses the symbol 'newspaper' of tab 'news'"])
        #expect(filtered.summary == "0 errors, 1 warning in 1 file")
    }

    @Test func renderedBaselinesAreSortedOneFindingPerLine() {
        let baseline = Baseline(entries: [
            .init(file: "Specs/B.tabspec", rule: DiagnosticID("low-contrast"), fingerprint: "00000000000000ff", message: "b"),
            .init(file: "Specs/A.tabspec", rule: DiagnosticID("touch-target"), fingerprint: "0000000000000001", message: "a \"quoted\""),
            .init(file: "Specs/A.tabspec", rule: DiagnosticID("low-contrast"), fingerprint: "0000000000000002", message: "c"),
            .init(file: "Specs/A.tabspec", rule: DiagnosticID("low-contrast"), fingerprint: "0000000000000002", count: 2, message: "d"),
        ])
        #expect(baseline.rendered() == """
            {
              "version": 1,
              "findings": [
                {"file": "Specs/A.tabspec", "rule": "low-contrast", "fingerprint": "0000000000000002", "count": 3, "message": "c"},
                {"file": "Specs/A.tabspec", "rule": "touch-target", "fingerprint": "0000000000000001", "count": 1, "message": "a \\"quoted\\""},
                {"file": "Specs/B.tabspec", "rule": "low-contrast", "fingerprint": "00000000000000ff", "count": 1, "message": "b"}
              ]
            }

            """)
        #expect(Baseline(entries: []).rendered() == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        #expect(baseline.findingCount == 5)
    }

    @Test func countsAreConsumedInSourceOrder() throws {
        let text = "tabbar Tab {\n    tab a { symbol: \"house\" }\n    tab b { symbol: \"house\" }\n}\n"
        let source = SourceFile(path: "x.tabspec", text: text)
        let range = ReportSamples.range(of: "\"house\"", occurrence: 1, in: text)
        let same = Diagnostic(id: DiagnosticID("duplicate-symbol"), severity: .warning, message: "twice", range: range)
        let triple = LintReport(files: [FileReport(source: source, diagnostics: [same, same, same])])
        let single = Baseline(recording: LintReport(files: [FileReport(source: source, diagnostics: [same])]))
        let (filtered, matched) = single.filtering(triple)
        #expect(matched == 1)
        #expect(filtered.files[0].diagnostics.count == 2)
        #expect(Baseline(recording: triple).entries.map(\.count) == [3])
        #expect(Baseline(recording: triple).filtering(triple).report.files[0].diagnostics.isEmpty)
    }

    @Test func languageErrorsAreNeverRecordedOrHidden() {
        let broken = report("tabbar Tab {\n    tintColour: red\n    tab a { symbol: \"house\" }\n    tab b { symbol: \"house\" }\n}\n")
        #expect(broken.files[0].diagnostics.map(\.id.rawValue) == ["unknown-key", "duplicate-symbol"])
        let baseline = Baseline(recording: broken)
        #expect(baseline.entries.map(\.rule.rawValue) == ["duplicate-symbol"])
        let forged = Baseline(entries: [.init(file: "Specs/Tab.tabspec", rule: .unknownKey,
                                              fingerprint: Fingerprinter(source: broken.files[0].source).fingerprint(of: broken.files[0].diagnostics[0]))])
        #expect(forged.filtering(broken).report.files[0].diagnostics.count == 2)
    }

    @Test func pathsMatchWhateverWayTheyWereSpelled() {
        let baseline = Baseline(recording: report(original, path: "./Specs//Tab.tabspec"))
        #expect(baseline.entries.map(\.file) == ["Specs/Tab.tabspec"])
        #expect(baseline.filtering(report(original, path: "Specs/./Tab.tabspec")).matched == 1)
        #expect(baseline.filtering(report(original, path: "Other/Tab.tabspec")).matched == 0)
        #expect(ReportPath.normalized("/abs/./x//y.tabspec") == "/abs/x/y.tabspec")
        #expect(ReportPath.normalized("../x.tabspec") == "../x.tabspec")
        #expect(ReportPath.normalized("<stdin>") == "<stdin>")
    }

    @Test func handWrittenBaselinesAreAccepted() throws {
        let text = """
            {"findings": [{"fingerprint": "abc", "rule": "low-contrast", "file": "./A.tabspec", "extra": true}], "version": 1, "note": "x"}
            """
        let baseline = try Baseline(parsing: Array(text.utf8))
        #expect(baseline.entries == [.init(file: "A.tabspec", rule: DiagnosticID("low-contrast"), fingerprint: "abc", count: 1, message: "")])
    }

    @Test(arguments: [
        ("", "not valid JSON: 1:1: unexpected end of input; expected a value"),
        ("[]", "expected a JSON object with 'version' and 'findings'"),
        ("{\"findings\": []}", "missing 'version'"),
        ("{\"version\": 2, \"findings\": []}", "unsupported baseline version 2; this tabspec reads version 1"),
        ("{\"version\": \"1\", \"findings\": []}", "unsupported baseline version \"1\"; this tabspec reads version 1"),
        ("{\"version\": 1}", "missing 'findings' array"),
        ("{\"version\": 1, \"findings\": [3]}", "findings[0] is not an object"),
        ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\"}]}", "findings[0] needs a non-empty string 'fingerprint'"),
        ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"fingerprint\": \"f\", \"count\": 0}]}",
         "findings[0].count must be a whole number from 1"),
        ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"fingerprint\": \"f\", \"count\": 1.5}]}",
         "findings[0].count must be a whole number from 1"),
        ("{\"version\": 1,\n \"findings\": [}", "not valid JSON: 2:15: unexpected character; expected a value"),
    ])
    func malformedBaselinesAreRejected(_ text: String, _ message: String) {
        #expect(throws: BaselineError(message)) { try Baseline(parsing: Array(text.utf8)) }
    }
}
