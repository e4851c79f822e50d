import Foundation
import Testing

/// A scratch directory tree for one test, removed afterwards.
struct ScratchTree {
    let root: String

    init() throws {
        root = try TabspecProcess.temporaryDirectory()
    }

    /// Writes `text` at `path` (relative to the root), creating directories.
    func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// Creates a directory (relative to the root).
    func makeDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// A valid spec.
let validSpec = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Home\" }\n    tab search { symbol: \"magnifyingglass\", title: \"Search\" }\n}\n"
/// A configuration file with one error (on line 2, column 14).
let brokenConfiguration = "lint {\n    devices: iphone-61\n}\n"

@Suite("lint configuration")
struct LintConfigurationTests {
    @Test func theNearestConfigurationAboveTheSpecApplies() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory("repo/.git")
        try tree.write("repo/.tabspec", brokenConfiguration)
        try tree.write("repo/Specs/Nested/Tab.tabspec", validSpec)
        let result = try TabspecProcess.run(["lint", "Specs/Nested/Tab.tabspec"], in: tree.root + "/repo")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            .tabspec:2:14: error: unknown device 'iphone-61' in 'devices'; did you mean 'iphone-11' or 'iphone-16'? [invalid-value]
              1 │ lint {
              2 │     devices: iphone-61
                │              ^~~~~~~~~
            Error: configuration file '.tabspec' has 1 error; no spec was checked

            """)
        // From elsewhere, the path is shown as found.
        let fromSpecs = try TabspecProcess.run(["lint", "Nested"], in: tree.root + "/repo/Specs")
        #expect(fromSpecs.status == 1)
        #expect(fromSpecs.stderr.hasPrefix(tree.root + "/repo/.tabspec:2:14: error: unknown device 'iphone-61'"))
        // A closer, valid configuration wins.
        try tree.write("repo/Specs/.tabspec", "lint {\n    orientations: portrait\n}\n")
        let closer = try TabspecProcess.run(["lint", "Specs/Nested/Tab.tabspec"], in: tree.root + "/repo")
        #expect(closer.status == 0)
        #expect(closer.stderr == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write(".tabspec", brokenConfiguration)
        try tree.write("repo/.git", "gitdir: /elsewhere/worktrees/repo\n")  // a worktree's .git is a file
        try tree.write("repo/Tab.tabspec", validSpec)
        try tree.makeDirectory("plain")
        try tree.write("plain/Tab.tabspec", validSpec)
        let inRepo = try TabspecProcess.run(["lint", "repo/Tab.tabspec"], in: tree.root)
        #expect(inRepo.status == 0)
        let outside = try TabspecProcess.run(["lint", "plain/Tab.tabspec"], in: tree.root)
        #expect(outside.status == 1)
        #expect(outside.stderr.hasPrefix(".tabspec:2:14: error: unknown device 'iphone-61'"))
    }

    @Test func eachDirectoryHasItsOwnConfigurationAndADirectoryNamedTabspecIsSkipped() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory(".git")
        try tree.write("good/.tabspec", "lint {\n    devices: iphone-16\n}\ncompile {\n    accessLevel: public\n}\n")
        try tree.write("good/Tab.tabspec", validSpec)
        try tree.write("bad/.tabspec", "lint {\n    disable: invalid-value\n}\n")
        try tree.write("bad/Tab.tabspec", validSpec)
        try tree.makeDirectory("skipped/.tabspec")
        try tree.write("skipped/Tab.tabspec", validSpec)
        #expect(try TabspecProcess.run(["lint", "good", "skipped"], in: tree.root).status == 0)
        let both = try TabspecProcess.run(["lint", "--reporter", "json", "."], in: tree.root)
        #expect(both.status == 1)
        #expect(both.stdout == "")
        #expect(both.stderr.hasPrefix("bad/.tabspec:2:14: error: 'invalid-value' in 'disable' is a language error, not a lint rule;"))
        #expect(both.stderr.hasSuffix("Error: configuration file 'bad/.tabspec' has 1 error; no spec was checked\n"))
        #expect(!both.stderr.contains("good/.tabspec"))
    }

    @Test func anExplicitConfigurationReplacesTheSearch() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory(".git")
        try tree.write(".tabspec", brokenConfiguration)
        try tree.write("ci.tabspec-config", "lint {\n    orientations: portrait\n    deploymentTarget: 16.4.1\n}\n")
        try tree.write("Tab.tabspec", validSpec)
        let explicit = try TabspecProcess.run(["lint", "--config", "ci.tabspec-config", "Tab.tabspec"], in: tree.root)
        #expect(explicit.status == 0)
        let missing = try TabspecProcess.run(["lint", "--config", "nope", "Tab.tabspec"], in: tree.root)
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: cannot read 'nope': No such file or directory\n")
        let broken = try TabspecProcess.run(["lint", "--config", ".tabspec", "-"], input: validSpec, in: tree.root)
        #expect(broken.status == 1)
    }

    @Test func standardInputUsesTheWorkingDirectorysConfiguration() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory(".git")
        try tree.write(".tabspec", "lint {\n    orientation: portrait\n}\n")
        let result = try TabspecProcess.run(["lint", "-"], input: validSpec, in: tree.root)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(".tabspec:2:5: error: unknown key 'orientation' in 'lint'; did you mean 'orientations'? [unknown-key]\n"))
    }

    @Test func badFlagValuesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--devices", "iphone-61"], "Error: unknown device 'iphone-61' in '--devices'; did you mean 'iphone-11' or 'iphone-16'?\n"),
            (["--devices", "iphone-16,pixel-9"],
             "Error: unknown device 'pixel-9' in '--devices'; expected device slugs such as 'iphone-16' (see 'tabspec devices')\n"),
            (["--devices", "iphone-16,"],
             "Error: invalid value 'iphone-16,' for '--devices'; expected device slugs such as 'iphone-16' (see 'tabspec devices')\n"),
            (["--orientations", "portait"], "Error: unknown orientation 'portait' in '--orientations'; did you mean 'portrait'?\n"),
            (["--ios", "seventeen"], "Error: invalid value 'seventeen' for '--ios'; expected an iOS version such as '16.0' or '17.2'\n"),
            (["--reporter", "sarf"], "Error: invalid value 'sarf' for '--reporter'; expected 'human', 'xcode', 'json', 'github', 'sarif' or 'junit'; did you mean 'sarif'?\n"),
        ]
        for (flags, message) in cases {
            let result = try TabspecProcess.run(["lint"] + flags + ["Specs"])
            #expect(result.status == 64, "\(flags)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix(message), "\(flags)")
        }
        let valid = try TabspecProcess.run(["lint", "--devices", "iphone-se-3, ipad-pro-11", "--orientations", "landscape,portrait",
                                            "--ios", "16.4", "Specs"])
        #expect(valid.status == 0)
        #expect(valid.stderr == "0 errors, 10 warnings in 4 files\n")
    }

    @Test func helpDescribesEveryOption() throws {
        let help = try TabspecProcess.run(["help", "lint"])
        #expect(help.stdout.contains("USAGE: tabspec lint <inputs> [--reporter human|xcode|json|github|sarif|junit] [--strict] [--devices a,b] [--orientations portrait,landscape] [--ios VERSION] [--compatibility] [--sdk VERSION] [--catalog FILE]... [--languages a,b] [--assets FOLDER]... [--config FILE] [--baseline FILE] [--write-baseline FILE]\n"))
        for option in ["--reporter <reporter>", "--strict", "--devices <slugs>", "--orientations <list>", "--ios <version>",
                       "--compatibility", "--sdk <version>", "--catalog <file>", "--languages <list>", "--assets <folder>", "--config <file>", "--baseline <file>", "--write-baseline <file>"] {
            #expect(help.stdout.contains("\n  \(option)"), "\(option)")
        }
        #expect(help.stdout.contains("CONFIGURATION:"))
        #expect(help.stdout.contains("EXIT STATUS:"))
    }
}
