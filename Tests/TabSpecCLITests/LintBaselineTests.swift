import Foundation
import Testing

/// A spec likely to draw lint warnings once rules exist (repeated symbols, tabs without a label).
private let lintedSpec = """
    tabbar Main {
        tab home { symbol: "house" }
        tab feed { symbol: "house" }
        tab news { symbol: "newspaper", title: "News" }
    }

    """

/// The same spec with lines inserted above and one more problem below.
private let changedSpec = """
    // The main tabs.

    palette {
        brand: #FF6600
    }

    tabbar Main {
        tab home { symbol: "house" }
        tab feed { symbol: "house" }
        tab news { symbol: "newspaper", title: "News" }
        tab more { symbol: "newspaper" }
    }

    """

@Suite("lint baselines")
struct LintBaselineTests {
    /// `(id, message with digits masked)` of each finding of a `json` run.
    private func findings(_ result: TabspecResult) throws -> [String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return array.map { finding in
            let message = (finding["message"] as? String ?? "").replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression)
            return "\(finding["id"] as? String ?? "") \(message)"
        }
    }

    @Test func aBaselineHidesKnownFindingsAndReportsNewOnes() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory(".git")
        try tree.write("Specs/Tab.tabspec", lintedSpec)
        let before = try findings(try TabspecProcess.run(["lint", "--reporter", "json", "Specs"], in: tree.root))
        let write = try TabspecProcess.run(["lint", "--reporter", "json", "--write-baseline", "baseline.json", "Specs"], in: tree.root)
        #expect(write.status == 0)
        #expect(try findings(write).isEmpty)
        #expect(write.stderr == "0 errors, 0 warnings in 1 file; recorded \(before.count) finding\(before.count == 1 ? "" : "s") in baseline 'baseline.json'\n")
        let baseline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: tree.root + "/baseline.json"))) as? [String: Any])
        #expect(baseline["version"] as? Int == 1)
        let entries = try #require(baseline["findings"] as? [[String: Any]])
        #expect(entries.reduce(0) { $0 + ($1["count"] as? Int ?? 0) } == before.count)
        #expect(entries.allSatisfy { $0["file"] as? String == "Specs/Tab.tabspec" })

        try tree.write("Specs/Tab.tabspec", changedSpec)
        let all = try findings(try TabspecProcess.run(["lint", "--reporter", "json", "Specs"], in: tree.root))
        let filtered = try TabspecProcess.run(["lint", "--reporter", "json", "--baseline", "baseline.json", "./Specs"], in: tree.root)
        var expected = all
        for known in before {
            if let index = expected.firstIndex(of: known) { expected.remove(at: index) }
        }
        #expect(try findings(filtered) == expected)
        // Exactly the new tab's two problems, although every line moved down by six.
        #expect(before.count == 3)
        #expect(try findings(filtered) == [
            "missing-accessibility-label tab 'more' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('newspaper')",
            "duplicate-symbol tab 'more' uses the same symbol 'newspaper' as tab 'news'",
        ])
        #expect(filtered.stderr == "0 errors, 2 warnings in 1 file; 3 findings recorded in baseline 'baseline.json' not shown\n")
        #expect(filtered.status == 0)
    }

    @Test func languageErrorsAreNeverBaselined() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Bad.tabspec", "tabbar Tab {\n    tintColour: red\n    tab a { title: \"A\" }\n}\n")
        let write = try TabspecProcess.run(["lint", "--reporter", "xcode", "--write-baseline", "b.json", "Bad.tabspec"], in: tree.root)
        #expect(write.status == 1)
        #expect(write.stdout == "Bad.tabspec:2:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]\n")
        #expect(write.stderr == "1 error, 0 warnings in 1 file; recorded 0 findings in baseline 'b.json'\n")
        #expect(try String(contentsOfFile: tree.root + "/b.json", encoding: .utf8) == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        let forged = "{\"version\": 1, \"findings\": [{\"file\": \"Bad.tabspec\", \"rule\": \"unknown-key\", \"fingerprint\": \"0000000000000000\"}]}"
        try tree.write("forged.json", forged)
        let filtered = try TabspecProcess.run(["lint", "--baseline", "forged.json", "Bad.tabspec"], in: tree.root)
        #expect(filtered.status == 1)
        #expect(filtered.stderr == "1 error, 0 warnings in 1 file\n")
    }

    @Test func unreadableMalformedAndUnwritableBaselines() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Tab.tabspec", validSpec)
        try tree.write("bad.json", "{\"version\": 1, \"findings\": [")
        let missing = try TabspecProcess.run(["lint", "--baseline", "nope.json", "Tab.tabspec"], in: tree.root)
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: cannot read 'nope.json': No such file or directory\n")
        let malformed = try TabspecProcess.run(["lint", "--baseline", "bad.json", "Tab.tabspec"], in: tree.root)
        #expect(malformed.status == 1)
        #expect(malformed.stdout == "")
        #expect(malformed.stderr == "Error: invalid baseline 'bad.json': not valid JSON: 1:29: unexpected end of input; expected a value\n")
        let unwritable = try TabspecProcess.run(["lint", "--write-baseline", "no/dir/b.json", "Tab.tabspec"], in: tree.root)
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("Error: cannot write 'no/dir/b.json': "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted() == ["Tab.tabspec", "bad.json"])
        // A run that could not read every input writes no baseline.
        let incomplete = try TabspecProcess.run(["lint", "--write-baseline", "c.json", "Tab.tabspec", "Gone.tabspec"], in: tree.root)
        #expect(incomplete.status == 66)
        #expect(incomplete.stderr == "Error: no such file or directory: 'Gone.tabspec'\n")
        try tree.makeDirectory("locked")
        try tree.write("locked/Tab.tabspec", validSpec)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.root + "/locked/Tab.tabspec")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: tree.root + "/locked/Tab.tabspec") }
        if access(tree.root + "/locked/Tab.tabspec", R_OK) != 0 {  // root can read anything
            let unread = try TabspecProcess.run(["lint", "--write-baseline", "c.json", "Tab.tabspec", "locked"], in: tree.root)
            #expect(unread.status == 66)
            #expect(unread.stderr.contains("Error: baseline 'c.json' not written: some inputs could not be read\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: tree.root + "/c.json"))
        // Writing a baseline does not read the old one (refreshing works before the first baseline exists).
        let refresh = try TabspecProcess.run(["lint", "--baseline", "b.json", "--write-baseline", "b.json", "Tab.tabspec"], in: tree.root)
        #expect(refresh.status == 0)
        #expect(FileManager.default.fileExists(atPath: tree.root + "/b.json"))
    }
}
