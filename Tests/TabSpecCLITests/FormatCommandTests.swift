import Foundation
import Testing

/// `tabspec format` as a user runs it: standard output, `--check` (diff, exit 1), `--in-place` (only changed
/// files rewritten), refusals of broken files, and the usage errors.
@Suite("Format command")
struct FormatCommandTests {
    static let messy = "tabbar T{\n  height:49\n  tab a{title:\"A\"}, tab bb { title: \"B\" }\n}\n"
    static let formatted = "tabbar T {\n    height: 49\n    tab a  { title: \"A\" }\n    tab bb { title: \"B\" }\n}\n"

    /// A fresh directory holding `files` (name → text).
    private func directory(_ files: [String: String]) throws -> String {
        let path = try TabspecProcess.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    private func bytes(_ path: String) -> Data {
        (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
    }

    private func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    @Test func helpDescribesTheCommand() throws {
        let overview = try TabspecProcess.run(["--help"])
        #expect(overview.stdout.contains("\n  format" + String(repeating: " ", count: 20) + "Format specs in the canonical style, keeping every comment.\n"))
        let help = try TabspecProcess.run(["help", "format"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Format specs in the canonical style, keeping every comment.\n\nUSAGE: tabspec format <inputs> [--check] [--in-place]\n"))
        #expect(help.stdout.contains("  --check ") && help.stdout.contains("  -i, --in-place "))
    }

    @Test func formatsOneFileToStandardOutput() throws {
        let dir = try directory(["messy.tabspec": Self.messy])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try TabspecProcess.run(["format", "messy.tabspec"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout == Self.formatted)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; 1 file formatted to standard output\n")
        #expect(bytes(dir + "/messy.tabspec") == Data(Self.messy.utf8))
    }

    @Test func formatsStandardInput() throws {
        let result = try TabspecProcess.run(["format", "-"], input: Self.messy)
        #expect(result.status == 0)
        #expect(result.stdout == Self.formatted)
        let inPlace = try TabspecProcess.run(["format", "--in-place", "-"], input: Self.messy)
        #expect(inPlace.status == 0)
        #expect(inPlace.stdout == Self.formatted)
    }

    @Test func bundledSpecsPassTheCheck() throws {
        let result = try TabspecProcess.run(["format", "--check", "Specs"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "0 errors, 0 warnings in 4 files; 4 files already formatted\n")
    }

    @Test func checkPrintsAUnifiedDiffAndExits1() throws {
        let dir = try directory(["good.tabspec": Self.formatted, "messy.tabspec": Self.messy])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try TabspecProcess.run(["format", "--check", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == """
            --- a/./messy.tabspec
            +++ b/./messy.tabspec
            @@ -1,4 +1,5 @@
            -tabbar T{
            -  height:49
            -  tab a{title:"A"}, tab bb { title: "B" }
            +tabbar T {
            +    height: 49
            +    tab a  { title: "A" }
            +    tab bb { title: "B" }
             }

            """)
        #expect(result.stderr == "0 errors, 0 warnings in 2 files; 1 file not formatted, 1 already formatted; run 'tabspec format --in-place' to format\n")
        #expect(bytes(dir + "/messy.tabspec") == Data(Self.messy.utf8))
    }

    @Test func checkShowsOnlyChangedLinesWithThreeLinesOfContext() throws {
        let lines = ["tabbar T {", "    kind: custom", "    height: 49", "    iconSize: 30", "    titleSpacing: 4",
                     "    translucent:true", "    swipe: true", "    tab a { title: \"A\" }", "    tab b { title: \"B\" }",
                     "    tab c { title: \"C\" }", "}"]
        let result = try TabspecProcess.run(["format", "--check", "-"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        #expect(result.stdout == """
            --- a/<stdin>
            +++ b/<stdin>
            @@ -3,7 +3,7 @@
                 height: 49
                 iconSize: 30
                 titleSpacing: 4
            -    translucent:true
            +    translucent: true
                 swipe: true
                 tab a { title: "A" }
                 tab b { title: "B" }

            """)
    }

    @Test func inPlaceRewritesOnlyFilesWhoseBytesChange() throws {
        let crlf = "\u{FEFF}" + Self.formatted.replacingOccurrences(of: "\n", with: "\r\n")
        let dir = try directory(["good.tabspec": Self.formatted, "messy.tabspec": Self.messy, "crlf.tabspec": crlf])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in ["good.tabspec", "messy.tabspec", "crlf.tabspec"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: dir + "/" + name)
        }
        let result = try TabspecProcess.run(["format", "--in-place", "good.tabspec", "messy.tabspec", "crlf.tabspec"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "0 errors, 0 warnings in 3 files; 2 files reformatted, 1 already formatted\n")
        #expect(bytes(dir + "/good.tabspec") == Data(Self.formatted.utf8))
        #expect(modificationDate(dir + "/good.tabspec") == past)
        #expect(bytes(dir + "/messy.tabspec") == Data(Self.formatted.utf8))
        #expect(modificationDate(dir + "/messy.tabspec") != past)
        #expect(bytes(dir + "/crlf.tabspec") == Data(Self.formatted.utf8))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["crlf.tabspec", "good.tabspec", "messy.tabspec"])
        // A second run changes nothing.
        let again = try TabspecProcess.run(["format", "--check", "."], in: dir)
        #expect(again.status == 0)
        #expect(again.stdout == "")
    }

    @Test func filesWithSyntaxErrorsAreNotFormatted() throws {
        let broken = "tabbar T {\n  height 49\n  tab a { title: \"A\" }\n}\n"
        let dir = try directory(["broken.tabspec": broken, "messy.tabspec": Self.messy])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try TabspecProcess.run(["format", "--in-place", "broken.tabspec", "messy.tabspec"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("broken.tabspec:2:9: error: expected ':' after 'height' [expected-token]\n"))
        #expect(result.stderr.hasSuffix("Error: 'broken.tabspec' was not formatted: fix its syntax errors first\n"
            + "1 error, 0 warnings in 2 files; 1 file reformatted\n"))
        #expect(bytes(dir + "/broken.tabspec") == Data(broken.utf8))
        // The other file is still formatted.
        #expect(bytes(dir + "/messy.tabspec") == Data(Self.formatted.utf8))

        let toStdout = try TabspecProcess.run(["format", "-"], input: broken)
        #expect(toStdout.status == 1)
        #expect(toStdout.stdout == "")
        let check = try TabspecProcess.run(["format", "--check", "-"], input: broken)
        #expect(check.status == 1)
        #expect(check.stdout == "")
        #expect(check.stderr.contains("[expected-token]"))
    }

    @Test func schemaErrorsDoNotPreventFormatting() throws {
        let result = try TabspecProcess.run(["format", "-"], input: "tabbar T{tintColour:oragne,tab a{title:\"A\"}}")
        #expect(result.status == 0)
        #expect(result.stdout == "tabbar T {\n    tintColour: oragne\n    tab a { title: \"A\" }\n}\n")
    }

    @Test func usageErrors() throws {
        let several = try TabspecProcess.run(["format", "Specs"])
        #expect(several.status == 64)
        #expect(several.stdout == "")
        #expect(several.stderr.hasPrefix("Error: 4 files to format; formatted text goes to standard output for one input only"))
        let both = try TabspecProcess.run(["format", "--check", "--in-place", "Specs"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: '--check' and '--in-place' cannot be used together\nUsage: tabspec format"))
        let none = try TabspecProcess.run(["format"])
        #expect(none.status == 64)
        let missing = try TabspecProcess.run(["format", "--check", "Specs/NoSuch.tabspec"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: no such file or directory: 'Specs/NoSuch.tabspec'\n")
    }
}
