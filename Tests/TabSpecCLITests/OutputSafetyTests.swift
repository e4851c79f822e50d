import Foundation
import Testing

/// Issue 9, scope 6: no output replaces an input, a directory, a FIFO, a socket, a device or a read-only
/// file (exit 73, the path untouched); a rewritten file keeps its mode. Through the built binary.
@Suite("Safe outputs")
struct OutputSafetyTests {
    /// A command that writes one output file, run in a scratch directory holding `Tab.tabspec`,
    /// `name_availability.plist` and `Gen/`.
    struct Writer: CustomStringConvertible, Sendable {
        var description: String
        /// The output path the command writes (relative to the scratch directory).
        var output: String
        var arguments: [String]
    }

    static let writers = [
        Writer(description: "render -o", output: "out.svg", arguments: ["render", "Tab.tabspec", "-o", "out.svg"]),
        Writer(description: "compile -o", output: "Gen/Tab.swift", arguments: ["compile", "Tab.tabspec", "-o", "Gen"]),
        Writer(description: "lint --write-baseline", output: "b.json", arguments: ["lint", "--write-baseline", "b.json", "Tab.tabspec"]),
        Writer(description: "symbols import -o", output: "out.swift",
               arguments: ["symbols", "import", "name_availability.plist", "-o", "out.swift"]),
    ]

