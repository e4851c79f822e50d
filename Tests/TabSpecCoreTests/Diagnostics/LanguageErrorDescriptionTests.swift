import Testing
@testable import TabSpecCore

/// The examples of ``LanguageErrorDescriptions`` (shown by SARIF's rule help) are test data, as lint rules'
/// are: a triggering example's errors are exactly its id's, starting at its `↓` markers (one per marker); a
/// non-triggering example is a spec without any error.
@Suite("Language error descriptions")
struct LanguageErrorDescriptionTests {
    /// Every example of every language error, as `(id, example, triggers)`.
    static let examples: [(id: String, example: RuleExample, triggers: Bool)] = LanguageErrorDescriptions.all.flatMap { description in
        description.triggering.map { (description.id.rawValue, $0, true) } + description.nonTriggering.map { (description.id.rawValue, $0, false) }
    }

    @Test func examplesMatchTheirMarkers() {
        #expect(Self.examples.count >= 5)
        for (id, example, triggers) in Self.examples {
            let (text, markers) = example.unmarked
            let document = SpecDocument(path: "example.tabspec", text: text)
            #expect(triggers == !markers.isEmpty, "\(id): a triggering example has ↓, a non-triggering one none")
            #expect(document.diagnostics.map(\.id.rawValue) == Array(repeating: id, count: markers.count), "\(id): \(text)")
            #expect(document.diagnostics.map(\.range.start) == markers, "\(id): \(text)")
        }
    }

    @Test func theLocalizationErrorIsDescribedWithExamples() throws {
        let description = try #require(LanguageErrorDescriptions.all.first { $0.id == .conflictingLocalizationKey })
        #expect(description.name == "Conflicting localization key")
        #expect(description.defaultSeverity == .error)
        #expect(description.triggering.count == 3 && description.nonTriggering.count == 2)
        #expect(DiagnosticID.conflictingLocalizationKey.isLanguageError)
        #expect(DiagnosticID.languageErrors.suffix(2) == [.conflictingLocalizationKey, .conflictingKey])
    }

    @Test func theConflictingKeyErrorIsDescribedWithExamples() throws {
        let description = try #require(LanguageErrorDescriptions.all.first { $0.id == .conflictingKey })
        #expect(description.id.rawValue == "conflicting-key")
        #expect(description.name == "Conflicting key")
        #expect(description.defaultSeverity == .error)
        #expect(description.triggering.count == 1 && description.nonTriggering.count == 1)
        #expect(DiagnosticID.conflictingKey.isLanguageError)
    }
}
