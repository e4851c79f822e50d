import Testing
@testable import TabSpecCore

/// ``KeptEdits`` answers exactly what comparing with every kept edit answers, for short, long and empty edits.
@Suite("Kept Fix-It edits")
struct KeptEditsTests {
    @Test func answersAsTheLinearScanDoes() {
        var random = SplitMix64(seed: 16)
        var kept = KeptEdits()
        var all: [SourceRange] = []
        var conflicts = 0
        for _ in 0..<4000 {
            let start = Int.random(in: 0...20_000, using: &random)
            let length = [0, 1, 3, 40, 511, 512, 513, 2000][Int.random(in: 0..<8, using: &random)]
            let range = SourceRange(start: start, end: start + length)
            let expected = all.contains { Diagnostic.conflict(range, $0) }
            #expect(kept.conflicts(with: range) == expected, "\(range)")
            if expected { conflicts += 1 } else {
                kept.insert(range)
                all.append(range)
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(conflicts > 1000)
        #expect(all.count > 500)
    }

    @Test func edgesOfBucketsAndEmptyEdits() {
        var kept = KeptEdits()
        kept.insert(SourceRange(start: 60, end: 70))
        kept.insert(SourceRange(at: 200))
        kept.insert(SourceRange(start: 1000, end: 3000))
        #expect(kept.conflicts(with: SourceRange(at: 70)))
        #expect(!kept.conflicts(with: SourceRange(start: 70, end: 80)))
        #expect(kept.conflicts(with: SourceRange(start: 69, end: 80)))
        #expect(kept.conflicts(with: SourceRange(start: 190, end: 200)))
        #expect(!kept.conflicts(with: SourceRange(start: 201, end: 210)))
        #expect(kept.conflicts(with: SourceRange(at: 2999)))
        #expect(kept.conflicts(with: SourceRange(start: 2990, end: 5000)))
        #expect(!kept.conflicts(with: SourceRange(start: 3000, end: 5000)))
    }
}