    /// A scratch directory for one test, with the inputs every ``Writer`` reads and a `.git` folder (the
    /// configuration search stops there).
    static func scratch() throws -> String {
        let directory = try SpecialFile.scratchDirectory()
        try validSpec.write(toFile: directory + "/Tab.tabspec", atomically: true, encoding: .utf8)
        let plist = TinyPropertyList.write(.dictionary([
            ("symbols", .dictionary([("house", .string("2019"))])),
            ("year_to_release", .dictionary([("2019", .dictionary([("iOS", .string("13.0"))]))])),
        ]))
        try Data(plist).write(to: URL(fileURLWithPath: directory + "/name_availability.plist"))
        for folder in ["Gen", ".git"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: false)
        }
        return directory
    }

    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }

    static func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    static func setMode(_ mode: Int, _ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Every file of the scratch tree with its fingerprint: equal before and after a refused run.
    static func snapshot(_ directory: String) -> [String] {
        let names = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []).sorted()
        return names.map { "\($0): \(SpecialFile.fingerprint(directory + "/" + $0)) \(bytes(directory + "/" + $0)?.count ?? -1)" }
    }

    // MARK: - Not a regular file

    @Test(arguments: writers, SpecialFile.allCases)
    func anOutputThatIsNotARegularFileIsRefusedUntouched(writer: Writer, kind: SpecialFile) throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        let output = directory + "/" + writer.output
        guard try SpecialFile.make(kind, at: output) else { return }
        let before = Self.snapshot(directory)
        let result = try TabspecProcess.run(writer.arguments, in: directory, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix(SpecialFile.refusal(writer.output, at: output)), "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(Self.snapshot(directory) == before)
    }

    @Test(arguments: SpecialFile.allCases.filter { $0 != .directory })
    func formatInPlaceRefusesAnInputThatIsNotARegularFileWithoutOpeningIt(kind: SpecialFile) throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        guard try SpecialFile.make(kind, at: directory + "/Odd.tabspec") else { return }
        let before = Self.snapshot(directory)
        let result = try TabspecProcess.run(["format", "--in-place", "Odd.tabspec"], in: directory, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix(SpecialFile.refusal("Odd.tabspec", at: directory + "/Odd.tabspec")), "\(result.stderr)")
        #expect(Self.snapshot(directory) == before)
    }

    @Test func dashStillMeansStandardOutput() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        let result = try TabspecProcess.run(["render", "Tab.tabspec", "-o", "-"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n<svg "))
        #expect(!FileManager.default.fileExists(atPath: directory + "/-"))
    }

    // MARK: - The same file as an input

    /// Runs `arguments`, expects exit 73 with `Error: cannot write 'output': it is the same file as the input
    /// 'input'`, and every file of the tree unchanged.
    static func expectRefusal(_ arguments: [String], in directory: String, output: String, input: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = snapshot(directory)
        let result = try TabspecProcess.run(arguments, in: directory)
        #expect(result.status == 73, "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix(
            "Error: cannot write '\(output)': it is the same file as the input '\(input)'; choose another output path\n"),
                "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(snapshot(directory) == before, "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test func renderRefusesToReplaceItsInput() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.svg", withDestinationPath: "Tab.tabspec")
        try FileManager.default.linkItem(atPath: directory + "/Tab.tabspec", toPath: directory + "/hard.svg")
        try Self.expectRefusal(["render", "Tab.tabspec", "-o", "Tab.tabspec"], in: directory, output: "Tab.tabspec", input: "Tab.tabspec")
        try Self.expectRefusal(["render", "Tab.tabspec", "-o", "link.svg"], in: directory, output: "link.svg", input: "Tab.tabspec")
        try Self.expectRefusal(["render", "./Tab.tabspec", "-o", "hard.svg"], in: directory, output: "hard.svg", input: "./Tab.tabspec")
        // Standard input redirected from the file (`render - -o Tab.tabspec < Tab.tabspec`).
        let before = Self.snapshot(directory)
        let spec = try #require(FileHandle(forReadingAtPath: directory + "/Tab.tabspec"))
        let redirected = try TabspecProcess.run(["render", "-", "-o", "Tab.tabspec"], in: directory, standardInput: spec)
        try spec.close()
        #expect(redirected.status == 73)
        #expect(redirected.stderr == "Error: cannot write 'Tab.tabspec': it is the same file as the input '<stdin>'; choose another output path\n")
        #expect(Self.snapshot(directory) == before)
        #expect(Self.bytes(directory + "/Tab.tabspec") == Data(validSpec.utf8))
    }

    @Test func compileRefusesToReplaceASpecOrTheConfigurationAndWritesNothing() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: false)
        try validSpec.write(toFile: directory + "/Specs/A.tabspec", atomically: true, encoding: .utf8)
        try validSpec.write(toFile: directory + "/Specs/B.tabspec", atomically: true, encoding: .utf8)
        // B's output is A: neither is written.
        try FileManager.default.createSymbolicLink(atPath: directory + "/Gen/B.swift", withDestinationPath: "../Specs/A.tabspec")
        try Self.expectRefusal(["compile", "Specs", "-o", "Gen"], in: directory, output: "Gen/B.swift", input: "Specs/A.tabspec")
        #expect(!FileManager.default.fileExists(atPath: directory + "/Gen/A.swift"))
        try FileManager.default.removeItem(atPath: directory + "/Gen/B.swift")

        // The configuration file found for the spec, and one given with --config.
        try "compile {\n    accessLevel: public\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.linkItem(atPath: directory + "/.tabspec", toPath: directory + "/Gen/Tab.swift")
        try Self.expectRefusal(["compile", "Tab.tabspec", "-o", "Gen"], in: directory, output: "Gen/Tab.swift", input: ".tabspec")
        try FileManager.default.removeItem(atPath: directory + "/Gen/Tab.swift")
        try "compile {\n    accessLevel: package\n}\n".write(toFile: directory + "/other.tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/Gen/Tab.swift", withDestinationPath: "../other.tabspec")
        try Self.expectRefusal(["compile", "Tab.tabspec", "--config", "other.tabspec", "-o", "Gen"], in: directory,
                               output: "Gen/Tab.swift", input: "other.tabspec")
    }

    @Test func lintRefusesToWriteTheBaselineOverASpecOrTheConfiguration() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        // The issue's example: the spec would have become JSON.
        try Self.expectRefusal(["lint", "--write-baseline", "Tab.tabspec", "Tab.tabspec"], in: directory,
                               output: "Tab.tabspec", input: "Tab.tabspec")
        try "lint {\n    orientations: portrait\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        try Self.expectRefusal(["lint", "--write-baseline", ".tabspec", "Tab.tabspec"], in: directory, output: ".tabspec", input: ".tabspec")
        try "lint {\n    devices: iphone-16\n}\n".write(toFile: directory + "/ci.tabspec", atomically: true, encoding: .utf8)
        try Self.expectRefusal(["lint", "--config", "ci.tabspec", "--write-baseline", "ci.tabspec", "Tab.tabspec"], in: directory,
                               output: "ci.tabspec", input: "ci.tabspec")
        // Refreshing a baseline in place stays possible: with --write-baseline, --baseline is not read.
        #expect(try TabspecProcess.run(["lint", "--write-baseline", "b.json", "Tab.tabspec"], in: directory).status == 0)
        #expect(try TabspecProcess.run(["lint", "--baseline", "b.json", "--write-baseline", "b.json", "Tab.tabspec"], in: directory).status == 0)
    }

    @Test func symbolsImportRefusesToReplaceItsInputs() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/table.swift", withDestinationPath: "name_availability.plist")
        try Self.expectRefusal(["symbols", "import", "name_availability.plist", "-o", "table.swift"], in: directory,
                               output: "table.swift", input: "name_availability.plist")
        // `-o symbols.tsv` also writes `aliases.tsv`, here the renames input.
        try "\"home\" = \"house\";\n".write(toFile: directory + "/aliases.tsv", atomically: true, encoding: .utf8)
        try Self.expectRefusal(["symbols", "import", "name_availability.plist", "aliases.tsv", "-o", "symbols.tsv"], in: directory,
                               output: "aliases.tsv", input: "aliases.tsv")
        #expect(!FileManager.default.fileExists(atPath: directory + "/symbols.tsv"))
    }

    // MARK: - Read-only files and modes

    /// An existing output with no write permission bit is refused untouched (even for the superuser); any
    /// other is replaced and keeps its mode.
    @Test(arguments: writers, [0o444, 0o400, 0o640, 0o604])
    func anExistingOutputIsReplacedKeepingItsModeUnlessReadOnly(writer: Writer, mode: Int) throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        let output = directory + "/" + writer.output
        try "old\n".write(toFile: output, atomically: true, encoding: .utf8)
        try Self.setMode(mode, output)
        let result = try TabspecProcess.run(writer.arguments, in: directory)
        if mode & 0o222 == 0 {
            #expect(result.status == 73)
            #expect(result.stderr.hasSuffix("Error: cannot write '\(writer.output)': it is read-only (mode 0\(String(mode, radix: 8))); "
                + "make it writable or choose another output path\n"))
            #expect(Self.bytes(output) == Data("old\n".utf8))
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.bytes(output) != Data("old\n".utf8))
        }
        #expect(Self.mode(output) == mode)
    }

    @Test func formatInPlaceRefusesAReadOnlyFileItWouldRewrite() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        let unformatted = "tabbar T {\n  tab a {  title:\"A\" }\n}\n"
        let formatted = "tabbar T {\n    tab a { title: \"A\" }\n}\n"
        try unformatted.write(toFile: directory + "/Ugly.tabspec", atomically: true, encoding: .utf8)
        try formatted.write(toFile: directory + "/Neat.tabspec", atomically: true, encoding: .utf8)
        try Self.setMode(0o444, directory + "/Ugly.tabspec")
        try Self.setMode(0o444, directory + "/Neat.tabspec")
        let result = try TabspecProcess.run(["format", "--in-place", "Neat.tabspec", "Ugly.tabspec"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr == "Error: cannot write 'Ugly.tabspec': it is read-only (mode 0444); make it writable or choose another output path\n"
            + "0 errors, 0 warnings in 2 files; 1 file already formatted\n")
        #expect(Self.bytes(directory + "/Ugly.tabspec") == Data(unformatted.utf8))
        #expect(Self.mode(directory + "/Ugly.tabspec") == 0o444)
        // A read-only file that is already formatted needs no write.
        #expect(try TabspecProcess.run(["format", "--in-place", "Neat.tabspec"], in: directory).status == 0)
        // Once writable it is rewritten, keeping its mode.
        try Self.setMode(0o604, directory + "/Ugly.tabspec")
        #expect(try TabspecProcess.run(["format", "--in-place", "Ugly.tabspec"], in: directory).status == 0)
        #expect(Self.bytes(directory + "/Ugly.tabspec") == Data(formatted.utf8))
        #expect(Self.mode(directory + "/Ugly.tabspec") == 0o604)
    }

    @Test func compileLeavesAFreshReadOnlyFileAlone() throws {
        let directory = try Self.scratch()
        defer { Self.remove(directory) }
        #expect(try TabspecProcess.run(["compile", "Tab.tabspec", "-o", "Gen"], in: directory).status == 0)
        try Self.setMode(0o444, directory + "/Gen/Tab.swift")
        #expect(try TabspecProcess.run(["compile", "Tab.tabspec", "-o", "Gen"], in: directory).status == 0)
        let stale = try TabspecProcess.run(["compile", "Tab.tabspec", "-o", "Gen", "--access-level", "public"], in: directory)
        #expect(stale.status == 73)
        #expect(stale.stderr.hasPrefix("Error: cannot write 'Gen/Tab.swift': it is read-only (mode 0444)"))
    }
}
