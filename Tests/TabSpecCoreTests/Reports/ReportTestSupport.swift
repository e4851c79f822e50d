import Foundation
@testable import TabSpecCore

/// Reports for the reporter tests: the multi-error fixture (language errors) and a clean spec with
/// hand-made lint findings (the rule registry may be empty on a branch; reporters must not care).
enum ReportSamples {
    /// The fixture's language errors.
    static var multiError: LintReport {
        let path = "Tests/TabSpecCoreTests/Fixtures/MultiError.tabspec"
        let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(Fixtures.packageRoot + "/" + path)))
        return LintReport(files: [FileReport(source: document.source, diagnostics: document.diagnostics)])
    }

    /// A valid spec with two symbols in use twice.
    static let lintedText = """
        tabbar Tab {
            tintColor: gray
            tab home { symbol: "house", title: "ホーム" }
            tab feed { symbol: "house", title: "Feed" }
            tab more { symbol: "ellipsis" }
        }

        """

    /// The byte range of the `occurrence`-th (0-based) `needle` in `text`.
    static func range(of needle: String, occurrence: Int = 0, in text: String) -> SourceRange {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found = -1
        var start = 0
        for _ in 0...occurrence {
            found = -1
            var index = start
            while index + pattern.count <= bytes.count {
                if Array(bytes[index..<index + pattern.count]) == pattern {
                    found = index
                    break
                }
                index += 1
            }
            start = found + 1
        }
        return SourceRange(start: found, end: found + pattern.count)
    }

    /// Hand-made findings on ``lintedText`` in `path`: a warning with a note and a Fix-It, an error with
    /// characters GitHub and XML must escape, and a warning of an id that no rule describes.
    static func lintedReport(path: String = "Specs/Linted.tabspec", text: String = lintedText) -> LintReport {
        let source = SourceFile(path: path, text: text)
        let diagnostics = [
            Diagnostic(id: DiagnosticID("low-contrast"), severity: .error,
                       message: "tint 'gray' has contrast 2.31:1 against the bar, below 3:1 <light & dark>\n50% of \"users\" can't see it",
                       range: range(of: "gray", in: text)),
            Diagnostic(id: DiagnosticID("duplicate-symbol"), severity: .warning, message: "tab 'feed' uses the symbol 'house' of tab 'home'",
                       range: range(of: "\"house\"", occurrence: 1, in: text),
                       notes: [DiagnosticNote(message: "'home' uses it here", range: range(of: "\"house\"", in: text))],
                       fixIts: [FixIt(message: "replace 'house' with 'newspaper'",
                                      edits: [TextEdit(range: range(of: "\"house\"", occurrence: 1, in: text), replacement: "\"newspaper\"")])]),
            Diagnostic(id: DiagnosticID("future-rule"), severity: .warning, message: "something only a newer rule knows",
                       range: range(of: "tab more", in: text)),
        ]
        return LintReport(files: [FileReport(source: source, diagnostics: diagnostics)])
    }

    /// Descriptions for the hand-made findings' rules (as `Linter.rules` will provide them).
    static let rules: [RuleDescription] = [
        RuleDescription(id: DiagnosticID("low-contrast"), name: "Low contrast", defaultSeverity: .warning,
                        summary: "A tint or title color has too little contrast against the bar.",
                        rationale: "WCAG 2.1 SC 1.4.11 asks for 3:1 for meaningful graphics.",
                        triggering: [RuleExample("tabbar T {\n    tintColor: ↓gray\n    tab a { title: \"A\" }\n}")],
                        nonTriggering: [RuleExample("tabbar T {\n    tab a { title: \"A\" }\n}")]),
        RuleDescription(id: DiagnosticID("duplicate-symbol"), name: "Duplicate symbol", defaultSeverity: .warning,
                        summary: "Two tabs use the same symbol.", rationale: "Users tell tabs apart by their icons."),
    ]
}
