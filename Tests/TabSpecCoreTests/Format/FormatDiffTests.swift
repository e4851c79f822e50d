import Testing
@testable import TabSpecCore

/// The unified diff `format --check` prints: byte-for-byte what GNU `diff -u` prints (cases recorded from
/// it), and on pseudo-random texts a patch that turns the old text into the new one.
@Suite("Format diff")
struct FormatDiffTests {
    private func hunks(_ old: String, _ new: String) -> String {
        let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
        #expect(diff.hasPrefix("--- a/x\n+++ b/x\n"))
        return String(diff.dropFirst("--- a/x\n+++ b/x\n".count))
    }

    private func numbered(_ changed: Set<Int>) -> String {
        (1...20).map { changed.contains($0) ? "L\($0)\n" : "l\($0)\n" }.joined()
    }

    @Test func equalTextsGiveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldName: "a/x", newName: "b/x") == "")
        #expect(UnifiedDiff.render(old: "", new: "", oldName: "a/x", newName: "b/x") == "")
    }

    @Test func matchesGNUDiff() {
        #expect(hunks("a\nb\nc", "a\nB\nc\nd\n") == "@@ -1,3 +1,4 @@\n a\n-b\n-c\n\\ No newline at end of file\n+B\n+c\n+d\n")
        #expect(hunks("", "x\ny\n") == "@@ -0,0 +1,2 @@\n+x\n+y\n")
        #expect(hunks("x\ny\n", "") == "@@ -1,2 +0,0 @@\n-x\n-y\n")
        #expect(hunks("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\nX\ne\nf\ng\nh\n") == "@@ -2,6 +2,7 @@\n b\n c\n d\n+X\n e\n f\n g\n")
        #expect(hunks("a\r\nb\r\n", "a\nb\n") == "@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b\n")
        #expect(hunks("a\n", "b\n") == "@@ -1 +1 @@\n-a\n+b\n")
    }

    @Test func changesSixLinesApartShareAHunkSevenDoNot() {
        #expect(hunks(numbered([]), numbered([5, 12])) == "@@ -2,14 +2,14 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n l9\n l10\n l11\n-l12\n+L12\n l13\n l14\n l15\n")
        #expect(hunks(numbered([]), numbered([5, 13])) == "@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n@@ -10,7 +10,7 @@\n l10\n l11\n l12\n-l13\n+L13\n l14\n l15\n l16\n")
    }

    @Test func patchesReproduceTheNewText() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let old = randomText(&generator)
            let new = randomText(&generator)
            let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
            #expect((diff == "") == (old == new))
            guard diff != "" else { continue }
            #expect(apply(diff, to: old) == new, "old: \(old.debugDescription) new: \(new.debugDescription)\n\(diff)")
        }
    }

    @Test func largeDifferencesFallBackToReplacingTheMiddle() {
        let old = (0..<3000).map { "old \($0)\n" }.joined()
        let new = (0..<3000).map { "new \($0)\n" }.joined()
        let diff = UnifiedDiff.render(old: old, new: new, oldName: "a/x", newName: "b/x")
        #expect(diff.hasPrefix("--- a/x\n+++ b/x\n@@ -1,3000 +1,3000 @@\n"))
        #expect(apply(diff, to: old) == new)
    }

    // MARK: Helpers

    /// A few lines from a small alphabet (so lines repeat), sometimes without a final newline.
    private func randomText(_ generator: inout SplitMix64) -> String {
        let count = Int(generator.next() % 12)
        var text = (0..<count).map { _ in ["a", "b", "c", "d", ""][Int(generator.next() % 5)] + "\n" }.joined()
        if generator.next() % 4 == 0 { text += "z" }
        return text
    }

    /// Applies a unified diff (as `patch` would, without fuzz) to `old`.
    private func apply(_ diff: String, to old: String) -> String? {
        // The old text's lines with their `\n` (the last one may lack it).
        var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if let last = oldLines.last {
            oldLines.removeLast()
            if last != "\n" { oldLines.append(String(last.dropLast())) }
        }
        var output: [String] = []
        var next = 0
        var entries = Array(diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst(2))
        if entries.last == "" { entries.removeLast() }
        var index = 0
        while index < entries.count {
            let header = entries[index]
            guard header.hasPrefix("@@ -") else { return nil }
            let oldPart = header.dropFirst(4).prefix { $0 != " " }
            let start = Int(oldPart.split(separator: ",")[0]) ?? 0
            let count = oldPart.contains(",") ? Int(oldPart.split(separator: ",")[1]) ?? 0 : 1
            let first = count == 0 ? start : start - 1
            while next < first {
                output.append(oldLines[next])
                next += 1
            }
            index += 1
            while index < entries.count, !entries[index].hasPrefix("@@") {
                let line = entries[index]
                let unterminated = index + 1 < entries.count && entries[index + 1] == "\\ No newline at end of file"
                let text = String(line.dropFirst()) + (unterminated ? "" : "\n")
                switch line.first {
                case " ":
                    guard next < oldLines.count, oldLines[next] == text else { return nil }
                    output.append(text)
                    next += 1
                case "-":
                    guard next < oldLines.count, oldLines[next] == text else { return nil }
                    next += 1
                case "+":
                    output.append(text)
                default:
                    return nil
                }
                index += unterminated ? 2 : 1
            }
        }
        output += oldLines[next...]
        return output.joined()
    }
}
