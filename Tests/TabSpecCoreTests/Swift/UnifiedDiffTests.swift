import Foundation
@testable import TabSpecCore
import Testing

/// `UnifiedDiff.render` produces `diff -u` text.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldName: "a/x", newName: "b/x") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.render(old: old, new: new, oldName: "a/Tab.swift", newName: "b/Tab.swift") == """
        --- a/Tab.swift
        +++ b/Tab.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        var newLines = (1...20).map { "\($0)" }
        newLines.remove(at: 1)
        newLines.insert("18.5", at: 17)
        let new = newLines.map { $0 + "\n" }.joined()
        #expect(UnifiedDiff.render(old: old, new: new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,5 +1,4 @@
         1
        -2
         3
         4
         5
        @@ -16,5 +15,6 @@
         16
         17
         18
        +18.5
         19
         20

        """)
    }

    @Test func newFileComesFromDevNull() {
        #expect(UnifiedDiff.render(old: "", new: "a\nb\n", oldName: "/dev/null", newName: "b/T.swift") == """
        --- /dev/null
        +++ b/T.swift
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(UnifiedDiff.render(old: "a\nb", new: "a\nb\n", oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +b

        """)
    }
}
