// Regenerates Sources/TabSpecCore/Lint/Symbols/SymbolTable+Data.swift (the embedded SF Symbols table) from the
// TSV copies of the data:
//
//     swift Scripts/generate-symbol-table.swift ../shared/data/sf-symbols Sources/TabSpecCore/Lint/Symbols/SymbolTable+Data.swift
//
// Input: DIR/symbols.tsv (`name<TAB>introduced_ios`) and DIR/aliases.tsv (`old_name<TAB>current_name`); lines
// starting with `#` are headers. Every name must match ^[a-z0-9]+(\.[a-z0-9]+)*$ and every version
// `N(.N(.N)?)?`. The output is written only when its bytes change.
//
// The rendering must stay byte-identical to `ImportedSymbolTable.renderSwiftSource(provenance:)` (what
// `tabspec symbols import` writes); `SymbolTableDataTests` re-renders the TSVs with it and compares.

import Foundation

/// Where the data in the TSVs comes from; printed into the generated header.
let provenance = """
    Source: SFSafeSymbols' generator resources (name_availability.plist, name_aliases.strings,
    legacy_aliases.strings; commit ba8ff2b; MIT License, Copyright (c) 2021 SFSafeSymbols), converted to
    symbols.tsv and aliases.tsv; SF Symbols through 5.2 (iOS 17.2), iOS versions from the plist's
    year_to_release table.
    """

/// Prints `message` to stderr and exits with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-symbol-table: \(message)\n".utf8))
    exit(1)
}

/// Whether `name` matches ^[a-z0-9]+(\.[a-z0-9]+)*$.
func isWellFormed(_ name: String) -> Bool {
    var previousWasDot = true
    for byte in name.utf8 {
        if byte == UInt8(ascii: ".") {
            if previousWasDot { return false }
            previousWasDot = true
        } else if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            previousWasDot = false
        } else {
            return false
        }
    }
    return !previousWasDot
}

/// `major.minor`, plus `.patch` when not 0, or `nil` when `text` is not a version.
func normalizedVersion(_ text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
        guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
        else { return nil }
        numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    return numbers[2] == 0 ? "\(numbers[0]).\(numbers[1])" : "\(numbers[0]).\(numbers[1]).\(numbers[2])"
}

/// The two tab-separated fields of every non-header line of the file at `path`.
func readPairs(_ path: String) -> [(String, String)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    var pairs: [(String, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
        if line.hasPrefix("#") { continue }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 2 else { fail("\(path):\(index + 1): expected two tab-separated fields") }
        pairs.append((String(fields[0]), String(fields[1])))
    }
    return pairs
}

/// Bytewise (`LC_ALL=C`) order.
func bytewiseLess(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    fail("usage: swift Scripts/generate-symbol-table.swift DIR_WITH_TSVS OUTPUT.swift")
}
let directory = arguments[1]
let outputPath = arguments[2]

var versions: [String: String] = [:]
var newest: (Int, Int, Int) = (-1, -1, -1)
var newestText = ""
for (name, versionText) in readPairs(directory + "/symbols.tsv") {
    guard isWellFormed(name) else { fail("symbols.tsv: malformed name '\(name)'") }
    guard let version = normalizedVersion(versionText) else { fail("symbols.tsv: malformed version '\(versionText)'") }
    versions[name] = version
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 } + [0, 0]
    let key = (numbers[0], numbers[1], numbers[2])
    if key > newest {
        newest = key
        newestText = version
    }
}
var renames: [String: String] = [:]
for (old, current) in readPairs(directory + "/aliases.tsv") {
    guard isWellFormed(old), isWellFormed(current) else { fail("aliases.tsv: malformed rename '\(old)' → '\(current)'") }
    renames[old] = current
}

var out = "// GENERATED FILE, DO NOT EDIT: the SF Symbols table of the lint rules (`SymbolTable.builtIn`).\n"
out += "//\n"
out += "// \(versions.count) symbols\(versions.isEmpty ? "" : ", newest introduced in iOS \(newestText)"); \(renames.count) renames.\n"
for line in provenance.split(separator: "\n", omittingEmptySubsequences: false) {
    out += "// \(line)\n"
}
out += """
    //
    // Regenerate from TSV copies (`symbols.tsv`: name<TAB>introduced_ios, `aliases.tsv`: old<TAB>current):
    //     swift Scripts/generate-symbol-table.swift DIR_WITH_TSVS Sources/TabSpecCore/Lint/Symbols/SymbolTable+Data.swift
    // or from the CoreGlyphs.bundle of Xcode or the SF Symbols app (binary plist, .strings):
    //     tabspec symbols import name_availability.plist name_aliases.strings -o Sources/TabSpecCore/Lint/Symbols/SymbolTable+Data.swift
    //
    // One `name version` line per symbol and one `old current` line per rename, sorted bytewise, in a string
    // literal that `SymbolTable.builtIn` parses once at first use (an array literal this size type-checks slowly).

    /// The embedded data of `SymbolTable.builtIn`.
    extension SymbolTable {
        /// Every SF Symbol name and the iOS version that introduced it, one `name version` line each.
        static let embeddedSymbolsText = \"\"\"

    """
for name in versions.keys.sorted(by: bytewiseLess) {
    out += "\(name) \(versions[name] ?? "")\n"
}
out += """
    \"\"\"

        /// Every renamed SF Symbol, one `old current` line each.
        static let embeddedAliasesText = \"\"\"

    """
for old in renames.keys.sorted(by: bytewiseLess) {
    out += "\(old) \(renames[old] ?? "")\n"
}
out += "\"\"\"\n}\n"

let data = Data(out.utf8)
if let existing = FileManager.default.contents(atPath: outputPath), existing == data {
    print("\(outputPath): unchanged (\(versions.count) symbols, \(renames.count) renames)")
} else {
    do {
        try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    } catch {
        fail("cannot write \(outputPath): \(error)")
    }
    print("\(outputPath): written (\(versions.count) symbols, \(renames.count) renames)")
}
