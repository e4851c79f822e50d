/// `unused-suppression`: a suppression comment that silences nothing, names an unknown rule, or is not a
/// directive tabspec knows.
///
/// The linter reports it after applying the file's suppressions (see ``SuppressionSet``); per tab bar it
/// finds nothing. This type holds its description and builds its messages.
enum UnusedSuppressionRule: LintRule {
    static let description = RuleDescription(
        id: .unusedSuppression,
        name: "Unused suppression",
        defaultSeverity: .warning,
        summary: """
            A suppression comment ('// tabspec:disable-next-line …', '// tabspec:disable …') silences nothing, \
            names an unknown rule or a language error, or is not a known directive.
            """,
        rationale: """
            Suppressions outlive the problems they silenced: a stale one hides the next real finding on that \
            line, and a misspelt rule id silences nothing at all while looking as if it did. Language errors \
            cannot be suppressed. In a file with language errors, suppressions are not reported as unused (what \
            they would silence is unknown); unknown names still are. A suppression of a rule that the \
            configuration disables is not reported either.
            """,
        triggering: [
            """
            tabbar Main {
                // tabspec:disable-next-line ↓low-contrast
                tintColor: label
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            // tabspec:disable ↓low-contrat
            // ↓tabspec:enable low-contrast
            // tabspec:disable-next-line ↓unknown-key
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                // tabspec:disable-next-line low-contrast -- the brand color, approved by design
                tintColor: #B0B0FF
                tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                tab profile { symbol: "person", selectedSymbol: "person.fill", title: "Profile" }
            }
            """,
            """
            // tabspec:disable missing-accessibility-label
            tabbar Main {
                kind: custom
                tab home    { symbol: "house" }
                tab profile { symbol: "person" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        []
    }

    /// `unused suppression of 'low-contrast': nothing to silence on line 7`, with a Fix-It removing the name
    /// (or the whole comment when it is the only name).
    static func unused(_ name: SuppressionDirective.Name, in directive: SuppressionDirective, source: SourceFile) -> LintFinding {
        let scope: String
        switch directive.scope {
        case let .nextLine(line?): scope = "nothing to silence on line \(line)"
        case .nextLine(nil): scope = "no line follows"
        case let .restOfFile(from): scope = "nothing to silence from line \(from) to the end of the file"
        }
        return LintFinding(range: name.range, message: "unused suppression of '\(name.text)': \(scope)",
                           fixIts: [removal(of: name, in: directive, source: source)])
    }

    /// An unknown rule name (with did-you-mean), or a language error, which cannot be suppressed.
    static func unknownRule(_ name: SuppressionDirective.Name, in directive: SuppressionDirective, source: SourceFile) -> LintFinding {
        if DiagnosticID(name.text).isLanguageError {
            return LintFinding(range: name.range,
                               message: "'\(name.text)' is a language error and cannot be suppressed",
                               fixIts: [removal(of: name, in: directive, source: source)])
        }
        let candidates = RuleRegistry.descriptions.map(\.id.rawValue) + ["all"]
        let suggestions = Suggestion.names(for: name.text, among: candidates, maximumCount: 1)
        return LintFinding(range: name.range, message: "unknown rule '\(name.text)' in suppression"
                               + Suggestion.phrase(suggestions, otherwise: "; 'tabspec rules' lists the rule ids"),
                           fixIts: Diagnostic.suggestionFixIts(suggestions, replacing: name.range, original: name.text))
    }

    /// `tabspec:` followed by something other than `disable` or `disable-next-line`.
    static func unknownDirective(_ word: String, at range: SourceRange) -> LintFinding {
        let candidates = SuppressionDirective.spellings.map { "tabspec:" + $0 }
        let suggestions = Suggestion.names(for: word, among: candidates, maximumCount: 1)
        let otherwise = "; expected 'tabspec:disable' (to the end of the file) or 'tabspec:disable-next-line'"
        return LintFinding(range: range, message: "unknown suppression directive '\(word)'" + Suggestion.phrase(suggestions, otherwise: otherwise),
                           fixIts: Diagnostic.suggestionFixIts(suggestions, replacing: range, original: word))
    }

    /// A directive without rule names.
    static func noNames(_ directive: String, at range: SourceRange) -> LintFinding {
        LintFinding(range: range, message: "'\(directive)' names no rule; list rule ids or 'all' after it")
    }

    /// Removes `name` from its directive: the whole comment when it is the only name, else the name and the
    /// separator before it (after it, for the first name).
    static func removal(of name: SuppressionDirective.Name, in directive: SuppressionDirective, source: SourceFile) -> FixIt {
        guard directive.names.count > 1, let index = directive.names.firstIndex(of: name) else {
            return FixIt(message: "remove the suppression comment", edits: [TextEdit(range: commentRemovalRange(directive.comment, source: source), replacement: "")])
        }
        let range = index == 0
            ? SourceRange(start: name.range.start, end: directive.names[1].range.start)
            : SourceRange(start: directive.names[index - 1].range.end, end: name.range.end)
        return FixIt(message: "remove '\(name.text)' from the suppression", edits: [TextEdit(range: range, replacement: "")])
    }

    /// The comment's line with its line ending when the comment is alone on it, else the comment with the
    /// spaces before it.
    private static func commentRemovalRange(_ comment: SourceRange, source: SourceFile) -> SourceRange {
        let bytes = source.bytes
        var start = comment.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let aloneOnLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        guard aloneOnLine else { return SourceRange(start: start, end: comment.end) }
        var end = comment.end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        return SourceRange(start: max(start, source.contentStart), end: end)
    }
}
