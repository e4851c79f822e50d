import Testing
@testable import TabSpecCore

/// The lint rules of the prominent tab (layout.md v1.3): `prominent-action` on an action tab, `ignored-property`
/// on the search tab and on a custom bar; exact messages, positions and notes.
@Suite("Prominent tab lint")
struct ProminentLintTests {
    static func lint(_ text: String, _ id: DiagnosticID) -> (SpecDocument, [Diagnostic]) {
        let document = SpecDocument(path: "p.tabspec", text: text)
        return (document, Linter(settings: LintSettings(devices: ["iphone-16"])).lint(document).filter { $0.id == id })
    }

    @Test func aProminentActionTabQuotesApple() throws {
        let text = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n"
            + "    tab new { symbol: \"plus\", title: \"New\", role: action, prominent: true }\n}\n"
        let (document, findings) = Self.lint(text, .prominentAction)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message == "prominent tab 'new' performs an action ('role: action'); Apple: "
            + "\"Prominent tabs should elevate destinations, not actions\"")
        #expect(document.source.location(of: finding.range.start) == TabSpecCore.SourceLocation(line: 3, column: 70))
        #expect(finding.notes.map(\.message) == ["'new' is an action tab here"])
        #expect(finding.notes.compactMap { $0.range.map { document.source.location(of: $0.start) } }
                == [TabSpecCore.SourceLocation(line: 3, column: 51)])
        // A prominent destination beside an action, or an action that is not prominent: nothing.
        let fine = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\", prominent: true }\n"
            + "    tab new { symbol: \"plus\", title: \"New\", role: action, prominent: false }\n}\n"
        #expect(Self.lint(fine, .prominentAction).1.isEmpty)
    }

    @Test func prominentOnTheSearchTabOrACustomBarHasNoEffect() throws {
        let search = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n"
            + "    tab find { symbol: \"magnifyingglass\", title: \"Find\", role: search, prominent: true }\n}\n"
        let (document, findings) = Self.lint(search, .ignoredProperty)
        #expect(findings.map(\.message) == ["'prominent' of tab 'find' has no effect: iOS 27 gives the search tab the prominent treatment "
                                            + "when no other tab has it"])
        #expect(findings.map { document.source.location(of: $0.range.start) } == [TabSpecCore.SourceLocation(line: 3, column: 83)])

        let custom = "tabbar Main {\n    kind: custom\n    tab home { symbol: \"house\", title: \"Home\", prominent: true }\n"
            + "    tab find { symbol: \"magnifyingglass\", title: \"Find\" }\n}\n"
        let (customDocument, customFindings) = Self.lint(custom, .ignoredProperty)
        #expect(customFindings.map(\.message) == ["'prominent' of tab 'home' has no effect on a custom bar: it draws no detached circle"])
        #expect(customFindings.map { customDocument.source.location(of: $0.range.start) } == [TabSpecCore.SourceLocation(line: 3, column: 59)])

        // A prominent tab that is not the search tab, on a system bar, and `prominent: false` anywhere: nothing.
        let fine = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\", prominent: true }\n"
            + "    tab find { symbol: \"magnifyingglass\", title: \"Find\", role: search, prominent: false }\n}\n"
        #expect(Self.lint(fine, .ignoredProperty).1.isEmpty)
    }
}
