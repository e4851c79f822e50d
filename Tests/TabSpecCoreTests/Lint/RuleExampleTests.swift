import Testing
@testable import TabSpecCore

/// One example of one rule, as a test argument.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: RuleDescription
    var example: RuleExample
    var index: Int
    var triggers: Bool

    var testDescription: String { "\(rule.id) \(triggers ? "triggering" : "non-triggering") #\(index + 1)" }

    static var all: [RuleExampleCase] {
        Linter.rules.flatMap { rule in
            rule.triggering.enumerated().map { RuleExampleCase(rule: rule, example: $1, index: $0, triggers: true) }
                + rule.nonTriggering.enumerated().map { RuleExampleCase(rule: rule, example: $1, index: $0, triggers: false) }
        }
    }
}

/// SwiftLint's "examples are tests": every rule's description examples are linted; a triggering example's
/// findings of that rule must start exactly at its `↓` markers (one per marker), a non-triggering one must
/// have none — also after a multibyte comment line is prepended, and a `// tabspec:disable <id>` line must
/// silence them all.
@Suite("Rule examples")
struct RuleExampleTests {
    /// A comment with multibyte characters, prepended to shift every byte offset.
    static let multibytePrefix = "// 日本語のコメント ✓\n"

    /// The start offsets of `id`'s findings when linting `text` with `settings`, sorted; also fails on
    /// language errors (an example must be a valid spec).
    static func findingStarts(_ text: String, id: DiagnosticID, settings: LintSettings,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Int] {
        let document = SpecDocument(path: "example.tabspec", text: text)
        #expect(document.diagnostics.isEmpty, "language errors: \(document.diagnostics.map(\.message))",
                sourceLocation: sourceLocation)
        return Linter(settings: settings).lint(document).filter { $0.id == id }.map(\.range.start).sorted()
    }

    @Test(arguments: RuleExampleCase.all)
    func exampleFindingsMatchTheMarkers(_ testCase: RuleExampleCase) {
        let (text, markers) = testCase.example.unmarked
        let id = testCase.rule.id
        let settings = testCase.example.settings
        if testCase.triggers {
            #expect(!markers.isEmpty, "a triggering example needs at least one ↓")
        } else {
            #expect(markers.isEmpty, "a non-triggering example has no ↓")
        }
        #expect(RuleExampleTests.findingStarts(text, id: id, settings: settings) == markers.sorted())

        let shift = RuleExampleTests.multibytePrefix.utf8.count
        #expect(RuleExampleTests.findingStarts(RuleExampleTests.multibytePrefix + text, id: id, settings: settings)
            == markers.sorted().map { $0 + shift })

        if testCase.triggers {
            let suppressed = "// tabspec:disable \(id)\n" + text
            let document = SpecDocument(path: "example.tabspec", text: suppressed)
            let diagnostics = Linter(settings: settings).lint(document)
            #expect(!diagnostics.contains { $0.id == id }, "the suppression must silence every finding")
            // The suppression was used, so it is not reported.
            #expect(!diagnostics.contains { $0.id == .unusedSuppression && document.source.location(of: $0.range.start).line == 1 })
        }
    }

    @Test func everyRuleHasExamplesOfBothKinds() {
        for rule in Linter.rules {
            #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    @Test func markersAreRemovedAndCountedInBytes() {
        let example: RuleExample = "ä↓b ↓日"
        #expect(example.unmarked.text == "äb 日")
        #expect(example.unmarked.markers == [2, 4])
    }
}
