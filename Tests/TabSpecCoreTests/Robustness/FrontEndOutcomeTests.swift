import Testing
@testable import TabSpecCore

/// The front end still gives, on every input of ``EquivalenceCorpus``, what it gave when it replaced the old
/// one — and there, each input gave what the old front end gave, or differed by listed exactness changes
/// only (``FrontEndOutcomes``).
@Suite("Front end outcomes")
struct FrontEndOutcomeTests {
    @Test func everyInputGivesWhatItGaveAtTheSwitch() {
        let recorded = FrontEndOutcomes.recorded()
        #expect(recorded.count >= 1600)
        var compared = 0
        var changedInputs: [String] = []
        for input in EquivalenceCorpus.all {
            guard let outcome = recorded[input.name] else { continue }
            guard outcome.input == FrontEndOutcomes.digest(input.bytes) else {
                changedInputs.append(input.name)
                continue
            }
            compared += 1
            let analysis = SpecDocument(source: SourceFile(path: "input.tabspec", bytes: input.bytes))
            let digest = FrontEndOutcomes.digest(tabBars: analysis.tabBars, compile: analysis.compile, comments: analysis.comments,
                                                 diagnostics: analysis.diagnostics)
            #expect(digest == outcome.new, Comment(rawValue: "\(input.name) (\(outcome.outcome))"))
            // Recorded: identical to the old front end, or a listed difference.
            #expect((outcome.outcome == "identical") == (outcome.old == outcome.new), Comment(rawValue: input.name))
            let changes = outcome.outcome.split(separator: "+").map(String.init)
            #expect(outcome.outcome == "identical" || changes.allSatisfy { ExactnessChange(rawValue: $0) != nil }, Comment(rawValue: input.name))
        }
        // A checked-in spec the tests use may change; the generated inputs and the fuzz regressions do not.
        #expect(compared * 10 >= recorded.count * 9, Comment(rawValue: "inputs changed since: \(changedInputs.prefix(10))"))
    }
}
