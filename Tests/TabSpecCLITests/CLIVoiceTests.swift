import Testing

/// Issue 11's "one CLI voice": every command's help has the same sections, every run over specs ends with
/// one summary line of the same shape on stderr, and option values are refused in the spec errors' words.
@Suite("One CLI voice")
struct CLIVoiceTests {
    /// Every command, as `tabspec --help` lists them.
    static let commands = ["compile", "lint", "frames", "render", "devices", "format", "strings", "symbols", "rules", "lsp", "help"]

    @Test(arguments: commands)
    func everyHelpHasTheSameSectionsInTheSameOrder(_ command: String) throws {
        let help = try TabspecProcess.run(["help", command])
        #expect(help.status == 0)
        #expect(help.stderr == "")
        let headers = help.stdout.split(separator: "\n").filter { line in
            ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:"].contains { line.hasPrefix($0) }
        }.map { String($0.prefix { $0 != ":" }) }
        #expect(headers == ["OVERVIEW", "USAGE", "ARGUMENTS", "OPTIONS", "EXIT STATUS"])
        // EXIT STATUS is last and starts with success; every command may end with a usage error.
        let exitStatus = try #require(help.stdout.components(separatedBy: "\nEXIT STATUS:\n").last)
        #expect(exitStatus.hasPrefix("  0     "))
        #expect(exitStatus.contains("\n  64    usage error"))
        #expect(help.stdout.hasSuffix("\n"))
        #expect(try TabspecProcess.run([command, "--help"]).stdout == help.stdout)
    }

    @Test func theExitStatusSectionListsEachCodeOnItsOwnRow() throws {
        let help = try TabspecProcess.run(["help", "rules"])
        #expect(help.stdout.hasSuffix("""

            ARGUMENTS:
              (none)

            OPTIONS:
              --format <format>         table (default), markdown (as docs/Rules.md, with examples) or json.
              -h, --help                Show help information.

            EXIT STATUS:
              0     success
              64    usage error
              73    standard output cannot be written

            """))
    }

    @Test(arguments: [
        (["frames", "Specs/CustomTabView.tabspec"], "0 errors, 0 warnings in 1 file; 1 tab bar laid out on iphone-16, portrait, iOS 18.0\n"),
        (["frames", "Specs/CustomTabView.tabspec", "--width", "320", "--height", "568", "--landscape", "--ios", "26"],
         "0 errors, 0 warnings in 1 file; 1 tab bar laid out on 568×320 pt, landscape, iOS 26.0\n"),
        (["render", "Specs/CustomTabView.tabspec", "-o", "-"],
         "0 errors, 0 warnings in 1 file; 1 tab bar drawn on iphone-16, portrait, iOS 18.0 to standard output\n"),
        (["compile", "Specs", "--stdout"], "0 errors, 0 warnings in 4 files; 4 generated files printed\n"),
        (["format", "Specs/CustomTabView.tabspec"], "0 errors, 0 warnings in 1 file; 1 file formatted to standard output\n"),
        (["format", "--check", "Specs"], "0 errors, 0 warnings in 4 files; 4 files already formatted\n"),
        (["lint", "--reporter", "xcode", "--devices", "iphone-16", "Specs/CustomTabView.tabspec"], "0 errors, 7 warnings in 1 file\n"),
    ])
    func everyRunEndsWithOneSummaryLine(_ arguments: [String], _ summary: String) throws {
        let result = try TabspecProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == summary)
    }

    @Test func aSpecWithErrorsEndsEveryCommandWithTheSameCounts() throws {
        let spec = "tabbar T {\n    tintColour: red\n    tab a { title: \"A\" }\n}\n"
        let error = "<stdin>:2:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]\n"
        for arguments in [["frames", "-"], ["render", "-", "-o", "-"], ["compile", "-", "--stdout"]] {
            let result = try TabspecProcess.run(arguments, input: spec)
            #expect(result.status == 1)
            #expect(result.stdout == "")
            let done = arguments[0] == "compile" ? "; 0 generated files printed" : ""
            #expect(result.stderr == error + "1 error, 0 warnings in 1 file\(done)\n", "\(arguments)")
        }
    }

    @Test func optionValuesAreRefusedInTheSpecErrorsWords() throws {
        let far = try TabspecProcess.run(["devices", "--format", "xml"])
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("Error: invalid value 'xml' for '--format'; expected 'table' or 'json'\nUsage: tabspec devices"))
        let close = try TabspecProcess.run(["frames", "Specs/CustomTabView.tabspec", "--format", "jsn"])
        #expect(close.status == 64)
        #expect(close.stderr.hasPrefix("Error: invalid value 'jsn' for '--format'; expected 'table', 'json' or 'csv'; did you mean 'json'?\n"))
    }
}
