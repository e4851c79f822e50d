import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try TabspecProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "tabspec \(Release.version)\n")
        let help = try TabspecProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Compile, lay out, render and lint declarative tab-bar specs (.tabspec).\n\nUSAGE: tabspec <command> [options] <inputs>\n"))
        #expect(help.stdout.contains("\n  lint" + String(repeating: " ", count: 22) + "Check specs for language errors and lint problems.\n"))
        let lintHelp = try TabspecProcess.run(["help", "lint"])
        #expect(lintHelp.status == 0)
        #expect(lintHelp.stdout.hasPrefix("OVERVIEW: Check specs for language errors and lint problems.\n\nUSAGE: tabspec lint <inputs>"))
        #expect(lintHelp.stdout.contains("\nARGUMENTS:\n") && lintHelp.stdout.contains("\nOPTIONS:\n"))
        #expect(try TabspecProcess.run(["lint", "--help"]).stdout == lintHelp.stdout)
    }

    @Test func noArgumentsIsAUsageError() throws {
        let result = try TabspecProcess.run([])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("OVERVIEW:"))
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let result = try TabspecProcess.run(["lnt", "Specs"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown command 'lnt'; did you mean 'lint'?\nUsage: tabspec <command>"))
    }

    @Test func unknownOptionIsAUsageErrorWithUsage() throws {
        let result = try TabspecProcess.run(["lint", "--reportr", "json", "Specs"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: unknown option '--reportr'; did you mean '--reporter'?\nUsage: tabspec lint <inputs> [--reporter human|xcode|json|github|sarif|junit] [--strict] [--devices a,b] [--orientations portrait,landscape] [--ios VERSION] [--compatibility] [--sdk VERSION] [--catalog FILE]... [--languages a,b] [--assets FOLDER]... [--config FILE] [--baseline FILE] [--write-baseline FILE]\nSee 'tabspec help lint'.\n")
    }

    @Test func badOptionValueIsAUsageError() throws {
        let result = try TabspecProcess.run(["lint", "--reporter", "jsno", "Specs"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: invalid value 'jsno' for '--reporter'; expected 'human', 'xcode', 'json', 'github', 'sarif' or 'junit'; did you mean 'json'?\n"))
    }

    @Test func missingInputExits66() throws {
        let result = try TabspecProcess.run(["lint", "Specs/NoSuch.tabspec"])
        #expect(result.status == 66)
        #expect(result.stderr == "Error: no such file or directory: 'Specs/NoSuch.tabspec'\n")
    }

    @Test func bundledSpecsLintClean() throws {
        let result = try TabspecProcess.run(["lint", "Specs"])
        #expect(result.status == 0)
        #expect(result.stderr.hasSuffix("0 errors, 10 warnings in 4 files\n"))
    }

    @Test func lintReportsErrorsInXcodeFormatWhenPiped() throws {
        let result = try TabspecProcess.run(["lint", "-"], input: "tabbar T {\n    tintColour: red\n    tab a { title: \"A\" }\n}\n")
        #expect(result.status == 1)
        #expect(result.stdout == "<stdin>:2:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]\n")
        #expect(result.stderr == "1 error, 0 warnings in 1 file\n")
    }

    @Test func lintJSONReporterIsParseable() throws {
        let result = try TabspecProcess.run(["lint", "--reporter", "json", "-"], input: "tabbar T {\n    kind: sytem\n    tab a { title: \"A\" }\n}\n")
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(first["id"] as? String == "invalid-value")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 11)
        #expect(first["endColumn"] as? Int == 16)
        #expect(first["severity"] as? String == "error")
        #expect(((first["fixIts"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]])?.first?["replacement"] as? String == "system")
    }

    @Test func directoriesAreSearchedRecursivelyInSortedOrder() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/b/nested", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.hidden", withIntermediateDirectories: true)
        let bad = "tabbar T {\n    tab a { title: \"A\", x: 1 }\n}\n"
        for path in ["/z.tabspec", "/b/nested/y.tabspec", "/a.tabspec", "/.hidden/x.tabspec", "/notes.txt"] {
            try bad.write(toFile: directory + path, atomically: true, encoding: .utf8)
        }
        let result = try TabspecProcess.run(["lint", "--reporter", "xcode", "."], in: directory)
        #expect(result.status == 1)
        let files = result.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] }
        #expect(files == ["./a.tabspec", "./b/nested/y.tabspec", "./z.tabspec"])
        #expect(result.stderr == "3 errors, 0 warnings in 3 files\n")
    }
}
