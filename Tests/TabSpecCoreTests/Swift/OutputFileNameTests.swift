@testable import TabSpecCore
import Testing

/// How generated files are named, and when two specs would write one file (the build plugin mirrors both).
@Suite("Output file names")
struct OutputFileNameTests {
    @Test(arguments: [
        ("Specs/Tab.tabspec", "Tab.swift"),
        ("Tab.tabspec", "Tab.swift"),
        ("a/b/a.b.tabspec", "a.b.swift"),
        ("Tab.TABSPEC", "Tab.swift"),
        ("Specs/.tabspec", ".tabspec.swift"),
        (".hidden.tabspec", ".hidden.swift"),
        ("..tabspec", "..swift"),
        ("Tab", "Tab.swift"),
        ("dir.v2/Tab", "Tab.swift"),
        ("Main Tabs.tabspec", "Main Tabs.swift"),
        ("Täb.tabspec", "Täb.swift"),
    ])
    func theOutputIsTheFileNameWithoutItsLastExtension(_ path: String, _ fileName: String) {
        #expect(OutputFileName.swiftFile(forSpecPath: path) == fileName)
    }

    @Test func specsWithTheSameBaseNameCollide() {
        #expect(OutputFileName.firstCollision(among: ["A/Tab.tabspec", "B/Other.tabspec"]) == nil)
        let same = OutputFileName.firstCollision(among: ["A/Tab.tabspec", "B/Other.tabspec", "C/Tab.tabspec"])
        #expect(same == OutputFileName.Collision(first: "A/Tab.tabspec", firstFileName: "Tab.swift",
                                                 second: "C/Tab.tabspec", secondFileName: "Tab.swift"))
        #expect(same?.message { "Out/" + $0 } == "'A/Tab.tabspec' and 'C/Tab.tabspec' would both generate 'Out/Tab.swift'; rename one spec")
    }

    @Test func namesThatDifferOnlyInCaseOrCompositionCollide() {
        let cased = OutputFileName.firstCollision(among: ["A/Tab.tabspec", "B/tab.tabspec"])
        #expect(cased?.message { $0 } == "'A/Tab.tabspec' and 'B/tab.tabspec' would generate 'Tab.swift' and 'tab.swift', "
            + "one file on a case-insensitive file system; rename one spec")
        #expect(OutputFileName.firstCollision(among: ["A/Tab.tabspec", "B/Tab.TABSPEC"])?.secondFileName == "Tab.swift")
        // "é" composed and decomposed: one name to the file system and to Swift's string comparison.
        #expect(OutputFileName.firstCollision(among: ["A/Caf\u{E9}.tabspec", "B/Cafe\u{301}.tabspec"]) != nil)
    }
}
