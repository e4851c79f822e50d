import Foundation
import Testing

/// A minimal `bplist00` writer for the CLI tests (dictionaries of ASCII strings, 1-byte references): the
/// Core tests' full writer lives in another test target.
enum TinyPropertyList {
    /// A property list value this writer supports.
    indirect enum Value {
        case string(String)
        case dictionary([(String, Value)])
    }

    static func write(_ root: Value) -> [UInt8] {
        var objects: [[UInt8]] = []
        func add(_ value: Value) -> Int {
            switch value {
            case let .string(text):
                let bytes = Array(text.utf8)
                objects.append(marker(0x5, bytes.count) + bytes)
                return objects.count - 1
            case let .dictionary(pairs):
                let index = objects.count
                objects.append([])
                let keys = pairs.map { add(.string($0.0)) }
                let values = pairs.map { add($0.1) }
                objects[index] = marker(0xD, pairs.count) + keys.map(UInt8.init) + values.map(UInt8.init)
                return index
            }
        }
        _ = add(root)
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += bigEndian64(objects.count) + bigEndian64(0) + bigEndian64(tableStart)
        return bytes
    }

    private static func marker(_ type: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F, 0x10, UInt8(count)]
    }

    private static func bigEndian64(_ value: Int) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

@Suite("symbols import")
struct SymbolsImportTests {
    /// A scratch directory with `name_availability.plist` and `name_aliases.strings`.
    private func makeInputs() throws -> String {
        let directory = try TabspecProcess.temporaryDirectory()
        let plist = TinyPropertyList.write(.dictionary([
            ("symbols", .dictionary([("house", .string("2019")), ("figure.walk.motion", .string("2022")), ("house.fill", .string("2019"))])),
            ("year_to_release", .dictionary([
                ("2019", .dictionary([("iOS", .string("13.0")), ("macOS", .string("10.15"))])),
                ("2022", .dictionary([("iOS", .string("16.0"))])),
            ])),
        ]))
        try Data(plist).write(to: URL(fileURLWithPath: directory + "/name_availability.plist"))
        try "/* renames */\n\"home\" = \"house\";\n\"figure.walk.motion.old\" = \"figure.walk.motion\";\n"
            .write(toFile: directory + "/name_aliases.strings", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func writesTheSymbolsAndAliasesTSVs() throws {
        let directory = try makeInputs()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        let result = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "name_aliases.strings", "-o", "out/symbols.tsv"],
                                            in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "0 errors, 0 warnings in 2 files; 2 generated files written (3 symbols (newest introduced in iOS 16.0) and 2 renames)\n")
        #expect(try String(contentsOfFile: directory + "/out/symbols.tsv", encoding: .utf8)
            == "# name\tintroduced_ios\nfigure.walk.motion\t16.0\nhouse\t13.0\nhouse.fill\t13.0\n")
        #expect(try String(contentsOfFile: directory + "/out/aliases.tsv", encoding: .utf8)
            == "# old_name\tcurrent_name\nfigure.walk.motion.old\tfigure.walk.motion\nhome\thouse\n")
    }

    @Test func writesTheEmbeddedTableSource() throws {
        let directory = try makeInputs()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "--output=SymbolTable+Data.swift"], in: directory)
        #expect(result.status == 0)
        let source = try String(contentsOfFile: directory + "/SymbolTable+Data.swift", encoding: .utf8)
        #expect(source.hasPrefix("// GENERATED FILE, DO NOT EDIT: the SF Symbols table of the lint rules (`SymbolTable.builtIn`).\n//\n// 3 symbols, newest introduced in iOS 16.0; 0 renames.\n"))
        #expect(source.contains("\nfigure.walk.motion 16.0\nhouse 13.0\nhouse.fill 13.0\n\"\"\""))
        #expect(!FileManager.default.fileExists(atPath: directory + "/aliases.tsv"))
    }

    @Test func readsTheTSVFilesItWrites() throws {
        let directory = try makeInputs()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let provenance = "Source: a test."
        let fromPlist = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "name_aliases.strings",
                                                "--provenance", provenance, "-o", "plist.swift"], in: directory)
        #expect(fromPlist.status == 0)
        _ = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "name_aliases.strings", "-o", "symbols.tsv"], in: directory)
        let fromTSV = try TabspecProcess.run(["symbols", "import", "symbols.tsv", "aliases.tsv", "--provenance", provenance, "-o", "tsv.swift"],
                                             in: directory)
        #expect(fromTSV.status == 0, "\(fromTSV.stderr)")
        #expect(fromTSV.stderr == "0 errors, 0 warnings in 2 files; 1 generated file written (3 symbols (newest introduced in iOS 16.0) and 2 renames)\n")
        let plistSource = try String(contentsOfFile: directory + "/plist.swift", encoding: .utf8)
        #expect(try String(contentsOfFile: directory + "/tsv.swift", encoding: .utf8) == plistSource)
        #expect(plistSource.contains("\n// Source: a test.\n//\n"))

        // Run again: the file is left as it is.
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/tsv.swift")
        Thread.sleep(forTimeInterval: 0.01)
        let again = try TabspecProcess.run(["symbols", "import", "symbols.tsv", "aliases.tsv", "--provenance", provenance, "-o", "tsv.swift"],
                                           in: directory)
        #expect(again.stderr == "0 errors, 0 warnings in 2 files; 1 generated file unchanged (3 symbols (newest introduced in iOS 16.0) and 2 renames)\n")
        #expect(try FileManager.default.attributesOfItem(atPath: directory + "/tsv.swift")[.modificationDate] as? Date
            == attributes[.modificationDate] as? Date)
    }

    @Test func malformedTSVLinesAreReportedWithTheirLine() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cases: [(symbols: String, aliases: String, message: String)] = [
            ("# name\tintroduced_ios\nhouse\t13.0\nhouse.fill 13.0\n", "",
             "Error: 'symbols.tsv': line 3: expected two tab-separated fields, found 1\n"),
            ("house\t13\nHouse\t13.0\n", "", "Error: 'symbols.tsv': line 2: symbol name 'House' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$\n"),
            ("house\tthirteen\n", "", "Error: 'symbols.tsv': line 1: invalid iOS version 'thirteen', expected a version like '17.2'\n"),
            ("# only a header\n", "", "Error: 'symbols.tsv': no symbols in 'symbols'\n"),
            ("house\t13.0\n", "# old\tcurrent\n\nhome\thouse\tx\n", "Error: 'aliases.tsv': line 3: expected two tab-separated fields, found 3\n"),
        ]
        for (symbols, aliases, message) in cases {
            try symbols.write(toFile: directory + "/symbols.tsv", atomically: true, encoding: .utf8)
            try aliases.write(toFile: directory + "/aliases.tsv", atomically: true, encoding: .utf8)
            let result = try TabspecProcess.run(["symbols", "import", "symbols.tsv", "aliases.tsv", "-o", "out.swift"], in: directory)
            #expect(result.status == 1, "\(symbols)")
            #expect(result.stderr == message)
            #expect(!FileManager.default.fileExists(atPath: directory + "/out.swift"))
        }
    }

    /// `Scripts/generate-symbol-table.sh` runs `tabspec symbols import` on the shared TSVs with its provenance:
    /// the same command reproduces the committed table byte for byte.
    @Test(.enabled(if: TabspecProcess.sharedDirectory != nil, "needs the shared data folder (../shared)"))
    func theScriptsCommandReproducesTheCommittedTable() throws {
        let script = try String(contentsOfFile: TabspecProcess.packageRoot + "/Scripts/generate-symbol-table.sh", encoding: .utf8)
        let provenance = try #require(script.components(separatedBy: "provenance=\"").dropFirst().first?.components(separatedBy: "\"").first)
        #expect(script.contains("tabspec symbols import \"$directory/symbols.tsv\" \"$directory/aliases.tsv\""))
        let data = try #require(TabspecProcess.sharedDirectory) + "/data/sf-symbols"
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["symbols", "import", data + "/symbols.tsv", data + "/aliases.tsv", "--provenance", provenance,
                                             "-o", directory + "/SymbolTable+Data.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOfFile: TabspecProcess.packageRoot + "/Sources/TabSpecCore/generated/SymbolTable+Data.swift",
                                   encoding: .utf8)
        #expect(try String(contentsOfFile: directory + "/SymbolTable+Data.swift", encoding: .utf8) == committed)
    }

    @Test func errorsNameTheFileTheyAreAbout() throws {
        let directory = try makeInputs()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "not a plist".write(toFile: directory + "/text.plist", atomically: true, encoding: .utf8)
        let badPlist = try TabspecProcess.run(["symbols", "import", "text.plist", "-o", "out.tsv"], in: directory)
        #expect(badPlist.status == 1)
        #expect(badPlist.stderr.hasPrefix("Error: 'text.plist': "))
        try "\"home\" = ".write(toFile: directory + "/bad.strings", atomically: true, encoding: .utf8)
        let badAliases = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "bad.strings", "-o", "out.tsv"], in: directory)
        #expect(badAliases.status == 1)
        #expect(badAliases.stderr.hasPrefix("Error: 'bad.strings': "))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.tsv"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/aliases.tsv"))
    }

    @Test func unreadableInputsExit66AndUnwritableOutputs73() throws {
        let directory = try makeInputs()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try TabspecProcess.run(["symbols", "import", "nope.plist", "-o", "out.swift"], in: directory)
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: cannot read 'nope.plist': No such file or directory\n")
        let missingAliases = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "nope.strings", "-o", "out.swift"], in: directory)
        #expect(missingAliases.status == 66)
        let unwritable = try TabspecProcess.run(["symbols", "import", "name_availability.plist", "-o", "no/such/dir/out.swift"], in: directory)
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("Error: cannot write 'no/such/dir/out.swift': "))
    }

    @Test func usageErrorsExit64() throws {
        let cases: [([String], String)] = [
            (["symbols"], "Error: missing subcommand; expected 'import'\n"),
            (["symbols", "imprt", "a.plist", "-o", "x.tsv"], "Error: unknown subcommand 'imprt' of 'symbols'; did you mean 'import'?\n"),
            (["symbols", "import", "-o", "x.tsv"], "Error: missing input; give the path of name_availability.plist or of symbols.tsv\n"),
            (["symbols", "import", "a.plist"], "Error: missing '-o <file>'; give FILE.swift for the embedded table or FILE.tsv for TSV files\n"),
            (["symbols", "import", "a.plist", "-o", "x.txt"], "Error: invalid value 'x.txt' for '-o'; expected a file ending in '.swift' or '.tsv'\n"),
            (["symbols", "import", "a.plist", "-o", "d/aliases.tsv"], "Error: '-o d/aliases.tsv' is where the renames go; name the symbols file, e.g. 'symbols.tsv'\n"),
            (["symbols", "import", "a.plist", "b.strings", "c", "-o", "x.tsv"], "Error: unexpected argument 'c'; give at most two input files\n"),
        ]
        for (arguments, message) in cases {
            let result = try TabspecProcess.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments)")
            #expect(result.stderr.contains("Usage: tabspec symbols import <name_availability.plist> [<name_aliases.strings>] -o <file>\n"))
        }
    }

    @Test func helpListsTheSubcommand() throws {
        let help = try TabspecProcess.run(["help", "symbols"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Refresh the SF Symbols table from a local CoreGlyphs.bundle or from TSV files.\n\nUSAGE: tabspec symbols import"))
        #expect(help.stdout.contains("\n       tabspec symbols import <symbols.tsv> [<aliases.tsv>] [--provenance <text>] -o <file>\n"))
        #expect(help.stdout.contains("  --provenance <text>"))
        #expect(help.stdout.contains("  -o, --output <file>"))
        let overview = try TabspecProcess.run(["--help"])
        #expect(overview.stdout.contains("\n  symbols" + String(repeating: " ", count: 19) + "Refresh the SF Symbols table"))
    }
}
